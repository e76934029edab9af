import { z } from "zod";
import type { TextAnnotation } from "../../common/assistant/citations.js";

// What the assistant hub sends (spec §3), checked on arrival: the hub is another process,
// and a malformed item must become an error notice, not a crash in the middle of a render.

const textAnnotation = z.object({
  textToReplace: z.string(),
  documentType: z.string(),
  meetingId: z.string().nullish(),
  organisationId: z.string().nullish(),
  documentVersionId: z.string().nullish(),
  documentName: z.string(),
}) satisfies z.ZodType<TextAnnotation>;

const annotations = z
  .array(textAnnotation)
  .nullish()
  .transform((list) => list ?? []);

export const threadHistoryItem = z.object({
  threadId: z.string(),
  name: z.string(),
  organisationId: z
    .string()
    .nullish()
    .transform((id) => id ?? null),
});
export type ThreadHistoryItem = z.infer<typeof threadHistoryItem>;

export const threadsHistory = z.object({ threadsHistory: z.array(threadHistoryItem) });

export const messagePart = z.object({ text: z.string(), textAnnotations: annotations });
export type MessagePart = z.infer<typeof messagePart>;

export const chatMessage = z.object({
  id: z.string(),
  threadId: z.string(),
  role: z.enum(["User", "Assistant"]),
  createdAt: z.string(),
  content: z.array(messagePart),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const responseChunk = z.object({
  text: z
    .string()
    .nullish()
    .transform((text) => text ?? ""),
  textAnnotations: annotations,
});
export type ResponseChunk = z.infer<typeof responseChunk>;

// An empty id is let through: the chat logs it and refuses to send (spec §5).
export const threadId = z.string();
