import { rewriteCitations } from "../../../common/assistant/citations.js";
import { looksLikeMarkdown } from "../../../common/assistant/looks-like-markdown.js";
import type { ChatMessage, MessagePart } from "../../../common/contracts/assistant-hub.js";

/** Citation links are relative to the app's base address; the router's base is the root. */
export const citationBase = "";

export type ReplyDisplay = { markdown: boolean; text: string };

/**
 * What a message part shows: an assistant's citations become links (spec §4), then the text
 * is markdown when it looks like markdown and plain text otherwise (spec §2).
 */
export function replyDisplay(role: ChatMessage["role"], part: MessagePart): ReplyDisplay {
  const text =
    role === "Assistant"
      ? rewriteCitations(part.text, part.textAnnotations, citationBase)
      : part.text;
  return { markdown: looksLikeMarkdown(text), text };
}
