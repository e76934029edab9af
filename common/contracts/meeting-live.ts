/**
 * GET /api/meetings/:meetingId/live (Server-Sent Events): "ready" once subscribed, then
 * "change" with `{ parts }` naming what to read again, and "end" when access ends.
 *
 * The parts of a meeting page a change touches, so a page re-reads only what changed; "all"
 * when notifications may have been missed (a lost database connection), so it reads everything.
 */
export const meetingParts = [
  "meeting",
  "agenda",
  "attendance",
  "votes",
  "minutes",
  "comments",
  "pack",
  "papers",
  "notices",
  "confirmation",
  "all",
] as const;
export type MeetingPart = (typeof meetingParts)[number];

/** The data of a "change" event. */
export type MeetingChange = { parts: MeetingPart[] };
