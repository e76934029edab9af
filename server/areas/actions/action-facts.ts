import { eq, type SQL } from "drizzle-orm";
import type { ActionStatus } from "../../../common/actions.js";
import type { DbOrTx } from "../../db/client.js";
import { actionItems, meetings, organisations } from "../../db/schema/index.js";
import type { ActionFacts } from "./action-mail.js";

export type ActionWithFacts = ActionFacts & {
  status: ActionStatus;
  timeZone: string;
  settings: Record<string, unknown>;
};

/** Actions with what their e-mails need: organisation name, zone and settings, source meeting. */
export async function selectActionFacts(
  db: DbOrTx,
  where: SQL | undefined,
  options: { lock?: boolean } = {},
): Promise<ActionWithFacts[]> {
  const query = db
    .select({
      a: actionItems,
      organisationName: organisations.name,
      timeZone: organisations.timeZone,
      settings: organisations.settings,
      meetingTitle: meetings.title,
    })
    .from(actionItems)
    .innerJoin(organisations, eq(organisations.id, actionItems.organisationId))
    .leftJoin(meetings, eq(meetings.id, actionItems.meetingId))
    .where(where)
    .orderBy(actionItems.dueDate, actionItems.createdAt);
  // The action row only: a reminder and an edit of the same action take turns.
  const rows = await (options.lock ? query.for("update", { of: actionItems }) : query);
  return rows.map(({ a, organisationName, timeZone, settings, meetingTitle }) => ({
    id: a.id,
    organisationId: a.organisationId,
    organisationName,
    description: a.description,
    dueDate: a.dueDate,
    meetingId: a.meetingId,
    meetingTitle,
    status: a.status,
    timeZone,
    settings,
  }));
}
