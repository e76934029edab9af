import { useCallback, useEffect, useReducer, useRef } from "react";
import { docFromSerialised } from "../../../components/rich-text/rich-text-value.js";
import { isApiError } from "../../../data/api-error.js";
import { saveItemMinutes } from "../../../data/meetings/minutes.js";
import {
  autosaveReducer,
  clearDraft,
  draftKey,
  initialAutosave,
  isDirty,
  readDraft,
  shouldSave,
  writeDraft,
} from "./autosave-state.js";

/** Saves this long after typing stops (and at once when the field loses focus). */
export const autosaveDelayMs = 1500;

type Options = { meetingId: string; itemId: string; serverText: string; serverVersion: number };

const store = () => (typeof window === "undefined" ? undefined : window.localStorage);

/**
 * One item's minutes: debounced saves against the version they were based on, the unsaved
 * text kept on this device until the server has it, and newer server text followed only
 * while nothing here is unsaved.
 */
export function useMinutesAutosave({ meetingId, itemId, serverText, serverVersion }: Options) {
  const key = draftKey(meetingId, itemId);
  const [state, dispatch] = useReducer(autosaveReducer, undefined, () =>
    initialAutosave(serverText, serverVersion, readDraft(store(), key)),
  );
  const latest = useRef(state);
  latest.current = state;

  useEffect(() => {
    dispatch({ type: "serverChanged", text: serverText, version: serverVersion });
  }, [serverText, serverVersion]);

  // The draft lives on this device until the server holds the same text.
  const dirty = isDirty(state);
  useEffect(() => {
    if (dirty) writeDraft(store(), key, { text: state.text, baseVersion: state.baseVersion });
    else clearDraft(store(), key);
  }, [dirty, key, state.text, state.baseVersion]);

  // Set at once (state updates only on the next render): a blur and the timer never both save.
  const sending = useRef(false);
  const flush = useCallback(async () => {
    const current = latest.current;
    if (sending.current || !shouldSave(current)) return;
    sending.current = true;
    dispatch({ type: "saveStarted" });
    try {
      const { version } = await saveItemMinutes(
        meetingId,
        itemId,
        docFromSerialised(current.text),
        current.baseVersion,
      );
      dispatch({ type: "saveSucceeded", version, at: Date.now() });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      dispatch({
        type: isApiError(error, 409) ? "saveConflicted" : "saveFailed",
        message,
      });
    } finally {
      sending.current = false;
    }
  }, [meetingId, itemId]);

  // Debounce: every keystroke restarts the wait; an error waits for the next edit or blur.
  useEffect(() => {
    if (state.status !== "pending" || state.inFlight !== null) return;
    const timer = window.setTimeout(() => void flush(), autosaveDelayMs);
    return () => window.clearTimeout(timer);
  }, [state.status, state.inFlight, flush]);

  // Leaving the page with unsaved minutes asks first (the draft is kept on this device anyway).
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  return {
    state,
    dirty,
    setText: (text: string) => dispatch({ type: "edited", text }),
    flush,
    takeLatest: (text: string, version: number) => dispatch({ type: "useTheirs", text, version }),
    keepMine: (version: number) => dispatch({ type: "keepMine", version }),
  };
}
