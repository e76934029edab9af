import { asc, eq } from "drizzle-orm";
import { readOrganisationRules } from "../../../../common/organisation-settings.js";
import type { DbOrTx } from "../../../db/client.js";
import { meetingAttendees, organisations, people } from "../../../db/schema/index.js";
import { mayMoveMotions } from "../votes/motion-people.js";
import { computeQuorum } from "./quorum.js";

/** The attendance list in its order, with live quorum on the organisation's percentage. */
export async function loadAttendance(db: DbOrTx, meetingId: string, organisationId: string) {
  const rows = await db
    .select({ a: meetingAttendees, first: people.firstName, last: people.lastName })
    .from(meetingAttendees)
    .leftJoin(people, eq(people.id, meetingAttendees.personId))
    .where(eq(meetingAttendees.meetingId, meetingId))
    .orderBy(asc(meetingAttendees.position));
  const [org] = await db
    .select({ settings: organisations.settings })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  const rules = readOrganisationRules(org?.settings);
  return {
    attendees: rows.map(({ a, first, last }) => ({
      Id: a.id,
      PersonId: a.personId,
      Name: a.isGuest ? (a.guestName ?? "Guest") : `${first ?? ""} ${last ?? ""}`.trim(),
      IsGuest: a.isGuest,
      IsVotingMember: a.isVotingMember,
      Status: a.status,
      Rsvp: a.rsvp,
      Note: a.note,
      Departed: a.departed,
      MayMoveMotions: mayMoveMotions(a),
      ArrivedAtItemId: a.arrivedAtItemId,
      DepartedAtItemId: a.departedAtItemId,
    })),
    quorum: computeQuorum(
      rows.map((r) => r.a),
      rules.meetingQuorumPercentage,
    ),
  };
}
