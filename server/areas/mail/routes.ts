import { desc } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { mailMessages } from "../../db/schema/index.js";
import { AppError } from "../../http/app-error.js";
import { publicRoute } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";

const loopback = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Without SMTP, nobody could ever confirm an address, so the outbox is readable by
 * the installation's administrator and by anyone at the machine itself (loopback),
 * which is the person who just ran `npm start`. With SMTP it is closed to loopback.
 */
function mayReadOutbox(request: FastifyRequest, services: Services): boolean {
  if (request.actor?.isInstallationAdmin) return true;
  return !services.config.smtpUrl && loopback.has(request.socket.remoteAddress ?? "");
}

export function registerMailRoutes(app: App, services: Services): void {
  app.get(
    "/api/mail/outbox",
    {
      schema: {
        tags: ["mail"],
        response: {
          200: z.object({
            smtpConfigured: z.boolean(),
            messages: z.array(
              z.object({
                id: z.string(),
                to: z.string(),
                subject: z.string(),
                text: z.string(),
                status: z.string(),
                createdAt: z.string(),
              }),
            ),
          }),
        },
      },
      config: {
        access: publicRoute(
          "checked inside: installation administrator, or loopback when no SMTP is set",
        ),
      },
    },
    async (request) => {
      if (!mayReadOutbox(request, services)) {
        throw new AppError(
          "forbidden",
          "Only the installation's administrator can read the outbox.",
        );
      }
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
