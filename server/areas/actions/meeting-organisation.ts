import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { meetings } from "../../db/schema/index.js";

/** For actions routes addressed by ":meetingId": the meeting's organisation decides access. */
export async function organisationOfMeeting(
  db: Db,
  params: Record<string, string | undefined>,
): Promise<string | undefined> {
  if (!params.meetingId) return undefined;
  const [row] = await db
    .select({ organisationId: meetings.organisationId })
    .from(meetings)
    .where(eq(meetings.id, params.meetingId))
    .limit(1);
  return row?.organisationId;
}
