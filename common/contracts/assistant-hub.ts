import { z } from "zod";
import { assistantLimits } from "../assistant/assistant-limits.js";
import type { TextAnnotation } from "../assistant/citations.js";

// The AI assistant hub (spec §3, §7) at /api/hub/aiassistant: what each method is called with
// and what it answers. The server (server/areas/assistant/assistant-hub.ts) types its answers
// with these; the app (app/hub/assistant-hub.ts) checks what arrives with them, since the hub is
// another process and a malformed item must become an error notice, not a crash in a render.

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

export const questionMessages = {
  empty: "Type a question first.",
  tooLong: `Questions can be at most ${assistantLimits.inputMaxLength} characters.`,
} as const;

/** A question as StreamResponse takes it (spec §5): sent trimmed, 1 to 1,000 characters. */
export const question = z
  .string()
  .trim()
  .min(1, questionMessages.empty)
  .max(assistantLimits.inputMaxLength, questionMessages.tooLong);

export type MessageSort = "asc" | "desc";

/**
 * Each method's arguments, in the order SignalR sends them. The server reads them as unknown
 * (anyone can call with anything) and refuses in the spec's words; the app calls with these.
 */
export type AssistantHubArguments = {
  GetNewThread: [];
  GetNewThreadForOrganisation: [organisationId: string];
  DeleteThread: [threadId: string];
  GetThreadsHistory: [limit: number];
  StreamThreadMessages: [
    threadId: string,
    limit: number,
    afterMessageId: string | null,
    beforeMessageId: string | null,
    sort: MessageSort,
  ];
  StreamResponse: [threadId: string, text: string];
};
export type AssistantHubMethod = keyof AssistantHubArguments;

/** What an invocation answers, or what each item of a stream is, as the server sends it. */
export type AssistantHubAnswers = {
  GetNewThread: z.input<typeof threadId>;
  GetNewThreadForOrganisation: z.input<typeof threadId>;
  DeleteThread: undefined;
  GetThreadsHistory: z.input<typeof threadsHistory>;
  StreamThreadMessages: z.input<typeof chatMessage>;
  StreamResponse: z.input<typeof responseChunk>;
};
