import { describe, expect, it } from "vitest";
import { richTextDoc } from "../../../common/rich-text.js";
import { withSafeLinks } from "./rich-text-links.js";

const linked = (href: string) => ({
  type: "doc",
  content: [
    {
      type: "paragraph",
      content: [
        {
          type: "text",
          text: "the paper",
          marks: [{ type: "bold" }, { type: "link", attrs: { href, target: "_blank" } }],
        },
      ],
    },
  ],
});
const marksOf = (doc: unknown) =>
  (doc as { content: { content: { marks: unknown[] }[] }[] }).content[0]?.content[0]?.marks;

describe("links from the editor", () => {
  it("keep web and mail links, and give a bare address https://", () => {
    expect(marksOf(withSafeLinks(linked("https://a.org/x")))).toEqual([
      { type: "bold" },
      { type: "link", attrs: { href: "https://a.org/x" } },
    ]);
    expect(marksOf(withSafeLinks(linked("mailto:sec@a.org")))).toContainEqual({
      type: "link",
      attrs: { href: "mailto:sec@a.org" },
    });
    const bare = withSafeLinks(linked("example.org/pack"));
    expect(marksOf(bare)).toContainEqual({
      type: "link",
      attrs: { href: "https://example.org/pack" },
    });
    expect(richTextDoc.safeParse(bare).success).toBe(true);
  });

  it("drop a script link but keep the words", () => {
    const cleaned = withSafeLinks(linked("javascript:alert(1)"));
    expect(marksOf(cleaned)).toEqual([{ type: "bold" }]);
    expect(richTextDoc.safeParse(cleaned).success).toBe(true);
  });
});
