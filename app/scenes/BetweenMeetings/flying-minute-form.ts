import type { FlyingMinuteView } from "../../../common/contracts/flying-minutes.js";
import { messages } from "../../../common/limits.js";
import { richTextToPlain } from "../../../common/rich-text.js";
import { utcToZoned, zonedToUtc } from "../../../common/zoned-time.js";
import { formFieldFor } from "../../components/forms/server-field.js";
import {
  docFromSerialised,
  docProblem,
  docToSend,
  serialiseDoc,
  storedDoc,
} from "../../components/rich-text/rich-text-value.js";
import { type ChosenFile, chosenFilesOf } from "./chosen-files.js";

/** What the flying minute form holds: wall-clock dates and times in the organisation's zone. */
export type FlyingMinuteFormValues = {
  title: string;
  /** The motion and background as serialised rich text (see rich-text-value.ts). */
  motion: string;
  background: string;
  opensDate: string;
  opensTime: string;
  closesDate: string;
  closesTime: string;
  /** "" for Never, else hours before the close. */
  reminder: "" | "2" | "8" | "24";
  voterPersonIds: string[];
  hasDiscussion: boolean;
  anonymous: boolean;
  emailGreeting: string;
  emailComment: string;
  /** The motion's papers from the library, in the order chosen. */
  files: ChosenFile[];
};

const emptyEditor = serialiseDoc(storedDoc(null, ""));
const quarterHour = 15 * 60_000;
const day = 24 * 3_600_000;

/**
 * A new flying minute's form: voting opens at the next quarter hour and closes three days later
 * at 5 pm, on the organisation's clock; the reminder is 2 hours before (the default the spec
 * names); the voters are the board members.
 */
export function newFlyingMinuteValues(
  now: Date,
  timeZone: string,
  boardMembers: readonly string[],
): FlyingMinuteFormValues {
  const opens = utcToZoned(
    new Date(Math.ceil(now.getTime() / quarterHour) * quarterHour),
    timeZone,
  );
  const closesDay = utcToZoned(new Date(now.getTime() + 3 * day), timeZone).date;
  return {
    title: "",
    motion: emptyEditor,
    background: emptyEditor,
    opensDate: opens.date,
    opensTime: opens.time,
    closesDate: closesDay,
    closesTime: "17:00",
    reminder: "2",
    voterPersonIds: [...boardMembers],
    hasDiscussion: false,
    anonymous: false,
    emailGreeting: "",
    emailComment: "",
    files: [],
  };
}

/** The form of an existing flying minute, its times read on the organisation's clock. */
export function flyingMinuteValues(view: FlyingMinuteView): FlyingMinuteFormValues {
  const opens = utcToZoned(new Date(view.VoteStartsAt), view.TimeZone);
  const closes = utcToZoned(new Date(view.VoteClosesAt), view.TimeZone);
  return {
    title: view.Title,
    motion: serialiseDoc(storedDoc(view.MotionDoc, view.Motion)),
    background: serialiseDoc(storedDoc(view.BackgroundDoc, view.Background)),
    opensDate: opens.date,
    opensTime: opens.time,
    closesDate: closes.date,
    closesTime: closes.time,
    reminder: view.ClosingReminderHours === null ? "" : (String(view.ClosingReminderHours) as "2"),
    voterPersonIds: view.Voters.map((v) => v.PersonId),
    hasDiscussion: view.HasDiscussion,
    anonymous: view.Anonymous,
    emailGreeting: view.EmailGreeting,
    emailComment: view.EmailComment,
    files: chosenFilesOf(view.Files),
  };
}

/** A wall-clock date and time in the zone as the instant the API takes; null when incomplete. */
export function instantIn(date: string, time: string, timeZone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return null;
  const instant = zonedToUtc(date, time, timeZone);
  // "2026-13-01" or "2026-02-30" would roll over into another day: not a date at all.
  const [y, m, d] = date.split("-").map(Number);
  const calendar = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).toISOString().slice(0, 10);
  return calendar === date ? instant.toISOString() : null;
}

/** The request body for the form's values (the server checks everything again). */
export function flyingMinuteBody(values: FlyingMinuteFormValues, timeZone: string) {
  return {
    title: values.title,
    ...motionFields(values.motion),
    // With a document the server derives the plain background from it; without, it is cleared.
    background: "",
    backgroundDoc: docToSend(values.background),
    voteStartsAt: instantIn(values.opensDate, values.opensTime, timeZone) ?? "",
    voteClosesAt: instantIn(values.closesDate, values.closesTime, timeZone) ?? "",
    closingReminderHours: values.reminder === "" ? null : (Number(values.reminder) as 2 | 8 | 24),
    voterPersonIds: values.voterPersonIds,
    hasDiscussion: values.hasDiscussion,
    anonymous: values.anonymous,
    emailGreeting: values.emailGreeting,
    emailComment: values.emailComment,
    documentVersionIds: values.files.map((f) => f.documentVersionId),
  };
}

/**
 * The motion as a document (its plain text derived by the server), or, when nothing is written,
 * as empty plain text, which the server refuses by name rather than keeping the old motion.
 */
function motionFields(serialised: string) {
  const doc = docToSend(serialised);
  return doc ? { motionDoc: doc } : { motion: "", motionDoc: null };
}

type FormProblems = Partial<Record<keyof FlyingMinuteFormValues, string>>;

/** What stops the form being sent, by field: the title, the motion's words, a voter, and rich text the server would refuse. */
export function flyingMinuteProblems(values: FlyingMinuteFormValues): FormProblems {
  const problems: FormProblems = {};
  if (!values.title.trim()) problems.title = messages.required;
  const motion = docFromSerialised(values.motion);
  const motionProblem = docProblem(motion);
  if (motionProblem) problems.motion = motionProblem;
  else if (!richTextToPlain(motion).trim()) problems.motion = messages.required;
  const backgroundProblem = docProblem(docFromSerialised(values.background));
  if (backgroundProblem) problems.background = backgroundProblem;
  if (values.voterPersonIds.length === 0) problems.voterPersonIds = messages.required;
  return problems;
}

/** Which form field a server field error belongs to (times are split into date and time). */
export function formFieldOf(serverField: string): keyof FlyingMinuteFormValues | null {
  return formFieldFor<keyof FlyingMinuteFormValues>(serverField, {
    title: "title",
    motion: "motion",
    motionDoc: "motion",
    background: "background",
    backgroundDoc: "background",
    voteStartsAt: "opensDate",
    voteClosesAt: "closesDate",
    closingReminderHours: "reminder",
    voterPersonIds: "voterPersonIds",
    emailGreeting: "emailGreeting",
    emailComment: "emailComment",
    documentVersionIds: "files",
  });
}
