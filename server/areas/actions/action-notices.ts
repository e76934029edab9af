import { and, desc, eq, notInArray } from "drizzle-orm";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db, DbOrTx } from "../../db/client.js";
import { actionItems, auditLog, meetings } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { queueMail } from "../../mail/send-mail.js";
import { selectActionFacts } from "./action-facts.js";
import { actionNoticeMail } from "./action-mail.js";
import { ownersByAction } from "./action-recipients.js";
import { can } from "./policy.js";

const noticeAudit = "action.notices";

async function meetingOf(db: DbOrTx, org: OrgActor, meetingId: string) {
  const [m] = await db
    .select()
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), eq(meetings.organisationId, org.organisation.id)))
    .limit(1);
  if (!m) throw new AppError("notFound", "That meeting was not found.");
  return m;
}

/** Notices follow the minutes: once the draft is finished (in review, or confirmed). */
function minutesFinished(m: { state: string; cancelledAt: Date | null }): boolean {
  return m.cancelledAt === null && (m.state === "Review" || m.state === "Complete");
}

const openActionsOf = (meetingId: string) =>
  and(eq(actionItems.meetingId, meetingId), notInArray(actionItems.status, ["Done", "Cancelled"]));

/** What the meeting page needs to offer the notices: may this person send them, and is there anything to send. */
export async function actionNoticeSummary(db: Db, org: OrgActor, meetingId: string) {
  const m = await meetingOf(db, org, meetingId);
  const open = await db.select({ id: actionItems.id }).from(actionItems).where(openActionsOf(m.id));
  const [last] = await db
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.organisationId, m.organisationId),
        eq(auditLog.action, noticeAudit),
        eq(auditLog.subjectId, m.id),
      ),
    )
    .orderBy(desc(auditLog.seq))
    .limit(1);
  return {
    CanSend: can(org, "manage"),
    MinutesFinished: minutesFinished(m),
    OpenActions: open.length,
    LastSentAt: last ? last.at.toISOString() : null,
  };
}

/**
 * E-mails each owner one notice per open action recorded in the meeting's minutes.
 * Owners e-mail cannot reach, and actions without an owner, are listed in the answer.
 */
export async function sendActionNotices(db: Db, org: OrgActor, meetingId: string, baseUrl: string) {
  return db.transaction(async (tx) => {
    const m = await meetingOf(tx, org, meetingId);
    if (!minutesFinished(m))
      throw new AppError(
        "conflict",
        'Action notices are sent once the draft minutes are finished ("Finish Draft Minutes").',
      );
    const actions = await selectActionFacts(tx, openActionsOf(m.id));
    if (actions.length === 0)
      throw new AppError(
        "conflict",
        "These minutes record no open actions: there is nothing to send.",
      );
    const owners = await ownersByAction(
      tx,
      actions.map((a) => a.id),
    );
    const sent: Array<{
      ActionId: string;
      Description: string;
      PersonId: string;
      Name: string;
      Email: string;
    }> = [];
    const notSent: Array<{
      ActionId: string;
      Description: string;
      PersonId: string | null;
      Name: string;
      Reason: string;
    }> = [];
    for (const a of actions) {
      const { reachable, unreachable } = owners.get(a.id) ?? { reachable: [], unreachable: [] };
      if (reachable.length === 0 && unreachable.length === 0)
        notSent.push({
          ActionId: a.id,
          Description: a.description,
          PersonId: null,
          Name: "No owner",
          Reason: "The action has no owner.",
        });
      for (const o of unreachable)
        notSent.push({
          ActionId: a.id,
          Description: a.description,
          PersonId: o.personId,
          Name: o.name,
          Reason: o.reason,
        });
      for (const o of reachable) {
        await queueMail(tx, actionNoticeMail(o, a, baseUrl));
        sent.push({
          ActionId: a.id,
          Description: a.description,
          PersonId: o.personId,
          Name: o.name,
          Email: o.email,
        });
      }
    }
    await writeAudit(tx, {
      organisationId: m.organisationId,
      actorPersonId: org.actor.personId,
      action: noticeAudit,
      subjectType: "meeting",
      subjectId: m.id,
      after: {
        actions: actions.map((a) => a.id),
        sent: sent.map((s) => ({ actionId: s.ActionId, personId: s.PersonId })),
        notSent: notSent.map((n) => ({
          actionId: n.ActionId,
          personId: n.PersonId,
          reason: n.Reason,
        })),
      },
    });
    return { Actions: actions.length, Sent: sent, NotSent: notSent };
  });
}
