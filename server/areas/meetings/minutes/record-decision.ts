import { utcToZoned } from "../../../../common/zoned-time.js";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { decisions } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { assertMembers } from "../../organisations/assert-members.js";
import { auditedDecision } from "./audited-decision.js";
import { minutesItem } from "./minutes-guards.js";

export type NewDecision = {
  title: string;
  decidedOn?: string;
  outcome: "Approved" | "NotApproved" | "Noted" | "Deferred";
  moverPersonId?: string | null;
  seconderPersonId?: string | null;
  text: string;
};

/** Records a decision against an item; it appears in the decision register. */
export async function recordDecision(
  db: Db,
  org: OrgActor,
  meetingId: string,
  itemId: string,
  input: NewDecision,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const { meeting } = await minutesItem(tx, meetingId, itemId);
    const people = [input.moverPersonId, input.seconderPersonId].filter((p): p is string =>
      Boolean(p),
    );
    await assertMembers(tx, meeting.organisationId, people);
    if (input.moverPersonId && input.moverPersonId === input.seconderPersonId) {
      throw new AppError("badRequest", "The mover and the seconder must be different people.", {
        fields: { seconderPersonId: "Choose someone other than the mover." },
      });
    }
    const [row] = await tx
      .insert(decisions)
      .values({
        organisationId: meeting.organisationId,
        meetingId,
        agendaItemId: itemId,
        source: "minutes",
        title: input.title,
        decidedOn: input.decidedOn ?? utcToZoned(meeting.startTime, meeting.timeZone).date,
        outcome: input.outcome,
        moverPersonId: input.moverPersonId ?? null,
        seconderPersonId: input.seconderPersonId ?? null,
        text: input.text,
        createdBy: org.actor.personId,
      })
      .returning();
    if (!row) throw new Error("decision insert returned nothing");
    await writeAudit(tx, {
      organisationId: meeting.organisationId,
      actorPersonId: org.actor.personId,
      action: "decision.record",
      subjectType: "decision",
      subjectId: row.id,
      after: auditedDecision(row),
    });
    return { id: row.id };
  });
}
