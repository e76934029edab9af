import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../data/api-error.js";
import { routeErrorAction } from "./route-error-action.js";

const apiError = (status: number) => new ApiRequestError({ status, code: "x", message: "x" });
const fresh = { pageShown: false, atRoot: false };

describe("routeErrorAction", () => {
  it("signs in again on 401", () => {
    expect(routeErrorAction(apiError(401), fresh)).toEqual({ kind: "signIn" });
  });

  it("shows the error page on 403 and 404", () => {
    expect(routeErrorAction(apiError(403), fresh)).toEqual({ kind: "errorPage", code: "403" });
    expect(routeErrorAction(apiError(404), { ...fresh, pageShown: true })).toEqual({
      kind: "errorPage",
      code: "404",
    });
  });

  it("goes to the root when nothing was shown yet", () => {
    expect(routeErrorAction(apiError(500), fresh)).toEqual({ kind: "home" });
    expect(routeErrorAction(new Error("boom"), fresh)).toEqual({ kind: "home" });
  });

  it("opens the dialog once a page was shown", () => {
    expect(routeErrorAction(apiError(500), { ...fresh, pageShown: true })).toEqual({
      kind: "dialog",
    });
  });

  it("does not loop when the root itself fails", () => {
    expect(routeErrorAction(apiError(500), { pageShown: false, atRoot: true })).toEqual({
      kind: "fatal",
    });
  });
});
