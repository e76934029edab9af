import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/client.js";
import { queryRows } from "../../../../db/raw-rows.js";
import { uuidList } from "../../../../db/uuid-list.js";
import type { QuestionAnalysis } from "../../understanding/question-analysis.js";
import {
  financialYearRange,
  financialYearStartIn,
  usualFinancialYearStart,
} from "../../understanding/question-dates.js";

/**
 * The question's financial year ("motions lost in the 2025/26 year") as days: its first month is
 * read from what the organisations' documents say of the year's end (a committee's from its
 * board's), else the country's usual one. Only the month is taken from the documents, so reading
 * a passage from a folder the asker cannot open reveals nothing of it.
 */
export async function withFinancialYear(
  db: DbOrTx,
  analysis: QuestionAnalysis,
  organisations: readonly { id: string; parentId: string | null }[],
  timeZone: string,
  today: string,
): Promise<QuestionAnalysis> {
  if (!analysis.financialYear || analysis.range || organisations.length === 0) return analysis;
  const ids = [
    ...new Set(organisations.flatMap((o) => (o.parentId ? [o.id, o.parentId] : [o.id]))),
  ];
  const rows = await queryRows<{ text: string }>(
    db,
    sql`select p.text from document_passages p
        join document_versions v on v.id = p.document_version_id
        join documents d on d.id = v.document_id and d.current_version_id = v.id
        where p.organisation_id = any(${uuidList(ids)}) and d.deleted_at is null
          and p.text ~* '(financial|fiscal|accounting) year|year end'
        order by v.uploaded_at desc, p.id
        limit 50`,
  );
  const start =
    rows.map((r) => financialYearStartIn(r.text)).find((m) => m !== null) ??
    usualFinancialYearStart(timeZone);
  const range = financialYearRange(analysis.financialYear, start, today);
  const aboutMeetings =
    analysis.topic === "meeting" || analysis.topic === "attendance" || analysis.topic === "agenda";
  return {
    ...analysis,
    range,
    meeting: analysis.meeting ?? (aboutMeetings ? "inRange" : null),
  };
}
