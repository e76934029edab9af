import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { meetingKeys, meetingPath } from "./meetings.js";
import { voteKeys } from "./votes.js";

type Refresh = { queryKey: readonly unknown[]; exact?: boolean };

/** A change as the page hears it: strings, as a newer server may name a part this version does not know. */
export type HeardChange = { parts: readonly string[]; votes: readonly string[] };

/**
 * What to read again for each changed part (common/contracts/meeting-live.ts); only queries on
 * screen are fetched. A ballot re-reads the vote it was cast in, nothing else.
 */
export function refreshesFor(meetingId: string, { parts, votes }: HeardChange): Refresh[] {
  const detail = { queryKey: meetingKeys.detail(meetingId), exact: true };
  // The votes named; every vote on the page when none is (an older server).
  const namedVotes: Refresh[] =
    votes.length > 0
      ? votes.map((id) => ({ queryKey: voteKeys.detail(id) }))
      : [{ queryKey: ["votes"] }];
  const refreshes: Refresh[] = [];
  for (const part of parts) {
    switch (part) {
      case "attendance":
        refreshes.push({ queryKey: meetingKeys.attendance(meetingId) }, detail);
        break;
      case "ballots":
        refreshes.push(...namedVotes);
        break;
      case "votes":
        // Opened, closed or removed: the meeting's items say which votes are open.
        refreshes.push(...namedVotes, detail);
        break;
      case "comments":
        refreshes.push({ queryKey: meetingKeys.comments(meetingId) });
        break;
      case "pack":
        refreshes.push({ queryKey: meetingKeys.packStatus(meetingId) }, detail);
        break;
      case "notices":
        refreshes.push({ queryKey: meetingKeys.notices(meetingId) });
        break;
      case "confirmation":
        refreshes.push(
          { queryKey: meetingKeys.signatures(meetingId) },
          { queryKey: meetingKeys.unconfirmed(meetingId) },
          detail,
        );
        break;
      case "meeting":
      case "agenda":
      case "minutes":
      case "papers":
        refreshes.push(detail);
        break;
      default:
        // "all" (the stream was away: anything may have changed), and parts this app version
        // does not know yet.
        refreshes.push({ queryKey: meetingKeys.detail(meetingId) }, { queryKey: ["votes"] });
    }
  }
  const seen = new Set<string>();
  return refreshes.filter((r) => {
    const key = JSON.stringify(r);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const everything: HeardChange = { parts: ["all"], votes: [] };

function refresh(queryClient: QueryClient, meetingId: string, change: HeardChange): void {
  for (const r of refreshesFor(meetingId, change)) void queryClient.invalidateQueries(r);
}

/**
 * Everything the page holds about the meeting that was read before `since` (when the stream
 * was opened): a change made between that read and the subscription has no event, so it is
 * read again once. Answers the server has cached make this second read cheap.
 */
export function refreshReadBefore(
  queryClient: QueryClient,
  meetingId: string,
  since: number,
): void {
  for (const { queryKey } of refreshesFor(meetingId, everything))
    void queryClient.invalidateQueries({
      queryKey,
      predicate: (query) => query.state.dataUpdatedAt < since,
    });
}

/**
 * Keeps an open meeting page current for everyone at the table: the server pushes which parts
 * of the meeting changed (GET /api/meetings/:id/live, Server-Sent Events) and the page reads
 * those again; nothing is polled. The browser reconnects by itself after a dropped
 * connection, and each "ready" after the first means events may have been missed, so
 * everything is read again; after the first, what was read before the stream opened.
 */
export function useLiveMeeting(meetingId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const openedAt = Date.now();
    const source = new EventSource(`${meetingPath(meetingId)}/live`);
    let connectedBefore = false;
    source.addEventListener("ready", () => {
      if (connectedBefore) refresh(queryClient, meetingId, everything);
      else refreshReadBefore(queryClient, meetingId, openedAt);
      connectedBefore = true;
    });
    source.addEventListener("change", (event) => {
      refresh(queryClient, meetingId, parseChange((event as MessageEvent<string>).data));
    });
    // Access ended (signed out, role changed): the page's own reads now say why.
    source.addEventListener("end", () => {
      source.close();
      refresh(queryClient, meetingId, everything);
    });
    return () => source.close();
  }, [queryClient, meetingId]);
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

export function parseChange(data: string): HeardChange {
  try {
    const parsed: unknown = JSON.parse(data);
    if (parsed && typeof parsed === "object" && "parts" in parsed && Array.isArray(parsed.parts))
      return {
        parts: strings(parsed.parts),
        votes: "votes" in parsed ? strings(parsed.votes) : [],
      };
  } catch {
    // a malformed event: read everything rather than nothing
  }
  return everything;
}
