import { assistantLimits } from "../../common/assistant/assistant-limits.js";
import type { ChatMessage } from "../../common/contracts/assistant-hub.js";
import { type AssistantHub, asError, hubErrors, type StopStream } from "./assistant-hub.js";
import {
  type ChatAction,
  type ChatContext,
  type ChatState,
  canAct,
  chatReducer,
  initialChatState,
} from "./chat-state.js";
import { questionToSend } from "./question-rules.js";

/** What the person is told (spec §8); the hook turns these into translated notices. */
export type ChatNotice =
  | { kind: "error"; message: string }
  | { kind: "connectionError"; message: string };

export type AssistantStoreDeps = {
  openHub: () => AssistantHub;
  notify: (notice: ChatNotice) => void;
  wait: (ms: number) => Promise<void>;
  now: () => Date;
  /** How long the connection outlives its last screen or panel (a remount reuses it). */
  releaseDelayMs: number;
};

/** One chat for the whole app, shared by the assistant screen and the side panel. */
export type AssistantStore = {
  getState(): ChatState;
  subscribe(listener: () => void): () => void;
  /** Connects for this person if needed; the returned function lets go of the connection. */
  acquire(personId: string): () => void;
  chooseContext(context: ChatContext): void;
  newThread(): void;
  selectThread(threadId: string): void;
  deleteThread(threadId: string): Promise<void>;
  /** Sends a question, creating the thread first when none is selected. */
  send(text: string, currentBoardId: string | null): Promise<void>;
};

