import { describe, expect, it } from "vitest";
import { livePushVerdict, waitedOnPageVerdicts } from "./goals.js";
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

describe("the live meeting page's verdict", () => {
  const seen = (p99: number, count = 1500) => ({ count, p50: p99 / 2, p95: p99, p99, max: p99 });
  const verdict = (line: string) => line.match(/: (met|MISSED|NOT MEASURED) —/)?.[1];

  it("holds the final tally to p99 ≤ 1 s with no viewer left behind", () => {
    expect(verdict(livePushVerdict(300, seen(640), 0))).toBe("met");
    expect(verdict(livePushVerdict(300, seen(1000), 0))).toBe("met");
    expect(verdict(livePushVerdict(300, seen(1001), 0))).toBe("MISSED");
    expect(verdict(livePushVerdict(300, seen(200), 3))).toBe("MISSED");
    expect(verdict(livePushVerdict(300, seen(Number.NaN, 0), 0))).toBe("MISSED");
  });

  it("measures nothing with fewer viewers than the goal's", () => {
    expect(verdict(livePushVerdict(50, seen(100), 0))).toBe("NOT MEASURED");
  });
});
