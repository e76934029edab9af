import { z } from "zod";
import {
  createMeetingBody,
  type MeetingDetail,
  type updateMeetingBody,
} from "../../../common/contracts/meetings.js";
import { messages } from "../../../common/limits.js";
import { utcToZoned } from "../../../common/zoned-time.js";
import type { MeetingLocation } from "../../data/meetings/locations.js";

/** What the meeting dialog holds: strings, as the inputs give them. */
export type MeetingFormValues = {
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  locationId: string;
  timeZone: string;
};

const required = z.string().trim().min(1, messages.required);

/**
 * Empty fields say "Required" first; the shared contract then checks formats, lengths and
 * that the meeting ends after it starts, with its own messages on the same field names.
 */
export const meetingForm = z
  .object({
    title: required,
    date: required,
    startTime: required,
    endTime: required,
    locationId: z.string(),
    timeZone: z.string(),
  })
  .transform(
    (v): z.input<typeof createMeetingBody> => ({
      title: v.title,
      date: v.date,
      startTime: v.startTime,
      endTime: v.endTime,
      locationId: v.locationId || null,
      ...(v.timeZone ? { timeZone: v.timeZone } : {}),
    }),
  )
  .pipe(createMeetingBody);

export type MeetingFormOutput = z.infer<typeof meetingForm>;

/** A new meeting starts at the default location, on its clock (else the viewer's). */
export function newMeetingValues(
  locations: readonly MeetingLocation[],
  viewerZone: string,
): MeetingFormValues {
  const home = locations.find((l) => l.IsDefault);
  return {
    title: "",
    date: "",
    startTime: "",
    endTime: "",
    locationId: home?.Id ?? "",
    timeZone: home?.TimeZone ?? viewerZone,
  };
}

/** The meeting as its dialog shows it: wall-clock date and times in the meeting's own zone. */
export function existingMeetingValues(meeting: MeetingDetail): MeetingFormValues {
  const start = utcToZoned(new Date(meeting.StartTime), meeting.TimeZone);
  const end = utcToZoned(new Date(meeting.EndTime), meeting.TimeZone);
  return {
    title: meeting.Title,
    date: start.date,
    startTime: start.time,
    endTime: end.time,
    locationId: meeting.LocationId ?? "",
    timeZone: meeting.TimeZone,
  };
}

/** The PATCH for an edited meeting; the version lets the server refuse a stale edit (409). */
export function meetingPatch(
  form: MeetingFormOutput,
  version: number,
): z.infer<typeof updateMeetingBody> {
  return { version, ...form, locationId: form.locationId ?? null };
}
