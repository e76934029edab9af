import { z } from "zod";

// The outbox (server/areas/mail/routes.ts, app/data/outbox.ts): mail kept by installations
// without SMTP, for the installation's administrator.

export const outboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const outbox = z.object({
  smtpConfigured: z.boolean(),
  messages: z.array(outboxMessage),
});
