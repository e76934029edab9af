import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { textMessages } from "../../common/text.js";
import { startTestServer, type TestServer } from "../test/test-server.js";
import { lengthLimits, stringLeaves } from "../test/zod-walk.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** Keys whose value is a name or a title: one line, no control characters. */
const nameLike = /(name|title)$|^(presenter|entity|suffix)$/i;

function sample(schema: z.core.$ZodType, bad: string): string {
  const { min, max } = lengthLimits(schema);
  const length = Math.min(Math.max(12, min), max);
  // In the middle, so trimming cannot remove it.
  return `A${bad}${"bc def ghij".repeat(20)}`.slice(0, Math.max(length, bad.length + 2));
}

describe("text at the edge", () => {
  it("every string a route accepts refuses NUL and half surrogate pairs; names and titles refuse control characters", () => {
    const missing: string[] = [];
    let checked = 0;
    for (const route of server.app.routeTable) {
      const schema = route.schema as Record<string, z.core.$ZodType | undefined> | undefined;
      for (const part of ["body", "querystring", "params"] as const) {
        const input = schema?.[part];
        if (!input?._zod) continue;
        for (const leaf of stringLeaves(input)) {
          checked++;
          const where = `${route.method} ${route.url} ${part}.${leaf.path}`;
          const refuses = (bad: string) => {
            const r = (leaf.schema as z.ZodType).safeParse(sample(leaf.schema, bad));
            return !r.success;
          };
          if (!refuses("\u0000") || !refuses("\uD83D") || !refuses("\uDE00"))
            missing.push(`${where}: not refusing NUL or a lone surrogate`);
          if (nameLike.test(leaf.key) && !refuses("\t"))
            missing.push(`${where}: a name or title that accepts control characters`);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(missing).toEqual([]);
    expect(textMessages.unstorable).toMatch(/can't be stored/);
  });
});
