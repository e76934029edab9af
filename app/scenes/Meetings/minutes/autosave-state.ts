import { z } from "zod";

/**
 * The minutes editor's save cycle as a pure reducer, so "never lose a draft" can be tested:
 * what is on screen only changes when the person types or chooses another version.
 */
export type AutosaveStatus = "idle" | "pending" | "saving" | "saved" | "error" | "conflict";

export type AutosaveState = {
  /** What the person sees and edits. */
  text: string;
  /** The server version the text is based on (sent as baseVersion). */
  baseVersion: number;
  /** The text the server holds at baseVersion, as far as this editor knows. */
  savedText: string;
  status: AutosaveStatus;
  /** When the last save succeeded (ms since epoch). */
  savedAt: number | null;
  /** The text of the save under way. */
  inFlight: string | null;
  error: string | null;
  /** The text came from this device's unsaved draft rather than the server. */
  restored: boolean;
};

export type AutosaveEvent =
  | { type: "edited"; text: string }
  | { type: "saveStarted" }
  | { type: "saveSucceeded"; version: number; at: number }
  | { type: "saveFailed"; message: string }
  | { type: "saveConflicted"; message: string }
  | { type: "serverChanged"; text: string; version: number }
  | { type: "useTheirs"; text: string; version: number }
  | { type: "keepMine"; version: number };

export type Draft = { text: string; baseVersion: number };

export function initialAutosave(
  serverText: string,
  serverVersion: number,
  draft: Draft | null,
): AutosaveState {
  const base: AutosaveState = {
    text: serverText,
    baseVersion: serverVersion,
    savedText: serverText,
    status: "idle",
    savedAt: null,
    inFlight: null,
    error: null,
    restored: false,
  };
  if (!draft || draft.text === serverText) return base;
  // An unsaved draft wins; saving it against its own base finds out if others saved since.
  return {
    ...base,
    text: draft.text,
    baseVersion: draft.baseVersion,
    status: "pending",
    restored: true,
  };
}

export function isDirty(state: AutosaveState): boolean {
  return state.text !== state.savedText;
}

/** A save should start now: there is unsaved text and nothing blocks it. */
export function shouldSave(state: AutosaveState): boolean {
  return (state.status === "pending" || state.status === "error") && state.inFlight === null;
}

export function autosaveReducer(state: AutosaveState, event: AutosaveEvent): AutosaveState {
  switch (event.type) {
    case "edited": {
      if (event.text === state.text) return state;
      // During a conflict the person keeps typing; saving waits for their choice.
      if (state.status === "conflict" || state.status === "saving")
        return { ...state, text: event.text };
      const dirty = event.text !== state.savedText;
      return {
        ...state,
        text: event.text,
        status: dirty ? "pending" : state.savedAt === null ? "idle" : "saved",
        error: null,
      };
    }
    case "saveStarted":
      return { ...state, status: "saving", inFlight: state.text, error: null };
    case "saveSucceeded": {
      const savedText = state.inFlight ?? state.text;
      return {
        ...state,
        baseVersion: event.version,
        savedText,
        inFlight: null,
        savedAt: event.at,
        restored: false,
        // Typing during the save leaves more to save.
        status: state.text === savedText ? "saved" : "pending",
      };
    }
    case "saveFailed":
      return { ...state, status: "error", inFlight: null, error: event.message };
    case "saveConflicted":
      return { ...state, status: "conflict", inFlight: null, error: event.message };
    case "serverChanged":
      // Adopt someone else's newer text only when nothing here is unsaved.
      if (event.version <= state.baseVersion || isDirty(state) || state.inFlight !== null)
        return state;
      return { ...state, text: event.text, savedText: event.text, baseVersion: event.version };
    case "useTheirs":
      return {
        ...state,
        text: event.text,
        savedText: event.text,
        baseVersion: event.version,
        status: state.savedAt === null ? "idle" : "saved",
        error: null,
        restored: false,
      };
    case "keepMine":
      return { ...state, baseVersion: event.version, status: "pending", error: null };
  }
}

type DraftStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;
const draftSchema = z.object({ text: z.string(), baseVersion: z.number().int().min(0) });

export function draftKey(meetingId: string, itemId: string): string {
  return `quorate.minutesDraft.${meetingId}.${itemId}`;
}

/** Storage may be full, disabled or hold something old: a draft is best effort, never a crash. */
export function readDraft(store: DraftStore | undefined, key: string): Draft | null {
  try {
    const raw = store?.getItem(key);
    if (!raw) return null;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeDraft(store: DraftStore | undefined, key: string, draft: Draft): void {
  try {
    store?.setItem(key, JSON.stringify(draft));
  } catch {
    // Quota or private mode: the text stays on screen.
  }
}

export function clearDraft(store: DraftStore | undefined, key: string): void {
  try {
    store?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}
