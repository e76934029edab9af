import { describe, expect, it } from "vitest";
import { legacyRedirectHref, signatureInvalidHref } from "./legacy-redirects.js";

describe("legacyRedirectHref", () => {
  it("moves reports to between meetings", () => {
    expect(legacyRedirectHref("reports/$orgId", { orgId: "o1" })).toBe("/between-meetings/o1");
  });

  it("moves people changes under people", () => {
    expect(legacyRedirectHref("people-changes/$orgId", { orgId: "o1" })).toBe("/people/o1/changes");
  });

  it("keeps the dash2 prototype as a parameter of My Home", () => {
    expect(legacyRedirectHref("proto/dash2")).toBe("/my-home?proto=dash2");
  });

  it("moves the old account routes under account-email with the same name", () => {
    for (const name of ["confirm-email", "confirmation-email", "reset-password", "register"]) {
      const from = `${name}/$token` as const;
      if (
        from !== "confirm-email/$token" &&
        from !== "confirmation-email/$token" &&
        from !== "reset-password/$token" &&
        from !== "register/$token"
      ) {
        throw new Error("unexpected");
      }
      expect(legacyRedirectHref(from, { token: "t/1" })).toBe(`/account-email/${name}/t%2F1`);
    }
  });

  it("sends the old error addresses to the error page", () => {
    expect(legacyRedirectHref("not-found")).toBe("/error?code=404");
    expect(legacyRedirectHref("forbidden")).toBe("/error?code=403");
    expect(legacyRedirectHref("signature-request-invalid")).toBe("/error?code=signature");
  });

  it("keeps why a signature request is invalid", () => {
    expect(signatureInvalidHref("voided")).toBe("/error?code=signature&reason=voided");
    expect(signatureInvalidHref("not you&x")).toBe("/error?code=signature&reason=not%20you%26x");
    expect(signatureInvalidHref(undefined)).toBe("/error?code=signature");
  });

  it("refuses to build an address with a missing param", () => {
    expect(() => legacyRedirectHref("reports/$orgId")).toThrow(/orgId/);
  });
});
