import { describe, expect, it } from "vitest";
import { waitedOnPageVerdicts } from "./goals.js";
import type { Measurement } from "./measure.js";

const row = (name: string, requestsPerSecond: number, p99: number) =>
  ({ name, requestsPerSecond, p99 }) as Measurement;

describe("issue 14's verdicts", () => {
  it("hold each page to its share of the one-query floor and to p99 ≤ 25 ms", () => {
    const floor = row("bare Fastify + one query (postgres)", 20_000, 4);
    const lines = waitedOnPageVerdicts(
      "postgres",
      "board",
      50,
      [
        row("meeting page GET /api/meetings/:id (postgres, board)", 10_000, 20),
        row("actions, current, owner = me (postgres, board)", 9_000, 10),
        row("decisions ?q=procurement (postgres, board)", 5_000, 30),
      ],
      floor,
    );
    expect(lines.map((l) => l.match(/: (met|MISSED) —/)?.[1])).toEqual(["met", "MISSED", "MISSED"]);
    expect(waitedOnPageVerdicts("postgres", "large", 50, [], floor)).toEqual([]);
  });
});
