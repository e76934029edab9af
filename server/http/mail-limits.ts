import type { FastifyInstance, FastifyRequest } from "fastify";
import type { DbOrTx } from "../db/client.js";
import type { Services } from "../services.js";
import { countEvents, recordEvents, tryAgainLater } from "./rate-events.js";

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
  /** A document shared with someone outside the board. */
  shareLink: { perAccount: 50, perAddress: 100, windowMinutes: 60 },
  /** The code a share link's recipient asks for (also one a minute per link). */
  shareCode: { perAccount: 10, perAddress: 20, windowMinutes: 60 },
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
  const counts = await countEvents(db, counted, limit.windowMinutes);
  for (const key of counted) {
    const found = counts.get(key);
    const max = key === keys.account ? limit.perAccount : limit.perAddress;
    if (found && found.count >= max)
      throw tryAgainLater(
        "Too many e-mails have been asked for.",
        found.oldestAt,
        limit.windowMinutes,
      );
  }
  await recordEvents(db, counted);
}

/** After access and validation, before the handler: a refused request sends and changes nothing. */
export function registerMailLimits(app: FastifyInstance, services: Services): void {
  app.addHook("preHandler", async (request) => {
    const kind = request.routeOptions.config.sendsMail;
    if (!kind) return;
    await takeMailAllowance(services.database.db, kind, accountOf(request), request.ip);
  });
}
