import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiErrorSchema } from "../../../common/contracts/errors.js";
import { type PaperView, uploadedPapers } from "../../../common/contracts/papers.js";
import { uploadMessages } from "../../../common/uploads.js";
import { apiRequest, csrfToken } from "../api-client.js";
import { ApiRequestError, networkFailureStatus } from "../api-error.js";
import { reportNetworkFailure } from "../connectivity.js";
import { itemPath, meetingKeys, meetingPath } from "./meetings.js";

export type { PaperView } from "../../../common/contracts/papers.js";

/** Where a paper is read (inline, so it opens in the browser's viewer) and removed. */
export function paperUrl(meetingId: string, paperId: string): string {
  return `${meetingPath(meetingId)}/papers/${encodeURIComponent(paperId)}`;
}

/** Upload progress from 0 to 1. */
export type OnProgress = (fraction: number) => void;

type Answer = { status: number; body: unknown };

function parseJson(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** XMLHttpRequest rather than fetch: only it reports how much of the file has been sent. */
function postFile(path: string, file: File, csrf: string, onProgress: OnProgress) {
  return new Promise<Answer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.setRequestHeader("accept", "application/json");
    xhr.setRequestHeader("x-csrf-token", csrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
    xhr.onerror = () => {
      reportNetworkFailure();
      reject(
        new ApiRequestError({
          status: networkFailureStatus,
          code: "network",
          message: "You seem to be offline. Please reconnect and try again.",
        }),
      );
    };
    xhr.onabort = () =>
      reject(new ApiRequestError({ status: 0, code: "aborted", message: uploadMessages.unknown }));
    const form = new FormData();
    form.append("files", file, file.name);
    xhr.send(form);
  });
}

function toError(answer: Answer): ApiRequestError {
  const parsed = apiErrorSchema.safeParse(answer.body);
  if (parsed.success) return new ApiRequestError({ status: answer.status, ...parsed.data.error });
  return new ApiRequestError({
    status: answer.status,
    code: `http_${answer.status}`,
    message: uploadMessages.unknown,
  });
}

/**
 * Sends one file to an agenda item (one request per file, so each has its own progress and
 * one refusal leaves the others alone). Retries once with a fresh CSRF token, as apiRequest does.
 */
export async function uploadPaper(
  meetingId: string,
  itemId: string,
  file: File,
  onProgress: OnProgress,
): Promise<PaperView[]> {
  const path = `${itemPath(meetingId, itemId)}/papers`;
  let answer = await postFile(path, file, await csrfToken(false), onProgress);
  if (answer.status === 403 && /csrf/i.test(toError(answer).code)) {
    onProgress(0);
    answer = await postFile(path, file, await csrfToken(true), onProgress);
  }
  if (answer.status < 200 || answer.status >= 300) throw toError(answer);
  const result = uploadedPapers.safeParse(answer.body);
  if (result.success) return result.data.papers;
  throw new ApiRequestError({
    status: answer.status,
    code: "invalid_response",
    message: "The server sent an answer Quorate did not understand. Please try again.",
  });
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
