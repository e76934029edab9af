import { and, eq, inArray } from "drizzle-orm";
import { dateTimeInZone } from "../../../../common/date-formatters.js";
import type { Tally } from "../../../../common/votes/vote-math.js";
import type { Tx } from "../../../db/client.js";
import {
  accounts,
  flyingMinuteNotices,
  memberships,
  organisations,
  people,
} from "../../../db/schema/index.js";
import { queueMails } from "../../../mail/send-mail.js";
import type { FlyingMinuteRecord } from "./flying-minute-record.js";

export type NoticeKind = "start" | "reminder" | "result";

type Recipient = { personId: string; name: string; firstName: string; email: string | null };

/**
 * The voters and how to reach them: only those who can sign in get a notice (its link needs a
 * session); the others are named on the page, where the host records their vote.
 */
async function votersOf(
  tx: Tx,
  fm: FlyingMinuteRecord,
  ids: readonly string[],
): Promise<Recipient[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      personId: people.id,
      first: people.firstName,
      last: people.lastName,
      email: accounts.email,
      loginEnabled: memberships.loginEnabled,
      accessAllowed: memberships.accessAllowed,
    })
    .from(people)
    .innerJoin(
      memberships,
      and(eq(memberships.personId, people.id), eq(memberships.organisationId, fm.organisationId)),
    )
    .leftJoin(accounts, eq(accounts.personId, people.id))
    .where(inArray(people.id, [...ids]));
  return rows.map((r) => ({
    personId: r.personId,
    name: `${r.first} ${r.last}`,
    firstName: r.first,
    email: r.loginEnabled && r.accessAllowed ? r.email : null,
  }));
}

async function organisationFacts(tx: Tx, organisationId: string) {
  const [org] = await tx
    .select({ name: organisations.name, timeZone: organisations.timeZone })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  return org ?? { name: "", timeZone: "UTC" };
}

type Wording = { subject: string; lines: (string | null)[] };

function wording(
  kind: NoticeKind,
  fm: FlyingMinuteRecord,
  org: { name: string; timeZone: string },
  result?: { outcome: "Approved" | "NotApproved"; tally: Tally },
): Wording {
  const closes = dateTimeInZone(fm.voteClosesAt, org.timeZone);
  switch (kind) {
    case "start":
      return {
        subject: `Flying minute: ${fm.title}`,
        lines: [
          fm.emailGreeting.trim() || null,
          fm.status === "Discussion"
            ? `${org.name} has a flying minute for discussion before the vote. Voting opens ${dateTimeInZone(fm.voteStartsAt, org.timeZone)} and closes ${closes}.`
            : `${org.name} asks you to vote on a flying minute by ${closes}.`,
          fm.emailComment.trim() || null,
        ],
      };
    case "reminder":
      return {
        subject: `Reminder: vote on "${fm.title}" by ${closes}`,
        lines: [
          `You have not yet voted on this flying minute of ${org.name}. Voting closes ${closes}.`,
        ],
      };
    case "result": {
      const t = result?.tally ?? { support: 0, oppose: 0, abstain: 0, notVoted: 0 };
      return {
        subject: `Flying minute ${result?.outcome === "Approved" ? "approved" : "not approved"}: ${fm.title}`,
        lines: [
          `Voting on this flying minute of ${org.name} has closed. The motion was ${result?.outcome === "Approved" ? "approved" : "not approved"}.`,
          `Support ${t.support}, oppose ${t.oppose}, abstain ${t.abstain}, did not vote ${t.notVoted}.`,
        ],
      };
    }
  }
}

/**
 * Sends one notice of a flying minute, exactly once: the notices row's key (flying minute,
 * kind, the close time a reminder is for) is claimed first, in the caller's transaction, so a
 * second worker or a repeated job sends nothing. The motion's attachments never go by e-mail:
 * the link opens the page behind the sign-in.
 */
export async function sendFlyingMinuteNotice(
  tx: Tx,
  fm: FlyingMinuteRecord,
  kind: NoticeKind,
  to: readonly string[],
  baseUrl: string,
  result?: { outcome: "Approved" | "NotApproved"; tally: Tally },
): Promise<{ sent: number }> {
  // A reminder and a result belong to one close time: reopened with a new one, they go again.
  const forTime = kind === "start" ? "" : fm.voteClosesAt.toISOString();
  const [claimed] = await tx
    .insert(flyingMinuteNotices)
    .values({ flyingMinuteId: fm.id, kind, forTime })
    .onConflictDoNothing()
    .returning({ kind: flyingMinuteNotices.kind });
  if (!claimed) return { sent: 0 };
  const org = await organisationFacts(tx, fm.organisationId);
  const recipients = await votersOf(tx, fm, to);
  const words = wording(kind, fm, org, result);
  const link = `${baseUrl}/flying-minute/${fm.id}`;
  const reached = recipients.filter((r): r is Recipient & { email: string } => r.email !== null);
  // One statement a batch: a result to 10,000 voters closes the vote in one short transaction.
  await queueMails(
    tx,
    reached.map((r) => ({
      to: r.email,
      subject: words.subject,
      text: [
        `Dear ${r.firstName},`,
        "",
        ...words.lines.filter((l): l is string => l !== null).flatMap((l) => [l, ""]),
        `Motion: ${fm.motion}`,
        "",
        `Open the flying minute: ${link}`,
      ].join("\n"),
      about: { type: "flyingMinute", id: fm.id },
    })),
  );
  await tx
    .update(flyingMinuteNotices)
    .set({
      sentTo: reached.map((r) => r.personId),
      notSent: recipients.filter((r) => r.email === null).map((r) => r.name),
    })
    .where(
      and(
        eq(flyingMinuteNotices.flyingMinuteId, fm.id),
        eq(flyingMinuteNotices.kind, kind),
        eq(flyingMinuteNotices.forTime, forTime),
      ),
    );
  return { sent: reached.length };
}
