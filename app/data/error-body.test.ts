import { describe, expect, it } from "vitest";
import { apiErrorSchema } from "../../common/contracts/errors.js";
import { readErrorBody } from "./error-body.js";

const bodies: unknown[] = [
  { error: { code: "validation", message: "Check the form." } },
  { error: { code: "validation", message: "Check the form.", fields: { email: "Required" } } },
  { error: { code: "rate_limited", message: "Slow down.", retryAfterSeconds: 30 } },
  { error: { code: "x", message: "y", fields: {} } },
  { error: { code: "x", message: "y", fields: { email: 3 } } },
  { error: { code: "x", message: "y", fields: ["a"] } },
  { error: { code: "x", message: "y", retryAfterSeconds: 1.5 } },
  { error: { code: "x", message: "y", retryAfterSeconds: "30" } },
  { error: { code: "x" } },
  { error: { message: "y" } },
  { error: "Internal Server Error" },
  { message: "Not Found", statusCode: 404 },
  null,
  undefined,
  "text",
  [],
];

describe("readErrorBody", () => {
  it("accepts exactly the bodies the error contract accepts, and returns their error", () => {
    for (const body of bodies) {
      const parsed = apiErrorSchema.safeParse(body);
      expect(readErrorBody(body), JSON.stringify(body)).toEqual(
        parsed.success ? parsed.data.error : undefined,
      );
    }
  });
});
