import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/client.js";
import { queryRows } from "../../../../db/raw-rows.js";
import { uuidList } from "../../../../db/uuid-list.js";
import { fold, type QuestionAnalysis } from "../../understanding/question-analysis.js";
import type { CitationBook } from "../engine.js";
import {
  beforeThen,
  cancellationNotes,
  described,
  type MeetingRow,
  meetingsOf,
  noteText,
  onDays,
  titledAs,
} from "./meetings-answer.js";
import { sentenceBreak } from "./sentences.js";
import { held, textAnswers } from "./subject-match.js";

/**
 * The one meeting a question is about: the next, the last, the one before it, the one in the
 * period it names (the first held there, when several), or the one its title or place names
 * ("the Lanet site meeting"). Null when there is none.
 */
export async function resolveMeeting(
  db: DbOrTx,
  analysis: QuestionAnalysis,
  organisationIds: readonly string[],
  now: Date,
  /** An agenda was written for a meeting later cancelled: it may be asked for. */
  withCancelled = false,
): Promise<MeetingRow | null> {
  if (organisationIds.length === 0) return null;
  if (analysis.meeting === "next")
    return (
      (
        await meetingsOf(
          db,
          organisationIds,
          sql`m.end_time > ${now} and ${titledAs(analysis)}`,
          "asc",
          1,
        )
      )[0] ?? null
    );
  if (analysis.range) {
    const rows = await meetingsOf(
      db,
      organisationIds,
      sql`${onDays(analysis.range)} and ${titledAs(analysis)}`,
      "asc",
      10,
      withCancelled,
    );
    return rows[0] ?? null;
  }
  if (
    analysis.meeting === "last" ||
    analysis.meeting === "previous" ||
    analysis.meeting === "first"
  ) {
    const pick = async (cancelledToo: boolean) => {
      const rows = await meetingsOf(
        db,
        organisationIds,
        // "The co-op's first AGM": the earliest of its kind, held or ahead.
        analysis.meeting === "first"
          ? titledAs(analysis)
          : sql`${beforeThen(analysis, now)} and ${titledAs(analysis)}`,
        analysis.meeting === "first" ? "asc" : "desc",
        2,
        cancelledToo,
      );
      return (analysis.meeting === "previous" ? rows[1] : rows[0]) ?? null;
    };
    // The last meeting is the last held; one called off only when none of its kind was held.
    return (await pick(false)) ?? (withCancelled ? pick(true) : null);
  }
  // "Who was away for the Lanet site meeting?", "the Naivasha retreat": a meeting called by
  // words of its title or its place.
  const named = await meetingNamedBy(db, analysis, organisationIds, now, withCancelled);
  if (named) return named;
  // "Who couldn't make the strategy day?": the last of its kind; "whose terms are up at the
  // AGM?", asked in the present, the next (else the last).
  if (analysis.meetingKind) {
    const kind = (meeting: "next" | "last") =>
      resolveMeeting(db, { ...analysis, meeting }, organisationIds, now, withCancelled);
    return analysis.tense === "past" ? kind("last") : ((await kind("next")) ?? kind("last"));
  }
  return null;
}

/** Words of a question that never name a meeting by its title or place. */
const notNaming =
  /^(meeting|meetings|held|went|who|whose|what|asked|up|away|came|come|chair|chaired|chairing|sent|send|gave|give|given|quorate|quorum)$/;

/**
 * The meeting whose title and place hold most of the question's subject, in words that name a few
 * meetings ("Lanet site": "Board of Directors Meeting and Site Visit" at "Lanet Heights site
 * office"): the last held, asked in the past, else the next ahead (else the last). Null when no
 * word names any.
 */
