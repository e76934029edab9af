import { describe, expect, it } from "vitest";
import { appendParagraphs, plainToRichText, richTextDoc, richTextToPlain } from "./rich-text.js";

const p = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });

describe("rich-text documents", () => {
  it("accept the editor's paragraphs, marks, lists and links", () => {
    const doc = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "See " },
            {
              type: "text",
              text: "the report",
              marks: [{ type: "bold" }, { type: "link", attrs: { href: "https://example.org/r" } }],
            },
          ],
        },
        { type: "bulletList", content: [{ type: "listItem", content: [p("One")] }] },
      ],
    };
    expect(richTextDoc.safeParse(doc).success).toBe(true);
  });

  it("refuse script links, unknown nodes and unknown marks with a readable message", () => {
    const scriptLink = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            {
              type: "text",
              text: "x",
              marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }],
            },
          ],
        },
      ],
    };
    const result = richTextDoc.safeParse(scriptLink);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      "Links must start with https://, http:// or mailto:.",
    );
    expect(
      richTextDoc.safeParse({ type: "doc", content: [{ type: "image", attrs: { src: "x" } }] })
        .success,
    ).toBe(false);
    expect(
      richTextDoc.safeParse({
        type: "doc",
        content: [
          {
            type: "paragraph",
            content: [{ type: "text", text: "x", marks: [{ type: "highlight" }] }],
          },
        ],
      }).success,
    ).toBe(false);
  });

  it("refuse lists nested deeper than eight levels", () => {
    let block: unknown = p("deep");
    for (let i = 0; i < 9; i++)
      block = { type: "bulletList", content: [{ type: "listItem", content: [block] }] };
    const result = richTextDoc.safeParse({ type: "doc", content: [block] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Lists are nested too deeply.");
  });

  it("read as plain text with list markers and blank lines between paragraphs", () => {
    const doc = richTextDoc.parse({
      type: "doc",
      content: [
        p("Moved by A."),
        {
          type: "orderedList",
          attrs: { start: 3 },
          content: [
            {
              type: "listItem",
              content: [
                p("Third"),
                { type: "bulletList", content: [{ type: "listItem", content: [p("inner")] }] },
              ],
            },
            { type: "listItem", content: [p("Fourth")] },
          ],
        },
        {
          type: "paragraph",
          content: [
            { type: "text", text: "Line" },
            { type: "hardBreak" },
            { type: "text", text: "break" },
          ],
        },
      ],
    });
    expect(richTextToPlain(doc)).toBe(
      "Moved by A.\n\n3. Third\n   • inner\n4. Fourth\n\nLine\nbreak",
    );
  });

  it("turn plain text into paragraphs and back, and append drafted sentences", () => {
    const doc = plainToRichText("First\nSecond");
    expect(richTextToPlain(doc)).toBe("First\n\nSecond");
    expect(richTextToPlain(appendParagraphs(doc, "Carried 5–1."))).toBe(
      "First\n\nSecond\n\nCarried 5–1.",
    );
    expect(appendParagraphs(null, "Only")).toEqual({ type: "doc", content: [p("Only")] });
  });
});
