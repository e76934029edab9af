/** An API failure with what the UI needs to explain it: status, code, message and field errors. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  readonly retryAfterSeconds: number | undefined;

  constructor(options: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string>;
    retryAfterSeconds?: number;
  }) {
    super(options.message);
    this.name = "ApiRequestError";
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** Status 0 means the request never got an answer (offline, server down). */
export const networkFailureStatus = 0;

export function isApiError(error: unknown, status?: number): error is ApiRequestError {
  return error instanceof ApiRequestError && (status === undefined || error.status === status);
}

/**
 * A read made from a link's own parameters (an invitation's permit, a meeting's id) was refused
 * as malformed (400) or not found (404): the link is at fault, and says so in words, never the
 * server's field message.
 */
export function isBadLinkError(error: unknown): boolean {
  return isApiError(error, 400) || isApiError(error, 404);
}
