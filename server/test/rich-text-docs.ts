import type { RichTextDoc } from "../../common/rich-text.js";

/** A one-paragraph document whose words link to `href` (a `javascript:` one the API must refuse). */
export function linkedDoc(text: string, href: string): RichTextDoc {
  return {
    type: "doc",
    content: [
      {
        type: "paragraph",
        content: [{ type: "text", text, marks: [{ type: "link", attrs: { href } }] }],
      },
    ],
  };
}
