import { useQuery } from "@tanstack/react-query";
import { outbox } from "../../common/contracts/mail.js";
import { apiRequest } from "./api-client.js";

export type { OutboxMessage } from "../../common/contracts/mail.js";

/** Mail kept by installations without SMTP, so people can still follow e-mailed links. */
export function useOutbox() {
  return useQuery({
    queryKey: ["mail", "outbox"],
    queryFn: () => apiRequest("/api/mail/outbox", { schema: outbox }),
    select: (data) => data.messages,
    // New mail shows up without a reload; a refusal (403) will not change by asking again.
    refetchInterval: (query) => (query.state.error ? false : 10_000),
  });
}
