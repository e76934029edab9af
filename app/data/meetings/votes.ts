import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { createdRecord } from "../../../common/contracts/meetings.js";
import {
  type ballotBody,
  closedVote,
  type closeVoteBody,
  type openVoteBody,
  voteView,
} from "../../../common/contracts/votes.js";
import { apiRequest } from "../api-client.js";
import { itemPath, type MeetingRef, meetingKeys, useDetailWrite } from "./meetings.js";

export type VoteView = z.infer<typeof voteView>;
export type VoteChoice = z.infer<typeof ballotBody>["choice"];
export type BallotInput = z.input<typeof ballotBody>;
export type VoteOutcomeChoice = NonNullable<z.infer<typeof closeVoteBody>["outcome"]>;
export type OpenVoteInput = z.input<typeof openVoteBody>;
export type CloseVoteInput = z.input<typeof closeVoteBody>;

/** A vote is addressed by its own id (/api/votes/:voteId), so its key is its own. */
export const voteKeys = { detail: (voteId: string) => ["votes", voteId] as const };

const votePath = (voteId: string) => `/api/votes/${encodeURIComponent(voteId)}`;

export function useOpenVote(meeting: MeetingRef, itemId: string) {
  return useDetailWrite(meeting, (input: OpenVoteInput) =>
    apiRequest(`${itemPath(meeting.Id, itemId)}/vote`, {
      method: "POST",
      json: input,
      schema: createdRecord,
    }),
  );
}

/** An item's vote (kept current by the live meeting page); null when the item has none yet. */
export function useVote(voteId: string | null) {
  return useQuery({
    queryKey: voteKeys.detail(voteId ?? ""),
    queryFn: () => apiRequest(votePath(voteId ?? ""), { schema: voteView }),
    enabled: voteId !== null,
  });
}

/** `refreshAlso`: the page that shows the vote inside its record (a flying minute's). */
export function useCastBallot(voteId: string, refreshAlso?: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ballot: BallotInput) =>
      apiRequest(`${votePath(voteId)}/ballots`, { method: "POST", json: ballot }),
    // A 409 (already voted, closed) also means what we show is stale.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: voteKeys.detail(voteId) }),
        refreshAlso ? queryClient.invalidateQueries({ queryKey: refreshAlso }) : undefined,
      ]),
  });
}

/** Closing writes the decision minute into the item, so the meeting refreshes too. */
export function useCloseVote(meeting: MeetingRef, voteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CloseVoteInput) =>
      apiRequest(`${votePath(voteId)}/close`, { method: "POST", json: input, schema: closedVote }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: voteKeys.detail(voteId) }),
        queryClient.invalidateQueries({ queryKey: meetingKeys.detail(meeting.Id) }),
      ]),
  });
}