async function meetingNamedBy(
  db: DbOrTx,
  analysis: QuestionAnalysis,
  organisationIds: readonly string[],
  now: Date,
  withCancelled: boolean,
): Promise<MeetingRow | null> {
  const words = analysis.subject.filter((w) => w.length >= 3 && !notNaming.test(w));
  if (words.length === 0) return null;
  const rows = await meetingsOf(
    db,
    organisationIds,
    titledAs(analysis),
    "desc",
    500,
    withCancelled,
  );
  // Whole words ("Lanet", "sites"), not a stem: "strategic" does not name a "Strategy Retreat".
  const said = (m: MeetingRow, w: string) =>
    fold(`${m.title} ${m.location ?? ""}`)
      .split(/[^a-z0-9]+/)
      .some((t) => t === w || t === `${w}s` || `${t}s` === w);
  // A word few meetings' titles or places hold names them ("Lanet"); one most hold ("board")
  // or none ("quorate") says something else.
  // A word every meeting of the kind asked holds ("retreat") tells none apart.
  const telling = words.filter((w) => rows.length < 2 || !rows.every((m) => said(m, w)));
  const naming = telling.filter((w) => {
    const holding = rows.filter((m) => said(m, w)).length;
    return holding > 0 && holding <= 3;
  });
  // Most of what is asked names the meeting ("the Lanet site meeting"), not one word of a
  // subject ("have we discussed the Riverside lease?" is not the meeting at Riverside Hall).
  if (naming.length === 0 || naming.length * 3 < telling.length * 2) return null;
  const holds = (m: MeetingRow) => naming.filter((w) => said(m, w)).length;
  const most = Math.max(...rows.map(holds));
  const named = rows.filter((m) => holds(m) === most);
  const past = named.filter((m) => m.start_time < now);
  const ahead = named.filter((m) => m.start_time >= now);
  return (analysis.tense === "past" ? past[0] : (ahead.at(-1) ?? past[0])) ?? null;
}

type AttendeeRow = { first: string; last: string; status: string; person_id: string | null };

const notFoundMeeting = "I couldn't find that meeting in the calendars you can see.";

/** Who came, who sent apologies, who was absent: the meeting's attendance, named. */
export async function attendanceAnswer(
  db: DbOrTx,
  analysis: QuestionAnalysis,
  organisationIds: readonly string[],
  book: CitationBook,
  now: Date,
  askerId?: string,
): Promise<string> {
  // "Did I miss…": the asker, named as "You".
  const person =
    analysis.people[0] ??
    (analysis.mine && askerId ? { id: askerId, first: "You", last: "" } : undefined);
  if (
    person &&
    analysis.range &&
    analysis.range.from !== analysis.range.to &&
    (!analysis.meeting || analysis.meeting === "inRange")
  )
    return attendanceOverPeriod(db, analysis, person, organisationIds, book, now);
  // "How many meetings has James missed?", "has Frank missed any committee meetings?": with no
  // meeting named, every meeting held so far.
  if (
    person &&
    !analysis.range &&
    !analysis.meeting &&
    (analysis.counts || !analysis.meetingKind || analysis.meetingKind.startsWith("^"))
  )
    return attendanceOverPeriod(
      db,
      { ...analysis, range: { from: "1900-01-01", to: "2999-12-31" } },
      person,
      organisationIds,
      book,
      now,
    );
  const meeting = await resolveMeeting(db, analysis, organisationIds, now);
  if (!meeting) return notFoundMeeting;
  const rows = await queryRows<AttendeeRow>(
    db,
    sql`select coalesce(p.first_name, a.guest_name, '') as first, coalesce(p.last_name, '') as last,
          a.status, a.person_id
        from meeting_attendees a left join people p on p.id = a.person_id
        where a.meeting_id = ${meeting.id}::uuid order by a.position`,
  );
  const where = described(meeting, book, organisationIds.length > 1);
  if (rows.length === 0) {
    // "41 electors attended": a meeting of the public counts heads in its minutes, not a list.
    const said = await minutedSentence(
      db,
      meeting.id,
      "(attend|present)",
      /\b\d+ (members( of the public)?|electors|residents|parishioners|people|councillors|directors|trustees|guests|owners|parents|staff)\b[^.]{0,40}\b(attended|were present|attending)\b|\battended by (about |around |some )?\d+\b/i,
    );
    return said
      ? `The minutes of ${where} record: “${said}”`
      : `The attendance of ${where} has not been recorded.`;
  }
  const names = (status: string) =>
    rows.filter((r) => r.status === status).map((r) => `${r.first} ${r.last}`.trim());
  const asked = person;
  if (asked) {
    const row = rows.find((r) => r.person_id === asked.id);
    const name = `${asked.first} ${asked.last}`.trim();
    const status =
      row?.status === "present"
        ? "was present"
        : row?.status === "apology"
          ? "sent an apology and did not attend"
          : row?.status === "absent"
            ? "was absent and did not attend"
            : "is not recorded as attending";
    return `${name} ${status} at ${where}.`;
  }
  const present = names("present");
  const apologies = names("apology");
  const absent = names("absent");
  const lines = [`At ${where}:`, ""];
  if (present.length) lines.push(`- **Present** (${present.length}): ${present.join(", ")}`);
  lines.push(
    `- **Apologies**: ${apologies.length ? apologies.join(", ") : "no apologies were received"}`,
  );
  if (absent.length) lines.push(`- **Absent**: ${absent.join(", ")}`);
  // "Was it quorate?": what the minutes say of the quorum, which a head count alone does not.
  if (analysis.subject.some((w) => /^(quorum|quorate|inquorate)$/.test(w))) {
    const said = await minutedSentence(db, meeting.id, "quor", /\b(in)?quor(um|ate)\b/i);
    if (said) lines.push("", `The minutes record: “${said}”`);
  }
  return lines.join("\n");
}

