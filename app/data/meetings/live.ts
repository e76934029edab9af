import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { meetingKeys, meetingPath } from "./meetings.js";

type Refresh = { queryKey: readonly unknown[]; exact?: boolean };

/**
 * What to read again for each changed part (common/contracts/meeting-live.ts); only queries on
 * screen are fetched. Parts are strings: a newer server may name one this version does not know.
 */
export function refreshesFor(meetingId: string, parts: readonly string[]): Refresh[] {
  const detail = { queryKey: meetingKeys.detail(meetingId), exact: true };
  const refreshes: Refresh[] = [];
  for (const part of parts) {
    switch (part) {
      case "attendance":
        refreshes.push({ queryKey: meetingKeys.attendance(meetingId) }, detail);
        break;
      case "votes":
        // A vote's own view is keyed by the vote; the meeting's items say which are open.
        refreshes.push({ queryKey: ["votes"] }, detail);
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

function refresh(queryClient: QueryClient, meetingId: string, parts: readonly string[]): void {
  for (const r of refreshesFor(meetingId, parts)) void queryClient.invalidateQueries(r);
}

/**
 * Keeps an open meeting page current for everyone at the table: the server pushes which parts
 * of the meeting changed (GET /api/meetings/:id/live, Server-Sent Events) and the page reads
 * those again; nothing is polled. The browser reconnects by itself after a dropped
 * connection, and each "ready" after the first means events may have been missed, so
 * everything is read again.
 */
export function useLiveMeeting(meetingId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(`${meetingPath(meetingId)}/live`);
    let connectedBefore = false;
    source.addEventListener("ready", () => {
      if (connectedBefore) refresh(queryClient, meetingId, ["all"]);
      connectedBefore = true;
    });
    source.addEventListener("change", (event) => {
      const parts = parseParts((event as MessageEvent<string>).data);
      refresh(queryClient, meetingId, parts);
    });
    // Access ended (signed out, role changed): the page's own reads now say why.
    source.addEventListener("end", () => {
      source.close();
      refresh(queryClient, meetingId, ["all"]);
    });
    return () => source.close();
  }, [queryClient, meetingId]);
}

function parseParts(data: string): string[] {
  try {
    const parsed: unknown = JSON.parse(data);
    if (parsed && typeof parsed === "object" && "parts" in parsed && Array.isArray(parsed.parts))
      return parsed.parts.filter((p): p is string => typeof p === "string");
  } catch {
    // a malformed event: read everything rather than nothing
  }
  return ["all"];
}
