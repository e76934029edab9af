import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/client.js";
import { queryRows } from "../../../../db/raw-rows.js";
import { uuidList } from "../../../../db/uuid-list.js";
import type { QuestionAnalysis } from "../../understanding/question-analysis.js";
import type { CitationBook } from "../engine.js";
import { resolveMeeting } from "./meeting-records.js";
import { described, type MeetingRow, meetingsOf, onDays, titledAs } from "./meetings-answer.js";
import { sentenceOrLineBreak } from "./sentences.js";
import { held } from "./subject-match.js";

/**
 * Words that say where in a meeting's papers to look ("the budget paper", "what are we
 * discussing"), not what the question is about.
 */
const framing =
  /^(paper|papers|report|reports|asking|asks|going|discussing|discussion|showing|shows|show|agenda|draft|item|items|covered|cover|on|proposed|proposing|recommending|recommend|recommended|being|put|tabled|presented|so|far|say|says|said|figure|number|amount|what's|whats|up|due|happen|happened|there|we|bring|brought|come|comes|coming|day|days|meeting|meetings|time|held|session|workshop|retreat)$/;

type ItemText = { meeting_id: string; title: string; text: string };

/** The sentences of a meeting's items that hold all (or all but one word) of what is asked. */
function sentencesAbout(
  items: readonly ItemText[],
  about: readonly string[],
  /** A figure (or a probe's word) is asked for, which a title alone does not state. */
  figure: boolean,
) {
  const needed = about.length <= 2 ? about.length : about.length - 1;
  return items.flatMap((item) => {
    const said = item.text
      .split(sentenceOrLineBreak)
      .map((s) => s.trim())
      .filter(Boolean);
    // An item with no papers says what it is in its title ("Confirmation of the minutes of
    // 28 January 2027").
    const sentences = said.length || figure ? said : [item.title];
    // A sentence that says it, and the one after when it goes on about it ("Mr Tan did not
    // seek re-election." "Ms Wong was elected in his place.").
    const kept = new Set<number>();
    sentences.forEach((s, i) => {
      if (held(`${item.title} ${s}`, about) < needed) return;
      kept.add(i);
      const next = sentences[i + 1];
      if (next && held(next, about) > 0) kept.add(i + 1);
    });
    return [...kept].sort((a, b) => a - b).map((i) => ({ ...item, sentence: sentences[i] ?? "" }));
  });
}

/**
 * "How much capex is the Tuas expansion paper asking for at the October meeting?", "who was
 * elected at the 2025 AGM?": what the papers or minutes of the meeting named say about the
 * subject, quoted and cited to the meeting. Null when the question names no meeting, asks
 * nothing beyond which meeting, or its items say nothing of it.
 */
export async function meetingContentAnswer(
  db: DbOrTx,
  analysis: QuestionAnalysis,
  organisationIds: readonly string[],
  book: CitationBook,
  now: Date,
  /** What to look for, when not the question's subject: the subject may then name the
   * meeting by words of its title or place alone ("who chaired the Lanet site meeting?"). */
  lookFor?: readonly string[],
): Promise<string | null> {
  const about = (lookFor ?? analysis.subject).filter((w) => !framing.test(w));
  if (about.length === 0 || organisationIds.length === 0) return null;
  if (!lookFor && !analysis.range && !analysis.meeting && !analysis.meetingKind) return null;
  // A period may hold several meetings ("the October meeting" when the committee meets too):
  // the ones whose papers speak of it.
  const meetings: MeetingRow[] = analysis.range
    ? await meetingsOf(
        db,
        organisationIds,
        // "Next week's board": the meetings of that week still ahead.
        analysis.meeting === "next"
          ? sql`${onDays(analysis.range)} and m.end_time > ${now} and ${titledAs(analysis)}`
          : sql`${onDays(analysis.range)} and ${titledAs(analysis)}`,
        "asc",
        8,
      )
    : [await resolveMeeting(db, analysis, organisationIds, now)].filter(
        (m): m is MeetingRow => m !== null,
      );
  if (meetings.length === 0) return null;
  // "What did the Naivasha retreat decide about lending?": the place names the meeting, and
  // its papers need not say it.
  const naming = (w: string) =>
    meetings.every((m) => held(`${m.title} ${m.location ?? ""}`, [w]) > 0);
  const unnamed = analysis.range || lookFor ? about : about.filter((w) => !naming(w));
  const items = await queryRows<ItemText>(
    db,
    sql`select meeting_id, title, concat_ws(E'\n', description, minutes) as text
        from agenda_items
        where meeting_id = any(${uuidList(meetings.map((m) => m.id))}) and not is_heading
        order by position`,
  );
  const found = sentencesAbout(
    items,
    unnamed.length ? unnamed : about,
    // A probe ("who chaired", "declared") is answered by what the minutes say, not a title.
    analysis.asksAmount || analysis.adds || analysis.counts || lookFor !== undefined,
  );
  if (found.length === 0) return null;
  const several = organisationIds.length > 1;
  const lines: string[] = [];
  for (const meeting of meetings) {
    const said = found.filter((f) => f.meeting_id === meeting.id).slice(0, 4);
    if (said.length === 0) continue;
    const papers = meeting.start_time > now ? "The papers for" : "The papers and minutes of";
    if (lines.length) lines.push("");
    lines.push(`${papers} ${described(meeting, book, several)} say:`, "");
    for (const s of said)
      lines.push(s.sentence === s.title ? `- **${s.title}**` : `- **${s.title}**: “${s.sentence}”`);
  }
  return lines.join("\n");
}
