import type { z } from "zod";
import { uploadMessages } from "../../common/uploads.js";
import { csrfToken } from "./api-client.js";
import { ApiRequestError, networkFailureStatus } from "./api-error.js";
import { reportNetworkFailure } from "./connectivity.js";
import { readErrorBody } from "./error-body.js";

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
function postForm(path: string, form: FormData, csrf: string, onProgress: OnProgress) {
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
    xhr.send(form);
  });
}

/** The server's own words for a refusal (common/uploads.ts), or the general upload message. */
function toError(answer: Answer): ApiRequestError {
  const error = readErrorBody(answer.body);
  if (error) return new ApiRequestError({ status: answer.status, ...error });
  return new ApiRequestError({
    status: answer.status,
    code: `http_${answer.status}`,
    message: uploadMessages.unknown,
  });
}

/**
 * Sends one multipart form with its progress, and reads the answer through its contract. One
 * file per request, so each has its own progress bar and one refusal leaves the others alone.
 * Retries once with a fresh CSRF token, as apiRequest does (`form` builds the body afresh).
 */
export async function uploadWithProgress<T>(
  path: string,
  form: () => FormData,
  answerSchema: z.ZodType<T>,
  onProgress: OnProgress,
): Promise<T> {
  let answer = await postForm(path, form(), await csrfToken(false), onProgress);
  if (answer.status === 403 && /csrf/i.test(toError(answer).code)) {
    onProgress(0);
    answer = await postForm(path, form(), await csrfToken(true), onProgress);
  }
  if (answer.status < 200 || answer.status >= 300) throw toError(answer);
  const result = answerSchema.safeParse(answer.body);
  if (result.success) return result.data;
  throw new ApiRequestError({
    status: answer.status,
    code: "invalid_response",
    message: "The server sent an answer Quorate did not understand. Please try again.",
  });
}
