import { desc } from "drizzle-orm";
import { outbox } from "../../../common/contracts/mail.js";
import { mailMessages } from "../../db/schema/index.js";
import { installationAdmin } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";

export function registerMailRoutes(app: App, services: Services): void {
  app.get(
    "/api/mail/outbox",
    {
      schema: {
        tags: ["mail"],
        response: { 200: outbox },
      },
      // Only the installation's administrator: reset and invitation links are in these messages.
      // Behind a proxy every request comes from loopback, so the machine itself proves nothing;
      // without SMTP a newcomer reads their link in the server's log instead (mail/mail-log.ts).
      config: { access: installationAdmin },
    },
    async () => {
      const rows = await services.database.db
        .select()
        .from(mailMessages)
        .orderBy(desc(mailMessages.createdAt))
        .limit(200);
      return {
        smtpConfigured: Boolean(services.config.smtpUrl),
        messages: rows.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          status: m.status,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },
  );
}
