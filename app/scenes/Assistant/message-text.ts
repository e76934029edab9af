import type { ChatMessage, MessagePart } from "../../../common/contracts/assistant-hub.js";

/** A message's parts shown as one text, each part's citations kept with it. */
export function messageText(message: Pick<ChatMessage, "content">): MessagePart {
  return {
    text: message.content.map((part) => part.text).join("\n\n"),
    textAnnotations: message.content.flatMap((part) => part.textAnnotations),
  };
}
