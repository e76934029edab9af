import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/client.js";
import { queryRows } from "../../../../db/raw-rows.js";
import { uuidList } from "../../../../db/uuid-list.js";
import { saysWord } from "../../understanding/organisation-names.js";
import {
  fold,
  type NamedOrganisation,
  type QuestionAnalysis,
} from "../../understanding/question-analysis.js";
import type { CitationBook } from "../engine.js";
import { described, type MeetingRow } from "./meetings-answer.js";
import { sentenceBreak } from "./sentences.js";
import { textAnswers } from "./subject-match.js";

/** Bodies that are the asker's own whoever asks: their records are read as the asker's. */
const ownBodies =
  /^(board|boards|committee|committees|trustees|directors|governors|members|owners|unit owners|shareholders meeting|chair|ceo|team|staff|we|us|meeting|vote|motion|agm|egm|sgm|adm|hoa|association)$/;
/** Nouns that name a body outside the board, written in lower case as often as not. */
const bodyNouns =
  /\b(council|corporation|ministry|department|diocese|bank|regulator|funder|college|university|trust|foundation|shareholders?|parent company|authority|commission|government)$/;

/**
 * "Did the Corporation approve the loan to us?", asked by a director who reads only the
 * subsidiary: the body that decided, when it is no organisation the asker reads. Its decision
 * is not among the asker's records, but their own minutes may report it.
 */
export function otherBodyAsked(
  question: string,
  readable: readonly NamedOrganisation[],
): string | null {
  const asked =
    /\b(?:did|will|would|could|does|do)\s+the\s+([A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*)?)\s+(?:approve|agree|accept|sign off|decide|reject|back|endorse|ratify|vote)\b/i.exec(
      question,
    ) ??
    /\b(?:has|have|had)\s+the\s+([A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*)?)\s+(?:approved|agreed|accepted|signed off|decided|rejected|backed|endorsed|ratified|voted)\b/i.exec(
      question,
    );
  const body = asked?.[1];
  if (!body) return null;
  const words = fold(body);
  if (ownBodies.test(words) || words.split(" ").some((w) => ownBodies.test(w))) return null;
  // A proper name ("the Corporation", "the Diocese") or a body by its kind ("the council").
  if (!/^[A-Z]/.test(body) && !bodyNouns.test(words)) return null;
  const known = readable.some((o) =>
    words.split(" ").every((w) => saysWord(fold(`${o.name} ${o.shortName ?? ""}`), w)),
  );
  return known ? null : words;
}

/**
 * The asker's own minutes that report the other body's decision on the subject ("the
 * Corporation approved the £400k loan on 9 December 2025"), newest first, each cited to its
 * meeting; null when none does.
 */
export async function reportedDecision(
  db: DbOrTx,
  body: string,
  analysis: QuestionAnalysis,
  organisationIds: readonly string[],
  book: CitationBook,
): Promise<string | null> {
  const bodyWords = body.split(" ");
  const rest = analysis.subject.filter((w) => !bodyWords.includes(w));
  if (rest.length === 0 || organisationIds.length === 0) return null;
  const rows = await queryRows<MeetingRow & { text: string }>(
    db,
    sql`select m.id, m.organisation_id, o.name as organisation_name, m.title, m.start_time,
          m.time_zone, null as location, false as cancelled, m.state,
          concat_ws(' ', i.description, i.minutes) as text
        from meetings m join organisations o on o.id = m.organisation_id
        join agenda_items i on i.meeting_id = m.id
        where m.organisation_id = any(${uuidList([...organisationIds])}) and m.cancelled_at is null
          and concat_ws(' ', i.description, i.minutes) ~* ${`\\m${body}\\M`}
        order by m.start_time desc, i.position
        limit 200`,
  );
  const said = new RegExp(
    `\\b${body}\\b[^.;]*\\b(approved|agreed|accepted|signed off|rejected|declined|refused|endorsed|ratified|deferred|decided|voted)\\b`,
  );
  const found: Array<{ meeting: MeetingRow; sentence: string }> = [];
  for (const row of rows) {
    for (const sentence of row.text.split(sentenceBreak)) {
      const quoted = sentence.trim();
      // A sentence in both an item's papers and its minutes is quoted once.
      if (
        found.length < 3 &&
        said.test(fold(quoted)) &&
        textAnswers(quoted, rest) &&
        !found.some((f) => f.sentence === quoted)
      )
        found.push({ meeting: { ...row, start_time: new Date(row.start_time) }, sentence: quoted });
    }
  }
  if (found.length === 0) return null;
  const several = new Set(found.map((f) => f.meeting.organisation_id)).size > 1;
  return [
    `Your meeting records report it${found.length > 1 ? ", most recently first" : ""}:`,
    "",
    // The papers or the minutes of the meeting: both are its records.
    ...found.map((f) => `- “${f.sentence}” (${described(f.meeting, book, several)})`),
  ].join("\n");
}
