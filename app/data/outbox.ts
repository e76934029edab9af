import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "./api-client.js";

export const outboxMessage = z.object({
  id: z.coerce.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  status: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

/** Mail kept by installations without SMTP, so people can still follow e-mailed links. */
export function useOutbox() {
  return useQuery({
    queryKey: ["mail", "outbox"],
    queryFn: () =>
      apiRequest("/api/mail/outbox", { schema: z.object({ messages: z.array(outboxMessage) }) }),
    select: (data) => data.messages,
    // New mail shows up without a reload; a refusal (403) will not change by asking again.
    refetchInterval: (query) => (query.state.error ? false : 10_000),
  });
}
