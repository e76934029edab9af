import { describe, expect, it } from "vitest";
import { isTurnOf, refusalFor, signerStatus, statusAt } from "./signing-state.js";

const now = new Date("2026-12-01T00:00:00Z");
const open = { status: "pending" as const, dueAt: null, ordered: true };
const signer = (position: number, signedAt: Date | null = null) => ({
  id: `s${position}`,
  position,
  signedAt,
  declinedAt: null,
});

describe("the signing state", () => {
  it("a request past its due date has expired even before the job marks it", () => {
    const due = { ...open, dueAt: new Date("2026-11-30T10:59:59Z") };
    expect(statusAt(due, now)).toBe("expired");
    expect(refusalFor(due, signer(0), now)).toBe("expired");
    expect(statusAt({ ...open, dueAt: new Date("2026-12-02T00:00:00Z") }, now)).toBe("pending");
  });

  it("in a signing order, each waits for everyone before them", () => {
    const signers = [signer(0), signer(1), signer(2)];
    expect(signers.map((s) => signerStatus(open, signers, s))).toEqual([
      "pending",
      "waiting",
      "waiting",
    ]);
    const after = [signer(0, now), signer(1), signer(2)];
    expect(after.map((s) => signerStatus(open, after, s))).toEqual([
      "signed",
      "pending",
      "waiting",
    ]);
    expect(isTurnOf({ ...open, ordered: false }, signers, signer(2))).toBe(true);
  });

  it("names what the signer did before how the request ended", () => {
    expect(refusalFor({ ...open, status: "completed" }, signer(0, now), now)).toBe("alreadySigned");
    expect(refusalFor({ ...open, status: "voided" }, signer(0), now)).toBe("voided");
    expect(refusalFor({ ...open, status: "declined" }, signer(0), now)).toBe("declined");
    expect(refusalFor(open, signer(0), now)).toBeNull();
  });
});
