import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../../common/contracts/assistant-hub.js";
import {
  type ChatAction,
  type ChatState,
  canAct,
  chatReducer,
  initialChatState,
  isWaitingForFirstText,
  withMessage,
} from "./chat-state.js";

function message(id: string, createdAt: string, role: ChatMessage["role"] = "User"): ChatMessage {
  return { id, threadId: "t-1", role, createdAt, content: [{ text: id, textAnnotations: [] }] };
}

function run(actions: ChatAction[], from: ChatState = initialChatState): ChatState {
  return actions.reduce(chatReducer, from);
}

const connected = run([{ type: "connecting" }, { type: "connected" }]);
const threads = [
  { threadId: "t-1", name: "Next meeting", organisationId: "org-1" },
  { threadId: "t-2", name: "Budget", organisationId: null },
];

describe("the connection", () => {
  it("goes idle → loading → connected, or → error with the message stored", () => {
    expect(initialChatState.connection).toBe("idle");
    expect(run([{ type: "connecting" }]).connection).toBe("loading");
    expect(connected.connection).toBe("connected");
    const failed = run([{ type: "connecting" }, { type: "connectionFailed", message: "401" }]);
    expect(failed).toMatchObject({ connection: "error", connectionError: "401" });
  });

  it("keeps the status when a request fails but stores its error (spec §8)", () => {
    const state = run([{ type: "requestFailed", message: "no such thread" }], connected);
    expect(state).toMatchObject({ connection: "connected", connectionError: "no such thread" });
  });

  it("disables New Thread and send unless connected, not loading and not streaming", () => {
    expect(canAct(initialChatState)).toBe(false);
    expect(canAct(run([{ type: "connecting" }]))).toBe(false);
    expect(canAct(connected)).toBe(true);
    expect(canAct(run([{ type: "creatingThread" }], connected))).toBe(false);
    const streaming = run(
      [
        { type: "threadCreated", threadId: "t-1", organisationId: null },
        { type: "userMessageSent", message: message("q", "2026-01-01T00:00:00Z") },
      ],
      connected,
    );
    expect(canAct(streaming)).toBe(false);
    expect(canAct(run([{ type: "responseFailed" }], streaming))).toBe(true);
  });
});

describe("a conversation", () => {
  it("appends the question at once, shows dots, then partial text, then the answer", () => {
    let state = run(
      [
        { type: "threadCreated", threadId: "t-1", organisationId: "org-1" },
        { type: "userMessageSent", message: message("q", "2026-01-01T00:00:00Z") },
      ],
      connected,
    );
    expect(state.messages.map((m) => m.id)).toEqual(["q"]);
    expect(isWaitingForFirstText(state)).toBe(true);

    const citation = {
      textToReplace: "[1†source]",
      documentType: "Meeting",
      meetingId: "m-1",
      documentName: "March",
    };
    state = run(
      [
        { type: "chunkReceived", chunk: { text: "On 3 March ", textAnnotations: [] } },
        { type: "chunkReceived", chunk: { text: "[1†source]", textAnnotations: [citation] } },
      ],
      state,
    );
    expect(isWaitingForFirstText(state)).toBe(false);
    expect(state.streamingText).toBe("On 3 March [1†source]");
    expect(state.streamingAnnotations).toEqual([citation]);

    state = chatReducer(state, {
      type: "responseCompleted",
      message: message("a", "2026-01-01T00:00:05Z", "Assistant"),
    });
    expect(state.streaming).toBe(false);
    expect(state.streamingText).toBe("");
    expect(state.messages.map((m) => m.id)).toEqual(["q", "a"]);
  });

  it("drops the partial answer when the stream fails", () => {
    const state = run(
      [
        { type: "threadCreated", threadId: "t-1", organisationId: null },
        { type: "userMessageSent", message: message("q", "2026-01-01T00:00:00Z") },
        { type: "chunkReceived", chunk: { text: "Half an ans", textAnnotations: [] } },
        { type: "responseFailed" },
      ],
      connected,
    );
    expect(state).toMatchObject({ streaming: false, streamingText: "" });
    expect(state.messages.map((m) => m.id)).toEqual(["q"]);
  });

  it("ignores chunks that arrive after streaming ended", () => {
    const state = chatReducer(connected, {
      type: "chunkReceived",
      chunk: { text: "late", textAnnotations: [] },
    });
    expect(state).toBe(connected);
  });
});

describe("threads", () => {
  const listed = run([{ type: "threadsLoaded", threads }], connected);

  it("selecting clears the messages, takes the thread's organisation and loads its history", () => {
    const before = run(
      [
        { type: "threadCreated", threadId: "t-2", organisationId: null },
        {
          type: "userMessageSent",
          message: { ...message("q", "2026-01-01T00:00:00Z"), threadId: "t-2" },
        },
        { type: "responseFailed" },
      ],
      listed,
    );
    const selected = chatReducer(before, { type: "threadSelected", threadId: "t-1" });
    expect(selected).toMatchObject({
      threadId: "t-1",
      organisationId: "org-1",
      messages: [],
      loading: true,
    });
    const loaded = run(
      [
        { type: "historyMessage", message: message("m1", "2026-01-01T00:00:00Z") },
        {
          type: "historyMessage",
          message: { ...message("other", "2026-01-01T00:00:01Z"), threadId: "t-9" },
        },
        { type: "historyDone" },
      ],
      selected,
    );
    expect(loaded.messages.map((m) => m.id)).toEqual(["m1"]);
    expect(loaded.loading).toBe(false);
  });

  it("New Thread clears the thread, the organisation and the messages", () => {
    const state = run(
      [
        { type: "threadSelected", threadId: "t-1" },
        { type: "historyMessage", message: message("m1", "2026-01-01T00:00:00Z") },
        { type: "historyDone" },
        { type: "newThread" },
      ],
      listed,
    );
    expect(state).toMatchObject({ threadId: null, organisationId: null, messages: [] });
    expect(state.threads).toEqual(threads);
  });

  it("deleting the selected thread clears the selection; another leaves it", () => {
    const selected = run([{ type: "threadSelected", threadId: "t-1" }], listed);
    const other = chatReducer(selected, { type: "threadDeleted", threadId: "t-2" });
    expect(other.threadId).toBe("t-1");
    expect(other.threads.map((t) => t.threadId)).toEqual(["t-1"]);
    const same = chatReducer(selected, { type: "threadDeleted", threadId: "t-1" });
    expect(same).toMatchObject({ threadId: null, organisationId: null, messages: [] });
  });

  it("keeps the context choice across threads", () => {
    const state = run(
      [{ type: "contextChosen", context: "currentBoard" }, { type: "newThread" }],
      listed,
    );
    expect(state.context).toBe("currentBoard");
  });
});

describe("message order", () => {
  it("keeps messages by time, whatever order they arrive in, each once", () => {
    let list: ChatMessage[] = [];
    list = withMessage(list, message("b", "2026-01-01T10:00:01Z"));
    list = withMessage(list, message("c", "2026-01-01T10:00:02Z"));
    list = withMessage(list, message("a", "2026-01-01T10:00:00Z"));
    list = withMessage(list, message("b", "2026-01-01T10:00:01Z"));
    expect(list.map((m) => m.id)).toEqual(["a", "b", "c"]);
  });

  it("keeps arrival order for messages written in the same instant", () => {
    let list: ChatMessage[] = [];
    list = withMessage(list, message("question", "2026-01-01T10:00:00Z"));
    list = withMessage(list, message("answer", "2026-01-01T10:00:00Z", "Assistant"));
    expect(list.map((m) => m.id)).toEqual(["question", "answer"]);
  });
});
