/** Error codes the API returns, each mapped to one HTTP status in one place. */
const statusByCode = {
  badRequest: 400,
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  csrf: 403,
  notFound: 404,
  conflict: 409,
  gone: 410,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  notReady: 503,
  internal: 500,
} as const;

export type AppErrorCode = keyof typeof statusByCode;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly extra: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.status = statusByCode[code];
  }
}

export const notFound = (what: string) => new AppError("notFound", `${what} was not found.`);
export const forbidden = (message = "You do not have permission to do that.") =>
  new AppError("forbidden", message);
