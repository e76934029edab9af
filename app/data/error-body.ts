import type { ApiError } from "../../common/contracts/errors.js";
import { isRecord } from "./outlines.js";

/**
 * The `error` of an API error body (common/contracts/errors.ts), or undefined when the body is
 * not one. Checked by hand rather than with the contract's zod schema: every request can fail,
 * so this is in the first download, where zod is not (scripts/bundle-budget.ts). The test
 * holds it to the schema's verdicts.
 */
export function readErrorBody(body: unknown): ApiError["error"] | undefined {
  if (!isRecord(body) || !isRecord(body.error)) return undefined;
  const { code, message, fields, retryAfterSeconds } = body.error;
  if (typeof code !== "string" || typeof message !== "string") return undefined;
  if (fields !== undefined) {
    if (!isRecord(fields) || Object.values(fields).some((text) => typeof text !== "string")) {
      return undefined;
    }
  }
  if (retryAfterSeconds !== undefined && !Number.isSafeInteger(retryAfterSeconds)) {
    return undefined;
  }
  return {
    code,
    message,
    ...(fields === undefined ? {} : { fields: fields as Record<string, string> }),
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds: retryAfterSeconds as number }),
  };
}
