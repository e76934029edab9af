/**
 * GET /api/meetings/:meetingId/live (Server-Sent Events): "ready" once subscribed, then
 * "change" with `{ parts, votes }` naming what to read again, and "end" when access ends.
 *
 * The parts of a meeting page a change touches, so a page re-reads only what changed; "all"
 * when notifications may have been missed (a lost database connection), so it reads everything.
 * "ballots": only the tallies of the votes named changed; "votes": votes were opened, closed or
 * removed (the meeting shows which are open), also named.
 */
export const meetingParts = [
  "meeting",
  "agenda",
  "attendance",
  "votes",
  "ballots",
  "minutes",
  "comments",
  "pack",
  "papers",
  "notices",
  "confirmation",
  "all",
] as const;
export type MeetingPart = (typeof meetingParts)[number];

/** The data of a "change" event: `votes` are the ids of the votes "votes" and "ballots" name. */
export type MeetingChange = { parts: MeetingPart[]; votes: string[] };