/**
 * The first sentence of a meeting's papers and minutes that says a thing: whether it was
 * quorate, how many attended. `near` narrows the items read (a regex, case ignored).
 */
async function minutedSentence(
  db: DbOrTx,
  meetingId: string,
  near: string,
  says: RegExp,
): Promise<string | null> {
  const rows = await queryRows<{ text: string }>(
    db,
    sql`select concat_ws(' ', description, minutes) as text from agenda_items
        where meeting_id = ${meetingId}::uuid and concat_ws(' ', description, minutes) ~* ${near}
        order by position`,
  );
  for (const row of rows) {
    const sentence = row.text.split(sentenceBreak).find((s) => says.test(s));
    if (sentence) return sentence.trim();
  }
  return null;
}

type ItemRow = { title: string; position: number; minutes: string; description: string };

/**
 * "What budget total is the board being asked to approve?", "what fee is being proposed?": the
 * first meeting ahead with an item about the subject, else null.
 */
export async function upcomingBusiness(
  db: DbOrTx,
  analysis: QuestionAnalysis,
  organisationIds: readonly string[],
  book: CitationBook,
  now: Date,
): Promise<string | null> {
  // "What budget total…": the budget; "total", "figure" only say a number is wanted.
  const subject = analysis.subject.filter(
    (w) => !/^(asked|proposed|being|voting|total|amount|figure|sum)$/.test(w),
  );
  if (subject.length === 0 || organisationIds.length === 0) return null;
  const ahead = await meetingsOf(db, organisationIds, sql`m.end_time > ${now}`, "asc", 12);
  for (const meeting of ahead) {
    const items = await queryRows<{ title: string; description: string }>(
      db,
      sql`select title, description from agenda_items where meeting_id = ${meeting.id}::uuid`,
    );
    if (items.some((i) => textAnswers(i.description, subject, i.title)))
      return agendaAnswer(db, { ...analysis, subject }, organisationIds, book, now, meeting);
  }
  return null;
}

