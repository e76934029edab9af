import { describe, expect, it } from "vitest";
import { registerBody } from "../../../common/contracts/auth.js";
import { fieldIssues } from "./use-zod-form.js";

describe("fieldIssues", () => {
  it("uses the spec's messages for empty fields and the terms checkbox", () => {
    const errors = fieldIssues(registerBody, {
      firstName: "",
      lastName: " ",
      email: "",
      password: "",
      acceptTerms: false,
    });
    expect(errors).toMatchObject({
      firstName: "Required",
      lastName: "Required",
      email: "Required",
      password: "Required",
      acceptTerms: "Please check this box to proceed.",
    });
  });

  it("has nothing to say about a valid form", () => {
    const errors = fieldIssues(registerBody, {
      firstName: "Ann",
      lastName: "Lee",
      email: "ann@example.org",
      password: "Secret123",
      acceptTerms: true,
    });
    expect(errors).toEqual({});
  });
});
