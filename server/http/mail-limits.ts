import { and, gt, inArray, lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { DbOrTx } from "../db/client.js";
import { loginFailures } from "../db/schema/index.js";
import type { Services } from "../services.js";
import { AppError } from "./app-error.js";

/**
 * Every route that sends e-mail names its kind in `config.sendsMail`; each kind allows so many
 * requests per account and per address in its window, so nobody can turn Quorate into a way of
 * flooding an inbox (or a mail server's reputation). For the public forms the account is the
 * e-mail address asked about; otherwise it is the person asking.
 */
export const mailLimits = {
  /** Sign-up, resend confirmation, forgotten password: links to an address nobody has proved. */
  accountLink: { perAccount: 5, perAddress: 20, windowMinutes: 60 },
  /** Invitations, access granted, a password reset sent by an administrator. */
  invitation: { perAccount: 100, perAddress: 200, windowMinutes: 60 },
  /** Reminders sent by hand (an action's owners). */
  reminder: { perAccount: 30, perAddress: 60, windowMinutes: 60 },
  /** Notices to a meeting's people: the notice, cancellation, minutes circulated, signatures. */
  notice: { perAccount: 30, perAddress: 60, windowMinutes: 60 },
} as const;

export type MailLimitKind = keyof typeof mailLimits;

declare module "fastify" {
  interface FastifyContextConfig {
    /** This route queues e-mail: limited per account and address (`http/mail-limits.ts`). */
    sendsMail?: MailLimitKind;
  }
}

function accountOf(request: FastifyRequest): string | undefined {
  if (request.actor) return `person:${request.actor.personId}`;
  const body = request.body;
  if (body && typeof body === "object" && "email" in body && typeof body.email === "string")
    return `email:${body.email.trim().toLowerCase()}`;
  return undefined;
}

/** Refuses (429 with Retry-After) when the account or the address has used up its kind's limit. */
export async function takeMailAllowance(
  db: DbOrTx,
  kind: MailLimitKind,
  account: string | undefined,
  address: string,
): Promise<void> {
  const limit = mailLimits[kind];
  const keys = { address: `mail:${kind}:address:${address}`, account: `mail:${kind}:${account}` };
  const counted = account ? [keys.account, keys.address] : [keys.address];
  const since = new Date(Date.now() - limit.windowMinutes * 60_000);
  const rows = await db
    .select({
      key: loginFailures.key,
      count: sql<number>`count(*)::int`,
      oldest: sql<string>`min(${loginFailures.at})`,
    })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, counted), gt(loginFailures.at, since)))
    .groupBy(loginFailures.key);
  for (const row of rows) {
    const max = row.key === keys.account ? limit.perAccount : limit.perAddress;
    if (row.count < max) continue;
    const freeAt = new Date(row.oldest).getTime() + limit.windowMinutes * 60_000;
    const seconds = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw new AppError(
      "tooManyRequests",
      `Too many e-mails have been asked for. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      { retryAfterSeconds: seconds },
    );
  }
  await db.insert(loginFailures).values(counted.map((key) => ({ key })));
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - 86_400_000)));
}

/** After access and validation, before the handler: a refused request sends and changes nothing. */
export function registerMailLimits(app: FastifyInstance, services: Services): void {
  app.addHook("preHandler", async (request) => {
    const kind = request.routeOptions.config.sendsMail;
    if (!kind) return;
    await takeMailAllowance(services.database.db, kind, accountOf(request), request.ip);
  });
}
