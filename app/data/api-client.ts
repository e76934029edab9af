import type { z } from "zod";
import { viewerHeader } from "../../common/viewer.js";
import { ApiRequestError, networkFailureStatus } from "./api-error.js";
import { reportNetworkFailure } from "./connectivity.js";
import { readCookie } from "./cookies.js";
import { readErrorBody } from "./error-body.js";
import { looksLikeCsrfToken } from "./outlines.js";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type RequestOptions<T> = {
  method?: Method;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (e.g. an image) with its own content type. */
  body?: Blob;
  /**
   * Validates the response; omit when the body is not read. The shell's own reads omit it
   * too (data/me.ts, data/home.ts): the server checks every response against the same
   * contract on its way out, and zod is kept out of the first download.
   */
  schema?: z.ZodType<T>;
  /** Without a schema: a check of the response's outline (outlines.ts). */
  outline?: (data: unknown) => boolean;
};

const csrfCookie = "qr_csrf";

/** The token writes echo in x-csrf-token: the qr_csrf cookie, fetched when absent or refused. */
export async function csrfToken(forceRefresh: boolean): Promise<string> {
  const fromCookie = forceRefresh ? undefined : readCookie(document.cookie, csrfCookie);
  if (fromCookie) return fromCookie;
  const fresh = await apiRequest<{ csrfToken: string }>("/api/auth/csrf", {
    outline: looksLikeCsrfToken,
  });
  return fresh.csrfToken;
}

/**
 * Fetches the CSRF cookie at start-up when the browser has none, so the first form
 * submitted does not wait for an extra round trip. Failure is fine: writes fetch it anyway.
 */
export function primeCsrfCookie(): void {
  if (readCookie(document.cookie, csrfCookie)) return;
  void csrfToken(false).catch(() => undefined);
}

async function send(path: string, options: RequestOptions<unknown>, csrf?: string) {
  const headers: Record<string, string> = { accept: "application/json" };
  if (csrf) headers["x-csrf-token"] = csrf;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.body) {
    headers["content-type"] = options.body.type || "application/octet-stream";
    body = options.body;
  }
  try {
    return await fetch(path, {
      method: options.method ?? "GET",
      headers,
      body,
      credentials: "same-origin",
    });
  } catch {
    reportNetworkFailure();
    throw new ApiRequestError({
      status: networkFailureStatus,
      code: "network",
      message: "You seem to be offline. Please reconnect and try again.",
    });
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function toError(response: Response): Promise<ApiRequestError> {
  const error = readErrorBody(await readJson(response));
  if (error) return new ApiRequestError({ status: response.status, ...error });
  return new ApiRequestError({
    status: response.status,
    code: `http_${response.status}`,
    message: "Something went wrong on the server. Please try again.",
  });
}

/**
 * The one way the app talks to the API: same-origin cookies, the CSRF header on writes
 * (refreshed once if the server rejects it) and typed errors.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}) {
  const writes = (options.method ?? "GET") !== "GET";
  let response = await send(path, options, writes ? await csrfToken(false) : undefined);
  if (writes && response.status === 403) {
    const error = await toError(response.clone());
    if (/csrf/i.test(error.code)) response = await send(path, options, await csrfToken(true));
  }
  if (!response.ok) throw await toError(response);
  const data = await readJson(response);
  if (options.outline && !options.outline(data)) {
    console.error(`Unexpected response from ${path}`);
    throw invalidResponse(response.status);
  }
  if (!options.schema) return data as T;
  const result = options.schema.safeParse(data);
  if (result.success) return result.data;
  console.error(`Unexpected response from ${path}`, result.error);
  throw invalidResponse(response.status);
}

function invalidResponse(status: number): ApiRequestError {
  return new ApiRequestError({
    status,
    code: "invalid_response",
    message: "The server sent an answer Quorate did not understand. Please try again.",
  });
}

/**
 * A file's bytes for the in-app viewer (the header that marks the viewer's reads), with the
 * share received so far for a progress bar (null while the size is unknown). Errors are the
 * API's, as for every other request.
 */
export async function apiViewerFile(
  path: string,
  onProgress: (fraction: number | null) => void,
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { [viewerHeader]: "1" },
      credentials: "same-origin",
      ...(signal ? { signal } : {}),
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    reportNetworkFailure();
    throw new ApiRequestError({
      status: networkFailureStatus,
      code: "network",
      message: "You seem to be offline. Please reconnect and try again.",
    });
  }
  if (!response.ok) throw await toError(response);
  const total = Number(response.headers.get("content-length")) || 0;
  if (!response.body) return response.arrayBuffer();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress(total ? 0 : null);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(total ? Math.min(1, received / total) : null);
  }
  const bytes = new Uint8Array(received);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes.buffer;
}
