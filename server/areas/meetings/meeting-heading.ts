import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { meetingLocations, organisations } from "../../db/schema/index.js";
import { meetingPlace } from "./meeting-format.js";
import type { MeetingRow } from "./meeting-guards.js";

/** What every document and e-mail about a meeting names: the organisation and the place. */
export async function meetingHeading(
  db: DbOrTx,
  m: MeetingRow,
): Promise<{ organisationName: string; place: string | null }> {
  const [org] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, m.organisationId))
    .limit(1);
  const [loc] = m.locationId
    ? await db
        .select({ name: meetingLocations.name, address: meetingLocations.address })
        .from(meetingLocations)
        .where(eq(meetingLocations.id, m.locationId))
        .limit(1)
    : [];
  return { organisationName: org?.name ?? "", place: meetingPlace(m, loc) };
}