export function createAssistantStore(deps: AssistantStoreDeps): AssistantStore {
  let state = initialChatState;
  const listeners = new Set<() => void>();
  let hub: AssistantHub | null = null;
  let personId: string | null = null;
  let holders = 0;
  let releaseTimer: ReturnType<typeof setTimeout> | undefined;
  let stopHistory: StopStream | null = null;
  let stopResponse: StopStream | null = null;
  let localIds = 0;

  function dispatch(action: ChatAction) {
    const before = state;
    state = chatReducer(state, action);
    if (state === before) return;
    for (const listener of listeners) listener();
    // Spec §4: after the first exchange the new thread has a name, so the list is read again.
    if (before.messages.length !== 2 && state.messages.length === 2) void refreshThreads();
  }

  function failRequest(error: unknown) {
    const message = asError(error).message;
    dispatch({ type: "requestFailed", message });
    deps.notify({ kind: "connectionError", message });
  }

  function stopStreams() {
    stopHistory?.();
    stopResponse?.();
    stopHistory = null;
    stopResponse = null;
  }

  async function refreshThreads() {
    const current = hub;
    if (!current?.isConnected()) return;
    try {
      const threads = await current.getThreadsHistory();
      if (hub === current) dispatch({ type: "threadsLoaded", threads });
    } catch (error) {
      if (hub === current) failRequest(error);
    }
  }

  function connect() {
    const current = deps.openHub();
    hub = current;
    dispatch({ type: "connecting" });
    current.onConnectionEvent((event) => {
      if (hub !== current) return;
      if (event.kind === "reconnecting") dispatch({ type: "connecting" });
      if (event.kind === "reconnected") {
        dispatch({ type: "connected" });
        void refreshThreads();
      }
      if (event.kind === "closed") {
        hub = null;
        stopStreams();
        if (!event.error) {
          dispatch({ type: "disconnected" });
          return;
        }
        dispatch({ type: "connectionFailed", message: event.error.message });
        deps.notify({ kind: "connectionError", message: event.error.message });
      }
    });
    current.start().then(
      () => {
        if (hub !== current) return;
        dispatch({ type: "connected" });
        void refreshThreads();
      },
      (error: unknown) => {
        if (hub !== current) return;
        hub = null;
        const message = asError(error).message;
        dispatch({ type: "connectionFailed", message });
        deps.notify({ kind: "connectionError", message });
      },
    );
  }

  function disconnect() {
    stopStreams();
    const current = hub;
    hub = null;
    if (current) current.stop().catch(() => undefined);
    dispatch({ type: "disconnected" });
  }

  function releaseWhenIdle() {
    releaseTimer = setTimeout(() => {
      releaseTimer = undefined;
      if (holders > 0) return;
      // Closing the panel must not cut an answer off: wait for it to finish.
      if (state.streaming) releaseWhenIdle();
      else disconnect();
    }, deps.releaseDelayMs);
  }

  function streamAnswer(current: AssistantHub, threadId: string, question: string) {
    const failed = (error: unknown) => {
      stopResponse = null;
      dispatch({ type: "responseFailed" });
      deps.notify({ kind: "error", message: asError(error).message });
    };
    try {
      stopResponse = current.streamResponse(threadId, question, {
        next: (chunk) => dispatch({ type: "chunkReceived", chunk }),
        complete: () => {
          stopResponse = null;
          dispatch({
            type: "responseCompleted",
            message: localMessage(threadId, "Assistant", state.streamingText, [
              ...state.streamingAnnotations,
            ]),
          });
        },
        error: failed,
      });
    } catch (error) {
      failed(error);
    }
  }

  function localMessage(
    threadId: string,
    role: ChatMessage["role"],
    text: string,
    textAnnotations: ChatMessage["content"][number]["textAnnotations"],
  ): ChatMessage {
    localIds += 1;
    return {
      id: `local-${localIds}`,
      threadId,
      role,
      createdAt: deps.now().toISOString(),
      content: [{ text, textAnnotations }],
    };
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    acquire(person) {
      if (personId !== person) {
        // Another person signed in in this tab: nothing of the previous one may show.
        if (hub) disconnect();
        dispatch({ type: "reset" });
        personId = person;
      }
      holders += 1;
      clearTimeout(releaseTimer);
      releaseTimer = undefined;
      if (!hub) connect();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders -= 1;
        if (holders === 0) releaseWhenIdle();
      };
    },
    chooseContext(context) {
      dispatch({ type: "contextChosen", context });
    },
    newThread() {
      if (!canAct(state)) return;
      stopStreams();
      dispatch({ type: "newThread" });
    },
    selectThread(threadId) {
      stopStreams();
      const current = hub;
      if (!current || !threadId) {
        deps.notify({ kind: "error", message: hubErrors.threadRequired });
        return;
      }
      dispatch({ type: "threadSelected", threadId });
      try {
        stopHistory = current.streamThreadMessages(threadId, {
          next: (message) => dispatch({ type: "historyMessage", message }),
          complete: () => {
            stopHistory = null;
            dispatch({ type: "historyDone" });
          },
          error: (error) => {
            stopHistory = null;
            failRequest(error);
          },
        });
      } catch (error) {
        failRequest(error);
      }
    },
    async deleteThread(threadId) {
      const current = hub;
      if (!current) {
        failRequest(new Error(hubErrors.threadRequired));
        return;
      }
      try {
        await current.deleteThread(threadId);
      } catch (error) {
        failRequest(error);
        return;
      }
      if (state.threadId === threadId) stopStreams();
      dispatch({ type: "threadDeleted", threadId });
      await refreshThreads();
    },
    async send(text, currentBoardId) {
      const question = questionToSend(text);
      if (question === null) return;
      const current = hub;
      if (!current?.isConnected()) {
        deps.notify({ kind: "error", message: hubErrors.notConnected });
        return;
      }
      if (!canAct(state)) return;
      let threadId = state.threadId;
      if (threadId === null) {
        const organisationId =
          state.context === "currentBoard" && currentBoardId ? currentBoardId : null;
        dispatch({ type: "creatingThread" });
        try {
          threadId = organisationId
            ? await current.getNewThreadForOrganisation(organisationId)
            : await current.getNewThread();
        } catch (error) {
          failRequest(error);
          return;
        }
        if (hub !== current) return;
        if (!threadId) {
          console.error("The assistant hub created a thread without an id; nothing was sent.");
          dispatch({ type: "responseFailed" });
          return;
        }
        dispatch({ type: "threadCreated", threadId, organisationId });
        await deps.wait(assistantLimits.delayAfterThreadCreationMs);
        if (hub !== current || state.threadId !== threadId) return;
      }
      dispatch({
        type: "userMessageSent",
        message: localMessage(threadId, "User", question, []),
      });
      streamAnswer(current, threadId, question);
    },
  };
}
