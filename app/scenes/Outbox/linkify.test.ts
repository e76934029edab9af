import { describe, expect, it } from "vitest";
import { linkify } from "./linkify.js";

describe("linkify", () => {
  it("keeps text without links as one part", () => {
    expect(linkify("Hello")).toEqual([{ kind: "text", text: "Hello", at: 0 }]);
  });

  it("finds links and leaves trailing punctuation as text", () => {
    expect(linkify("Open http://localhost:3000/account-email/confirm/abc. Thanks")).toEqual([
      { kind: "text", text: "Open ", at: 0 },
      { kind: "link", href: "http://localhost:3000/account-email/confirm/abc", at: 5 },
      { kind: "text", text: ". Thanks", at: 52 },
    ]);
  });

  it("does not treat other schemes as links", () => {
    expect(linkify("javascript:alert(1)")).toEqual([
      { kind: "text", text: "javascript:alert(1)", at: 0 },
    ]);
  });
});
