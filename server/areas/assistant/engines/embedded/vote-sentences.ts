import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/client.js";
import { queryRows } from "../../../../db/raw-rows.js";
import { uuidList } from "../../../../db/uuid-list.js";
import { fold } from "../../understanding/question-analysis.js";
import { stemOf, variantsOf } from "../../understanding/question-words.js";
import { sentenceBreak } from "./sentences.js";

/** Words minutes use for a vote by name: against, abstaining, not voting. */
const byName =
  /\b(against|oppos\w*|abstain\w*|dissent\w*|did not vote|didn't vote|not vote|declined to vote)\b/i;

/** "Who voted against…", "did anyone abstain…", "who didn't vote": votes asked of people. */
export function asksWhoVoted(question: string): boolean {
  const q = fold(question);
  return (
    // "Was there an abstention?", "were there any votes against?": who, when there were.
    /\b(who|anyone|anybody|which (trustees?|members?|directors?)|(was|were) there (an?|any)\b)/.test(
      q,
    ) &&
    /\b(against|abstain\w*|abstention\w*|oppos\w*|didn'?t vote|did not vote|dissent\w*|unanimous|voted no|vote no|nay)\b/.test(
      q,
    )
  );
}

/** "Why didn't Aled vote on…?", "why did Priya abstain?": one person's part, which the minutes give. */
export function asksWhyNotVoted(
  question: string,
  analysis: { people: readonly { first: string; last: string }[] },
): boolean {
  return (
    analysis.people.length > 0 &&
    /\bwhy\b[^?]*(\b(not|didn'?t|wasn'?t|couldn'?t)\b[^?]*\bvot\w*|\b(abstain\w*|withdr\w*|leave|left|step(ped)? out|recuse\w*|vote against|voted against)\b)/.test(
      fold(question),
    )
  );
}

/**
 * The sentences of the minutes that record votes by name ("Renée Dubois voted against."), in
 * the meetings whose decisions answer the question: only the tally is stored, the names are in
 * the minutes. With a subject, only the items that speak of it.
 */
export async function voteSentences(
  db: DbOrTx,
  meetingIds: readonly string[],
  subject: readonly string[],
  /** "Why didn't Aled vote on…?": the sentences that name this person, whatever they say. */
  person?: { first: string; last: string },
): Promise<Array<{ meetingId: string; sentence: string }>> {
  if (meetingIds.length === 0) return [];
  const rows = await queryRows<{ meeting_id: string; title: string; minutes: string }>(
    db,
    sql`select meeting_id, title, minutes from agenda_items
        where meeting_id = any(${uuidList(meetingIds)}) and minutes <> ''
        order by meeting_id, position`,
  );
  const found: Array<{ meetingId: string; sentence: string }> = [];
  for (const row of rows) {
    const text = fold(`${row.title} ${row.minutes}`);
    const about =
      subject.length === 0 ||
      subject.some((w) => variantsOf(w).some((v) => text.includes(stemOf(v))));
    if (!about) continue;
    const names = person
      ? new RegExp(`\\b(${[person.first, person.last].map((n) => fold(n)).join("|")})\\b`)
      : null;
    for (const sentence of row.minutes.split(sentenceBreak))
      if (names ? names.test(fold(sentence)) : byName.test(sentence))
        found.push({ meetingId: row.meeting_id, sentence: sentence.trim() });
  }
  return found.slice(0, 6);
}
