import type { Db } from "../../db/client.js";
import { isAnyOfIds, preparedFor } from "../../db/prepared.js";
import { meetings } from "../../db/schema/index.js";
import { asText, tickBatchByKey } from "../../db/tick-batch.js";
import { organisationRoute } from "../../http/route-access.js";
import { can, type MeetingAction } from "./policy.js";

const meetingOrganisations = preparedFor((db) =>
  db
    .select({ id: meetings.id, organisationId: meetings.organisationId })
    .from(meetings)
    .where(isAnyOfIds(meetings.id, "meetingIds"))
    .prepare("meeting_organisations"),
);

// Every /api/meetings/:meetingId/… request starts here: those arriving together share one.
const meetingOrganisationRows = tickBatchByKey({
  keyOf: asText,
  rowKey: (row: { id: string }) => row.id,
  run: (db, meetingIds: readonly string[]) => meetingOrganisations(db).execute({ meetingIds }),
});

/**
 * A meeting never moves to another organisation, so the answer is kept (per database, the
 * most recent `knownMax`): the meeting page's cached answer then costs the session look-up and
 * the organisation's access check only. An unknown id is never kept, and a deleted meeting's
 * entry only lets the request reach its handler, which finds no meeting (404 either way).
 */
const knownMax = 20_000;
const known = new WeakMap<Db, Map<string, string>>();

function remembered(db: Db): Map<string, string> {
  let map = known.get(db);
  if (!map) {
    map = new Map();
    known.set(db, map);
  }
  return map;
}

/** For routes addressed by ":meetingId" (meetings, actions): the meeting's organisation decides access. */
export async function organisationOfMeeting(
  db: Db,
  params: Record<string, string | undefined>,
): Promise<string | undefined> {
  if (!params.meetingId) return undefined;
  // PostgreSQL answers with lowercase ids; an address may spell one in capitals.
  const meetingId = params.meetingId.toLowerCase();
  const map = remembered(db);
  const hit = map.get(meetingId);
  if (hit) return hit;
  const [row] = await meetingOrganisationRows(db, meetingId);
  if (!row) return undefined;
  if (map.size >= knownMax) map.delete(map.keys().next().value ?? "");
  map.set(meetingId, row.organisationId);
  return row.organisationId;
}

/** A route on /api/organisations/:orgId/…, checked against the meetings policy. */
export const meetingsOfOrganisation = (action: MeetingAction) =>
  organisationRoute("meetings", can, action);

/** A route on /api/meetings/:meetingId/…: the meeting's organisation decides. */
export const meetingRoute = (action: MeetingAction) =>
  organisationRoute("meetings", can, action, organisationOfMeeting);
