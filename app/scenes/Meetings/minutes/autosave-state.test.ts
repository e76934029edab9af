import { describe, expect, it } from "vitest";
import {
  type AutosaveEvent,
  type AutosaveState,
  autosaveReducer,
  clearDraft,
  draftKey,
  initialAutosave,
  isDirty,
  readDraft,
  shouldSave,
  writeDraft,
} from "./autosave-state.js";

const run = (state: AutosaveState, ...events: AutosaveEvent[]) =>
  events.reduce(autosaveReducer, state);

describe("autosaveReducer", () => {
  it("saves what was typed and remembers when", () => {
    const typed = run(initialAutosave("", 0, null), { type: "edited", text: "Apologies: Ana." });
    expect(typed.status).toBe("pending");
    expect(shouldSave(typed)).toBe(true);
    const saving = run(typed, { type: "saveStarted" });
    expect(shouldSave(saving)).toBe(false);
    const saved = run(saving, { type: "saveSucceeded", version: 1, at: 1000 });
    expect(saved).toMatchObject({ status: "saved", baseVersion: 1, savedAt: 1000 });
    expect(isDirty(saved)).toBe(false);
  });

  it("keeps typing during a save as still to be saved", () => {
    const state = run(
      initialAutosave("", 0, null),
      { type: "edited", text: "A" },
      { type: "saveStarted" },
      { type: "edited", text: "AB" },
      { type: "saveSucceeded", version: 1, at: 5 },
    );
    expect(state).toMatchObject({ text: "AB", savedText: "A", status: "pending", baseVersion: 1 });
  });

  it("keeps the text on a failure or a conflict", () => {
    const typed = run(initialAutosave("old", 3, null), { type: "edited", text: "mine" });
    const failed = run(typed, { type: "saveStarted" }, { type: "saveFailed", message: "offline" });
    expect(failed).toMatchObject({ text: "mine", status: "error", error: "offline" });
    expect(shouldSave(failed)).toBe(true);
    const conflicted = run(
      typed,
      { type: "saveStarted" },
      { type: "saveConflicted", message: "x" },
    );
    expect(conflicted).toMatchObject({ text: "mine", status: "conflict" });
    expect(shouldSave(conflicted)).toBe(false);
    // Someone else's newer text never replaces unsaved text by itself.
    expect(run(conflicted, { type: "serverChanged", text: "theirs", version: 4 }).text).toBe(
      "mine",
    );
  });

  it("resolves a conflict either way", () => {
    const conflicted = run(
      initialAutosave("old", 3, null),
      { type: "edited", text: "mine" },
      { type: "saveStarted" },
      { type: "saveConflicted", message: "x" },
    );
    const theirs = run(conflicted, { type: "useTheirs", text: "theirs", version: 4 });
    expect(theirs).toMatchObject({ text: "theirs", baseVersion: 4, status: "idle" });
    expect(isDirty(theirs)).toBe(false);
    const mine = run(conflicted, { type: "keepMine", version: 4 });
    expect(mine).toMatchObject({ text: "mine", baseVersion: 4, status: "pending" });
    expect(shouldSave(mine)).toBe(true);
  });

  it("follows newer server text while nothing is unsaved", () => {
    const state = run(initialAutosave("a", 1, null), {
      type: "serverChanged",
      text: "a\n\nThat the budget be approved; carried 5–1.",
      version: 2,
    });
    expect(state).toMatchObject({ baseVersion: 2, status: "idle" });
    expect(isDirty(state)).toBe(false);
    expect(run(state, { type: "serverChanged", text: "older", version: 1 }).text).toContain(
      "carried",
    );
  });

  it("restores an unsaved draft from this device", () => {
    const state = initialAutosave("server", 2, { text: "draft", baseVersion: 1 });
    expect(state).toMatchObject({
      text: "draft",
      baseVersion: 1,
      status: "pending",
      restored: true,
    });
    expect(initialAutosave("same", 2, { text: "same", baseVersion: 1 }).restored).toBe(false);
  });
});

describe("drafts in storage", () => {
  const memory = () => {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
  };

  it("writes, reads and clears a draft per item", () => {
    const store = memory();
    const key = draftKey("m1", "i1");
    expect(key).not.toBe(draftKey("m1", "i2"));
    writeDraft(store, key, { text: "hello", baseVersion: 2 });
    expect(readDraft(store, key)).toEqual({ text: "hello", baseVersion: 2 });
    clearDraft(store, key);
    expect(readDraft(store, key)).toBeNull();
  });

  it("ignores broken or unavailable storage", () => {
    const store = memory();
    store.setItem("k", "{not json");
    expect(readDraft(store, "k")).toBeNull();
    const full = {
      ...memory(),
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => writeDraft(full, "k", { text: "x", baseVersion: 0 })).not.toThrow();
    expect(readDraft(undefined, "k")).toBeNull();
  });
});
