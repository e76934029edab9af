import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/client.js";
import { queryRows } from "../../../../db/raw-rows.js";
import { uuidList } from "../../../../db/uuid-list.js";

export type ApprovedDecision = {
  organisation_id: string;
  meeting_id: string | null;
  meeting_title: string | null;
  title: string;
  text: string;
  decided_on: string;
};

/**
 * The organisations' approved decisions (and, when asked, those noted), latest first, with the meeting each was made at: what
 * the figures compared and the offices held are read from. `matching` narrows them to those
 * whose title or text matches a pattern (case ignored).
 */
export function approvedDecisions(
  db: DbOrTx,
  organisationIds: readonly string[],
  matching: string | null = null,
  /** Results noted ("noted the 2025-26 results") state figures too. */
  withNoted = false,
): Promise<ApprovedDecision[]> {
  return queryRows<ApprovedDecision>(
    db,
    sql`select d.organisation_id, d.meeting_id, m.title as meeting_title, d.title, d.text,
          d.decided_on
        from decisions d left join meetings m on m.id = d.meeting_id
        where d.organisation_id = any(${uuidList(organisationIds)})
          and (d.outcome = 'Approved' or (${withNoted} and d.outcome = 'Noted'))
          and (${matching}::text is null or (d.title || ' ' || d.text) ~* ${matching})
        order by d.decided_on desc`,
  );
}

/**
 * The minutes of the organisations' meetings held (not cancelled), one record per agenda item,
 * latest first, shaped as decisions: figures a secretary minuted ("the audit fee for 2025/26 is
 * $31,500") that no decision states. Dated by the meeting's own calendar day.
 */
export function minutedRecords(
  db: DbOrTx,
  organisationIds: readonly string[],
): Promise<ApprovedDecision[]> {
  return queryRows<ApprovedDecision>(
    db,
    sql`select m.organisation_id, m.id as meeting_id, m.title as meeting_title, i.title,
          i.minutes as text, to_char(m.start_time at time zone m.time_zone, 'YYYY-MM-DD') as decided_on
        from agenda_items i join meetings m on m.id = i.meeting_id
        where m.organisation_id = any(${uuidList(organisationIds)})
          and m.cancelled_at is null and not i.is_heading and i.minutes <> ''
        order by m.start_time desc, i.position`,
  );
}
