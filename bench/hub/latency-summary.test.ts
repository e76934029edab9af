import { describe, expect, it } from "vitest";
import { hubVerdicts } from "./hub-goals.js";
import { formatMs, percentile, summarise } from "./latency-summary.js";
import { failureCounts } from "./open-in-batches.js";

describe("latency summary", () => {
  it("takes nearest-rank percentiles, so each is a sample that happened", () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([1, 2, 3], 0)).toBe(1);
    expect(percentile([], 50)).toBeNaN();
  });

  it("sorts before summarising and keeps the maximum", () => {
    expect(summarise([30, 10, 20, 40])).toEqual({ count: 4, p50: 20, p95: 40, p99: 40, max: 40 });
  });

  it("prints sub-10 ms figures with a decimal and the rest whole", () => {
    expect(formatMs(0.34)).toBe("0.3");
    expect(formatMs(149.6)).toBe("150");
    expect(formatMs(Number.NaN)).toBe("–");
  });

  it("counts distinct failures, most frequent first", () => {
    expect(failureCounts(["b", "a", "b"])).toBe("2 × b; 1 × a");
  });
});

describe("hub goal verdicts", () => {
  const fast = summarise([100, 120, 140]);
  it("meets both goals with 2,000 held and p95 within 150 ms", () => {
    expect(hubVerdicts(2000, 2000, 10, fast)).toEqual([
      "goal (2000 connections on one process): met — 2000 of 2000 held for 10 s",
      "goal (first chunk p95 ≤ 150 ms, embedded engine): met — p95 140 ms over 3 asks",
    ]);
  });

  it("misses on a dropped connection or a slow p95, and does not judge a smaller run", () => {
    const [held] = hubVerdicts(2000, 1999, 10, fast);
    expect(held).toContain("MISSED");
    const [, slow] = hubVerdicts(2000, 2000, 10, summarise([151]));
    expect(slow).toContain("MISSED — p95 151 ms");
    const [small] = hubVerdicts(200, 200, 10, fast);
    expect(small).toContain("NOT MEASURED");
  });
});
