import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type PaperView, uploadedPapers } from "../../../common/contracts/papers.js";
import { apiRequest } from "../api-client.js";
import { type OnProgress, uploadWithProgress } from "../upload-with-progress.js";
import { itemPath, meetingKeys, meetingPath } from "./meetings.js";

export type { PaperView } from "../../../common/contracts/papers.js";
export type { OnProgress } from "../upload-with-progress.js";

/** Where a paper is read (inline, so it opens in the browser's viewer) and removed. */
export function paperUrl(meetingId: string, paperId: string): string {
  return `${meetingPath(meetingId)}/papers/${encodeURIComponent(paperId)}`;
}

/**
 * Sends one file to an agenda item (one request per file, so each has its own progress and
 * one refusal leaves the others alone).
 */
export async function uploadPaper(
  meetingId: string,
  itemId: string,
  file: File,
  onProgress: OnProgress,
): Promise<PaperView[]> {
  const form = () => {
    const body = new FormData();
    body.append("files", file, file.name);
    return body;
  };
  const answer = await uploadWithProgress(
    `${itemPath(meetingId, itemId)}/papers`,
    form,
    uploadedPapers,
    onProgress,
  );
  return answer.papers;
}

/** Refetches the meeting so new or removed papers show under their items. */
export function useRefreshMeeting(meetingId: string): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: meetingKeys.detail(meetingId) });
}

export function useRemovePaper(meetingId: string) {
  const refresh = useRefreshMeeting(meetingId);
  return useMutation({
    mutationFn: (paperId: string) => apiRequest(paperUrl(meetingId, paperId), { method: "DELETE" }),
    onSettled: refresh,
  });
}
