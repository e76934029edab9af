import { z } from "zod";
import { freeText } from "./text.js";

/**
 * Quorate's rich text: the subset of TipTap's JSON document that agenda
 * descriptions and minute notes use. It is stored as JSON (never HTML), so the
 * server validates its shape here instead of sanitising markup, and the app
 * renders it with React elements only. Anything outside the subset is refused.
 */

const linkHref = freeText()
  .max(2000)
  .refine(
    (href) => /^(https?:|mailto:)/i.test(href),
    "Links must start with https://, http:// or mailto:.",
  );

const markSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("bold") }),
  z.object({ type: z.literal("italic") }),
  z.object({ type: z.literal("underline") }),
  z.object({ type: z.literal("strike") }),
  z.object({ type: z.literal("link"), attrs: z.object({ href: linkHref }) }),
]);
export type RichTextMark = z.infer<typeof markSchema>;

const textNode = z.object({
  type: z.literal("text"),
  text: freeText().min(1).max(100_000),
  marks: z.array(markSchema).max(5).optional(),
});
const hardBreak = z.object({ type: z.literal("hardBreak") });
const inline = z.discriminatedUnion("type", [textNode, hardBreak]);
export type RichTextInline = z.infer<typeof inline>;

const paragraph = z.object({
  type: z.literal("paragraph"),
  content: z.array(inline).max(5000).optional(),
});
const heading = z.object({
  type: z.literal("heading"),
  attrs: z.object({ level: z.union([z.literal(2), z.literal(3)]) }),
  content: z.array(inline).max(5000).optional(),
});

export type RichTextBlock =
  | z.infer<typeof paragraph>
  | z.infer<typeof heading>
  | { type: "bulletList"; content: RichTextListItem[] }
  | { type: "orderedList"; attrs?: { start?: number }; content: RichTextListItem[] }
  | { type: "blockquote"; content: RichTextBlock[] };
export type RichTextListItem = { type: "listItem"; content: RichTextBlock[] };

// Recursive, so the API description refers to it by name (components/schemas/RichTextBlock).
const block: z.ZodType<RichTextBlock> = z
  .lazy(() =>
    z.discriminatedUnion("type", [
      paragraph,
      heading,
      z.object({ type: z.literal("bulletList"), content: z.array(listItem).min(1).max(1000) }),
      z.object({
        type: z.literal("orderedList"),
        attrs: z.object({ start: z.number().int().min(0).max(100_000).optional() }).optional(),
        content: z.array(listItem).min(1).max(1000),
      }),
      z.object({ type: z.literal("blockquote"), content: z.array(block).min(1).max(1000) }),
    ]),
  )
  .meta({ id: "RichTextBlock" });
const listItem: z.ZodType<RichTextListItem> = z
  .lazy(() => z.object({ type: z.literal("listItem"), content: z.array(block).min(1).max(100) }))
  .meta({ id: "RichTextListItem" });

/** The largest document accepted, as JSON text (minutes of a long item fit easily). */
export const maxRichTextJsonLength = 400_000;

export const richTextDoc = z
  .object({ type: z.literal("doc"), content: z.array(block).max(10_000) })
  .refine(
    (doc) => JSON.stringify(doc).length <= maxRichTextJsonLength,
    "This text is too long to save.",
  )
  .refine((doc) => depth(doc.content) <= 8, "Lists are nested too deeply.");
export type RichTextDoc = { type: "doc"; content: RichTextBlock[] };

/**
 * A rich-text field beside a plain one (`motionDoc` beside `motion`): the document, or null for
 * plain text. Its plain text is what gets stored, so it must pass the plain field's own rules: an
 * empty motion is refused under the document's name as a blank one is under its own.
 */
export function richTextDocFor(plain: z.ZodType<string>) {
  return richTextDoc.nullable().superRefine((doc, ctx) => {
    if (!doc) return;
    const checked = plain.safeParse(richTextToPlain(doc));
    if (!checked.success)
      ctx.addIssue({
        code: "custom",
        message: checked.error.issues[0]?.message ?? "This text cannot be saved.",
      });
  });
}

function depth(blocks: RichTextBlock[]): number {
  let deepest = 0;
  for (const b of blocks) {
    if (b.type === "paragraph" || b.type === "heading") continue;
    const children = b.type === "blockquote" ? b.content : b.content.flatMap((li) => li.content);
    deepest = Math.max(deepest, 1 + depth(children));
  }
  return deepest;
}

function inlineText(content: RichTextInline[] | undefined): string {
  return (content ?? []).map((n) => (n.type === "text" ? n.text : "\n")).join("");
}

/**
 * The document as plain text: paragraphs separated by blank lines, list items
 * as "• " or "1. " lines (indented when nested). This is what search, PDFs,
 * e-mails and the assistant read.
 */
export function richTextToPlain(doc: RichTextDoc): string {
  return blocksToLines(doc.content, "").join("\n\n").trim();
}

function blocksToLines(blocks: RichTextBlock[], indent: string): string[] {
  const out: string[] = [];
  for (const b of blocks) {
    switch (b.type) {
      case "paragraph":
      case "heading":
        out.push(indent + inlineText(b.content));
        break;
      case "blockquote":
        out.push(...blocksToLines(b.content, `${indent}  `));
        break;
      case "bulletList":
      case "orderedList": {
        const start = b.type === "orderedList" ? (b.attrs?.start ?? 1) : 0;
        const lines = b.content.map((li, i) => {
          const marker = b.type === "orderedList" ? `${start + i}. ` : "• ";
          const [first = "", ...rest] = blocksToLines(li.content, `${indent}   `);
          return `${indent}${marker}${first.trimStart()}${rest.length ? `\n${rest.join("\n")}` : ""}`;
        });
        out.push(lines.join("\n"));
        break;
      }
    }
  }
  return out;
}

/** Plain text (what older records and API clients send) as a document: one paragraph per line. */
export function plainToRichText(text: string): RichTextDoc {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  return {
    type: "doc",
    content: lines.map((line) =>
      line.length
        ? { type: "paragraph", content: [{ type: "text", text: line }] }
        : { type: "paragraph" },
    ),
  };
}

/** Adds paragraphs of plain text at the end of a document (standard phrases drafting a minute). */
export function appendParagraphs(doc: RichTextDoc | null, text: string): RichTextDoc {
  const base = doc ?? { type: "doc", content: [] };
  const added = plainToRichText(text).content.filter((b) => b.type !== "paragraph" || b.content);
  return { type: "doc", content: [...base.content, ...added] };
}
