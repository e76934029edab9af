import { describe, expect, it } from "vitest";
import type { PackStatus } from "../../../data/meetings/pack.js";
import { packPercent, packView } from "./pack-progress.js";

const base: PackStatus = {
  status: "none",
  step: null,
  done: 0,
  total: 0,
  available: false,
  readyAt: null,
  pageCount: null,
  skipped: [],
  error: null,
  pageMap: [],
};

describe("packPercent", () => {
  it("rounds the share done", () => {
    expect(packPercent(7, 12)).toBe(58);
  });

  it("cannot tell before the total is known", () => {
    expect(packPercent(0, 0)).toBeNull();
  });

  it("stays within 0–100", () => {
    expect(packPercent(13, 12)).toBe(100);
  });
});

describe("packView", () => {
  it("shows the server's step while building", () => {
    const view = packView({
      ...base,
      status: "building",
      step: "Merging paper 7 of 12",
      done: 7,
      total: 12,
    });
    expect(view).toEqual({
      kind: "building",
      step: "Merging paper 7 of 12",
      percent: 58,
      rebuilding: false,
    });
  });

  it("has no step or percentage while queued", () => {
    const view = packView({ ...base, status: "queued", step: "Ready", done: 1, total: 1 });
    expect(view).toEqual({ kind: "building", step: null, percent: null, rebuilding: false });
  });

  it("marks a rebuild while the previous pack is still readable", () => {
    expect(packView({ ...base, status: "building", available: true })).toMatchObject({
      kind: "building",
      rebuilding: true,
    });
  });

  it("says whether an older pack survives a failed build", () => {
    expect(packView({ ...base, status: "failed", error: "Bad PDF", available: true })).toEqual({
      kind: "failed",
      error: "Bad PDF",
      oldPackAvailable: true,
    });
  });

  it("treats a ready status without a file as no pack", () => {
    expect(packView({ ...base, status: "ready", available: false })).toEqual({ kind: "none" });
    expect(packView({ ...base, status: "ready", available: true })).toEqual({ kind: "ready" });
  });
});