/** The agenda of the meeting the question names (the next one has nextMeetingAnswer). */
export async function agendaAnswer(
  db: DbOrTx,
  analysis: QuestionAnalysis,
  organisationIds: readonly string[],
  book: CitationBook,
  now: Date,
  /** The meeting, when it is already known. */
  known?: MeetingRow,
): Promise<string | null> {
  const meeting = known ?? (await resolveMeeting(db, analysis, organisationIds, now, true));
  if (!meeting) return analysis.range || analysis.meeting ? notFoundMeeting : null;
  const items = await queryRows<ItemRow>(
    db,
    sql`select title, position, minutes, description from agenda_items
        where meeting_id = ${meeting.id}::uuid and not is_heading order by position`,
  );
  const where = described(meeting, book, organisationIds.length > 1);
  if (items.length === 0) return `The agenda of ${where} has not been written yet.`;
  // A cancelled meeting's agenda is what it was going to discuss, with why it did not meet.
  const why = (await cancellationNotes(db, [meeting])).get(meeting.id);
  const lead = meeting.cancelled
    ? `${where}${why ? `: ${noteText(why, book, organisationIds.length > 1)}` : ""}${why && !why.recordedAt && /[.!?]$/.test(why.sentence) ? "" : "."} Its agenda was:`
    : `The agenda of ${where}:`;
  // "Whose terms are up at the AGM?": the items about it, with what their papers say.
  const about = analysis.subject.filter((w) => !/^(whose|who|asked|up)$/.test(w));
  // "What's going to the board in November?": each paper ahead in a line, what it asks.
  const ahead = meeting.start_time > now;
  const detail = (item: ItemRow) => {
    if (about.length === 0) {
      const first = ahead ? (item.description.trim().split(sentenceBreak)[0] ?? "") : "";
      return first ? `\n   > ${first.length > 200 ? `${first.slice(0, 200)} …` : first}` : "";
    }
    const said = item.description.trim() || item.minutes.trim();
    const fits = held(`${item.title} ${said}`, about) > 0;
    return fits && said ? `\n   > ${said.length > 300 ? `${said.slice(0, 300)} …` : said}` : "";
  };
  return [lead, "", ...items.map((item, i) => `${i + 1}. ${item.title}${detail(item)}`)].join("\n");
}

/** "How many meetings has Hemi missed this year?": one person over the meetings of a period. */
async function attendanceOverPeriod(
  db: DbOrTx,
  analysis: QuestionAnalysis,
  person: { id: string; first: string; last: string },
  organisationIds: readonly string[],
  book: CitationBook,
  now: Date,
): Promise<string> {
  const range = analysis.range ?? { from: "1900-01-01", to: "2999-12-31" };
  const meetings = (await meetingsOf(db, organisationIds, onDays(range), "asc", 100)).filter(
    (m) => m.start_time < now,
  );
  const statuses = await queryRows<{ meeting_id: string; status: string }>(
    db,
    sql`select meeting_id, status from meeting_attendees
        where person_id = ${person.id}::uuid
          and meeting_id = any(${uuidList(meetings.map((m) => m.id))})`,
  );
  const statusOf = new Map(statuses.map((s) => [s.meeting_id, s.status]));
  // Only the meetings whose attendance lists the person count: they were not a member of others.
  const listed = meetings.filter((m) => statusOf.has(m.id));
  const attended = listed.filter((m) => statusOf.get(m.id) === "present");
  const missed = listed.filter((m) => {
    const status = statusOf.get(m.id);
    return status === "apology" || status === "absent";
  });
  const name = `${person.first} ${person.last}`.trim();
  const several = organisationIds.length > 1;
  if (listed.length === 0)
    return `${name} ${name === "You" ? "are" : "is"} not on the attendance of any meeting held in that time.`;
  // One meeting in the period ("did Tāne come to the December meeting"): said of that meeting.
  const [only] = listed;
  if (listed.length === 1 && only) {
    const status = statusOf.get(only.id);
    const you = name === "You";
    const what =
      status === "present"
        ? `${you ? "were" : "was"} present`
        : status === "apology"
          ? "sent an apology and did not attend"
          : `${you ? "were" : "was"} absent and did not attend`;
    return `${name} ${what} at ${described(only, book, several)}.`;
  }
  if (missed.length === 0)
    return [
      `${name} attended all ${attended.length} of the ${listed.length} meetings held in that time:`,
      "",
      ...attended.map((m) => `- ${described(m, book, several)}`),
    ].join("\n");
  return [
    `${name} missed ${missed.length} meeting${missed.length === 1 ? "" : "s"} of the ${listed.length} held in that time (attended ${attended.length}):`,
    "",
    ...missed.map(
      (m) =>
        `- ${described(m, book, several)} (${statusOf.get(m.id) === "apology" ? "sent an apology" : "absent"})`,
    ),
  ].join("\n");
}
