import { describe, expect, it } from "vitest";
import { splitMatrixParams } from "./matrix-params.js";

describe("splitMatrixParams", () => {
  it("returns a plain id unchanged", () => {
    expect(splitMatrixParams("abc")).toEqual({ id: "abc", params: {} });
  });

  it("reads a governance document version", () => {
    expect(splitMatrixParams("org1;doc=ver9")).toEqual({ id: "org1", params: { doc: "ver9" } });
  });

  it("reads flag-style params of the old between-meetings bar", () => {
    expect(splitMatrixParams("org1;flyingMinutes")).toEqual({
      id: "org1",
      params: { flyingMinutes: "" },
    });
  });
});
