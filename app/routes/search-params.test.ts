import { describe, expect, it } from "vitest";
import { optionalString, parseSearch, stringifySearch } from "./search-params.js";

describe("search params", () => {
  it("keeps numbers-looking values as strings both ways", () => {
    expect(parseSearch("?tab=1&code=403")).toEqual({ tab: "1", code: "403" });
    expect(stringifySearch({ tab: "1" })).toBe("?tab=1");
  });

  it("round-trips a return address with its own query", () => {
    const search = { returnTo: "/meetings/abc?view=list" };
    expect(parseSearch(stringifySearch(search))).toEqual(search);
  });

  it("leaves out empty values", () => {
    expect(stringifySearch({ a: undefined, b: "", c: "x" })).toBe("?c=x");
    expect(stringifySearch({})).toBe("");
  });

  it("reads optional strings leniently", () => {
    expect(optionalString({ code: 404 }, "code")).toBe("404");
    expect(optionalString({}, "code")).toBeUndefined();
  });
});
