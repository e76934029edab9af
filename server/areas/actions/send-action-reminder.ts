import { and, eq } from "drizzle-orm";
import { isCompleted } from "../../../common/actions.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { actionItems, people } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { queueMail } from "../../mail/send-mail.js";
import { selectActionFacts } from "./action-facts.js";
import { actionReminderMail } from "./action-mail.js";
import { ownersByAction, type Unreachable } from "./action-recipients.js";

export type ReminderResult = {
  sent: Array<{ PersonId: string; Name: string; Email: string }>;
  notSent: Array<{ PersonId: string; Name: string; Reason: string }>;
};

const listed = (people: readonly Unreachable[]) =>
  people.map((p) => `${p.name} (${p.reason.replace(/\.$/, "").toLowerCase()})`).join(", ");

/**
 * An administrator, secretary or chair reminds the owners of an open action, with
 * an optional comment. Owners e-mail cannot reach are listed in the answer; if
 * none can be reached the request is refused, naming them.
 */
export async function sendActionReminder(
  db: Db,
  org: OrgActor,
  actionId: string,
  comment: string | undefined,
  baseUrl: string,
): Promise<ReminderResult> {
  return db.transaction(async (tx) => {
    const [a] = await selectActionFacts(
      tx,
      and(eq(actionItems.id, actionId), eq(actionItems.organisationId, org.organisation.id)),
      { lock: true },
    );
    if (!a) throw new AppError("notFound", "That action was not found.");
    if (isCompleted(a.status))
      throw new AppError(
        "conflict",
        "This action is completed or cancelled: reminders are sent only for open actions.",
      );
    const owners = (await ownersByAction(tx, [a.id])).get(a.id);
    const reachable = owners?.reachable ?? [];
    const unreachable = owners?.unreachable ?? [];
    if (reachable.length === 0)
      throw new AppError(
        "conflict",
        unreachable.length === 0
          ? "This action has no owner to remind. Add an owner first."
          : `No owner of this action can receive e-mail: ${listed(unreachable)}. Add an e-mail address for them first.`,
      );
    const [sender] = await tx
      .select({ first: people.firstName, last: people.lastName })
      .from(people)
      .where(eq(people.id, org.actor.personId));
    const senderName = sender ? `${sender.first} ${sender.last}` : "Your secretary";
    for (const owner of reachable) {
      await queueMail(
        tx,
        actionReminderMail(owner, a, "manual", baseUrl, { name: senderName, comment }),
      );
    }
    await writeAudit(tx, {
      organisationId: a.organisationId,
      actorPersonId: org.actor.personId,
      action: "action.remind",
      subjectType: "action",
      subjectId: a.id,
      after: {
        comment: comment ?? null,
        sentTo: reachable.map((o) => o.personId),
        notSent: unreachable,
      },
    });
    return {
      sent: reachable.map((o) => ({ PersonId: o.personId, Name: o.name, Email: o.email })),
      notSent: unreachable.map((o) => ({ PersonId: o.personId, Name: o.name, Reason: o.reason })),
    };
  });
}
