import { describe, expect, it } from "vitest";
import {
  docFromSerialised,
  docProblem,
  docToSend,
  isEmptyDoc,
  serialiseDoc,
  storedDoc,
} from "./rich-text-value.js";

describe("rich-text values in editors", () => {
  it("serialise equal documents equally whatever the key order (PostgreSQL's jsonb reorders keys)", () => {
    const fromServer = {
      content: [
        {
          content: [
            {
              marks: [{ attrs: { href: "https://a.org" }, type: "link" }],
              text: "x",
              type: "text",
            },
          ],
          type: "paragraph",
        },
      ],
      type: "doc",
    };
    const fromEditor = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            {
              type: "text",
              text: "x",
              marks: [{ type: "link", attrs: { href: "https://a.org", target: null } }],
            },
          ],
        },
      ],
    };
    expect(serialiseDoc(fromServer)).toBe(serialiseDoc(fromEditor));
  });

  it("read older plain-text notes and drafts as paragraphs", () => {
    expect(docFromSerialised("Line one\\nLine two")).toEqual(
      storedDoc(null, "Line one\\nLine two"),
    );
    expect(docFromSerialised(serialiseDoc(storedDoc(null, "Saved")))).toEqual(
      storedDoc(null, "Saved"),
    );
  });

  it("know an empty editor and say why a document cannot be saved", () => {
    expect(isEmptyDoc({ type: "doc", content: [{ type: "paragraph" }] })).toBe(true);
    expect(isEmptyDoc(storedDoc(null, "Words"))).toBe(false);
    expect(docProblem({ type: "doc", content: [{ type: "video" }] })).toEqual(expect.any(String));
    expect(docProblem(storedDoc(null, "Fine"))).toBeNull();
  });

  it("send an empty editor as no document, and anything written as its document", () => {
    expect(docToSend(serialiseDoc(storedDoc(null, "")))).toBeNull();
    expect(docToSend(serialiseDoc(storedDoc(null, "Words")))).toEqual(storedDoc(null, "Words"));
  });
});
