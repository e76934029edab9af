import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "./app-error.js";

type ErrorBody = {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
    retryAfterSeconds?: number;
  };
};

export function errorBody(
  code: string,
  message: string,
  extra: Partial<ErrorBody["error"]> = {},
): ErrorBody {
  return { error: { code, message, ...extra } };
}

/**
 * Maps every error to `{ error: { code, message, fields? } }`. Bad input is a 4xx
 * with a message a person understands; only our own bugs become a 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err.extra.retryAfterSeconds) reply.header("retry-after", err.extra.retryAfterSeconds);
      return reply.status(err.status).send(errorBody(err.code, err.message, err.extra));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
        const unknownKeys = (issue.params as { keys?: string[] }).keys;
        if (issue.keyword === "unrecognized_keys" && unknownKeys) {
          for (const k of unknownKeys) fields[k] ??= "This field is not accepted here.";
          continue;
        }
        fields[key] ??= issue.message ?? "This value is not valid.";
      }
      const first = Object.entries(fields)[0];
      const message =
        first && first[0] !== "_"
          ? `Please check ${first[0]}: ${first[1]}`
          : (first?.[1] ?? "The request is not valid.");
      return reply.status(400).send(errorBody("validation", message, { fields }));
    }
    const status = err.statusCode ?? 500;
    if (status === 413 || err.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.status(413).send(errorBody("payloadTooLarge", "That request is too large."));
    }
    if (err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply.status(415).send(errorBody("unsupportedMediaType", "Send the request as JSON."));
    }
    if (status === 429) {
      return reply
        .status(429)
        .send(
          errorBody("tooManyRequests", "Too many requests. Please wait a moment and try again."),
        );
    }
    if (status >= 400 && status < 500) {
      const message =
        err.code === "FST_ERR_CTP_INVALID_JSON_BODY" || err instanceof SyntaxError
          ? "The request body is not valid JSON."
          : err.message;
      return reply.status(status).send(errorBody("badRequest", message));
    }
    request.log.error({ err }, "unhandled error");
    return reply
      .status(500)
      .send(errorBody("internal", "Something went wrong on our side. Please try again."));
  });
}
