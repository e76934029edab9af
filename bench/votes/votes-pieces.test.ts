import { describe, expect, it } from "vitest";
import { ballotLedger } from "./ballot-ledger.js";
import { afterCloseBurst, ballotSchedule } from "./ballot-schedule.js";
import { firstSighting } from "./tally-sightings.js";

describe("the votes bench's pieces", () => {
  it("schedule every voter once at a steady rate, and each duplicate in its first's moment with another choice", () => {
    const schedule = ballotSchedule(10, 2, 2);
    const firsts = schedule.filter((p) => p.kind === "first");
    expect(firsts.map((p) => p.voter)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(firsts.map((p) => p.at)).toEqual([0, 200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800]);
    const duplicates = schedule.filter((p) => p.kind === "duplicate");
    // Spread over the run, not bunched at its start.
    expect(duplicates.map((p) => p.voter)).toEqual([2, 7]);
    for (const d of duplicates) {
      const first = firsts[d.voter];
      expect(d.at).toBe(first?.at);
      expect(d.choice).not.toBe(first?.choice);
      // Sent right after its first, in the same moment.
      expect(schedule[schedule.indexOf(d) - 1]).toBe(first);
    }
    expect(ballotSchedule(3, 1, 10).filter((p) => p.kind === "duplicate")).toHaveLength(3);
  });

  it("burst after the close with every late member and as many voters again", () => {
    const burst = afterCloseBurst(2, 3);
    expect(burst.map((b) => `${b.who}${b.index}`)).toEqual([
      "late0",
      "late1",
      "voted0",
      "voted1",
      "voted2",
    ]);
  });

  it("check what voters were told against what is stored", () => {
    const closedAt = new Date("2026-11-25T10:00:00Z");
    const before = new Date("2026-11-25T09:59:59Z");
    const ledger = ballotLedger(
      [
        { personId: "a", status: 201, afterClose: false },
        { personId: "a", status: 409, afterClose: false },
        { personId: "b", status: 201, afterClose: false },
        { personId: "c", status: 201, afterClose: false },
        { personId: "c", status: 201, afterClose: false },
        { personId: "d", status: 0, afterClose: false },
        { personId: "e", status: 500, afterClose: false },
        { personId: "f", status: 201, afterClose: true },
        { personId: "g", status: 403, afterClose: true },
      ],
      [
        { personId: "a", castAt: before },
        { personId: "c", castAt: before },
        { personId: "c", castAt: before },
        { personId: "d", castAt: before },
        { personId: "f", castAt: new Date("2026-11-25T10:00:01Z") },
      ],
      closedAt,
    );
    expect(ledger).toEqual({
      sent: 9,
      accepted: 5,
      refused: 2,
      failed: 2,
      stored: 5,
      // b was told it counted and is not stored.
      lost: 1,
      duplicatesStored: 1,
      acceptedTwice: 1,
      // f's answer after the close, and its ballot stored after the close.
      acceptedAfterClose: 2,
      // d's request got no answer, yet its ballot counts.
      storedUnanswered: 1,
    });
  });

  it("time a viewer's first read showing what it waits for, from the moment it became true", () => {
    const reads = [
      { answeredAt: 90, status: 200, voted: 8, closed: false },
      { answeredAt: 95, status: 500, voted: -1, closed: false },
      { answeredAt: 140, status: 200, voted: 10, closed: false },
      { answeredAt: 120, status: 200, voted: 9, closed: false },
      { answeredAt: 300, status: 200, voted: 10, closed: true },
    ];
    expect(firstSighting(reads, 100, (r) => r.voted >= 10)).toBe(40);
    expect(firstSighting(reads, 100, (r) => r.closed)).toBe(200);
    // Read before the moment it is timed from, already showing it: no wait at all.
    expect(firstSighting(reads, 200, (r) => r.voted >= 10)).toBe(0);
    expect(firstSighting(reads, 100, (r) => r.voted > 10)).toBeUndefined();
  });
});
