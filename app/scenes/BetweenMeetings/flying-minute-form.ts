import type { FlyingMinuteView } from "../../../common/contracts/flying-minutes.js";
import { utcToZoned, zonedToUtc } from "../../../common/zoned-time.js";
import { type ChosenFile, chosenFilesOf } from "./chosen-files.js";

/** What the flying minute form holds: wall-clock dates and times in the organisation's zone. */
export type FlyingMinuteFormValues = {
  title: string;
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
    motion: "",
    background: "",
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
    motion: view.Motion,
    background: view.Background,
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
    motion: values.motion,
    background: values.background,
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

/** Which form field a server field error belongs to (times are split into date and time). */
export function formFieldOf(serverField: string): keyof FlyingMinuteFormValues | null {
  switch (serverField) {
    case "voteStartsAt":
      return "opensDate";
    case "voteClosesAt":
      return "closesDate";
    case "closingReminderHours":
      return "reminder";
    case "documentVersionIds":
      return "files";
    case "title":
    case "motion":
    case "background":
    case "voterPersonIds":
    case "emailGreeting":
    case "emailComment":
      return serverField;
    default:
      return null;
  }
}
