import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { MailAttachment } from "../../../db/schema/index.js";
import type { MeetingRow } from "../meeting-guards.js";

/** One UID per meeting for its whole life, so calendars update the same event. */
export function meetingUid(meetingId: string): string {
  return `meeting-${meetingId}@quorate`;
}

export type InviteInput = {
  meeting: MeetingRow;
  method: "REQUEST" | "CANCEL";
  location: string | null;
  url: string;
  organiser: { name: string; email: string };
  attendee: { name: string; email: string };
};

/**
 * An RFC 5545 invite. SEQUENCE is the meeting's icsSequence, raised on every
 * change of time or place, so a calendar replaces the event rather than adding one.
 */
export function meetingInvite(input: InviteInput): string {
  const cal = ical({
    prodId: { company: "Quorate", product: "Quorate", language: "EN" },
    method: input.method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  cal.createEvent({
    id: meetingUid(input.meeting.id),
    sequence: input.meeting.icsSequence,
    start: input.meeting.startTime,
    end: input.meeting.endTime,
    stamp: new Date(),
    summary: input.meeting.title,
    location: input.location ?? undefined,
    url: input.url,
    description: `Details and papers: ${input.url}`,
    status: input.method === "CANCEL" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: input.organiser,
    attendees: [
      { name: input.attendee.name, email: input.attendee.email, rsvp: input.method === "REQUEST" },
    ],
  });
  return cal.toString();
}

export function inviteAttachment(ics: string, method: "REQUEST" | "CANCEL"): MailAttachment {
  return {
    filename: method === "CANCEL" ? "cancel.ics" : "invite.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: ics,
  };
}
