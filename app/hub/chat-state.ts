import type { TextAnnotation } from "../../common/assistant/citations.js";
import type {
  ChatMessage,
  ResponseChunk,
  ThreadHistoryItem,
} from "../../common/contracts/assistant-hub.js";

/** Spec §4: idle, then loading, then connected or error. */
export type ConnectionStatus = "idle" | "loading" | "connected" | "error";

/** The context selector's values (spec §2). */
export type ChatContext = "allBoards" | "currentBoard";

export type ChatState = {
  connection: ConnectionStatus;
  /** Connection, thread creation, deletion and history failures are stored here (spec §8). */
  connectionError: string | null;
  threads: ThreadHistoryItem[];
  threadId: string | null;
  /** The selected thread's organisation, for the badge; null for All Boards. */
  organisationId: string | null;
  messages: ChatMessage[];
  /** A thread's history is streaming in, or a thread is being created for the first send. */
  loading: boolean;
  streaming: boolean;
  streamingText: string;
  streamingAnnotations: TextAnnotation[];
  context: ChatContext;
};

export const initialChatState: ChatState = {
  connection: "idle",
  connectionError: null,
  threads: [],
  threadId: null,
  organisationId: null,
  messages: [],
  loading: false,
  streaming: false,
  streamingText: "",
  streamingAnnotations: [],
  context: "allBoards",
};

export type ChatAction =
  | { type: "connecting" }
  | { type: "connected" }
  | { type: "disconnected" }
  | { type: "connectionFailed"; message: string }
  | { type: "requestFailed"; message: string }
  | { type: "threadsLoaded"; threads: ThreadHistoryItem[] }
  | { type: "contextChosen"; context: ChatContext }
  | { type: "creatingThread" }
  | { type: "threadCreated"; threadId: string; organisationId: string | null }
  | { type: "threadSelected"; threadId: string }
  | { type: "historyMessage"; message: ChatMessage }
  | { type: "historyDone" }
  | { type: "newThread" }
  | { type: "threadDeleted"; threadId: string }
  | { type: "userMessageSent"; message: ChatMessage }
  | { type: "chunkReceived"; chunk: ResponseChunk }
  | { type: "responseCompleted"; message: ChatMessage }
  | { type: "responseFailed" }
  | { type: "reset" };

const noThread = {
  threadId: null,
  organisationId: null,
  messages: [],
  loading: false,
  streaming: false,
  streamingText: "",
  streamingAnnotations: [],
} satisfies Partial<ChatState>;

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "connecting":
      return { ...state, connection: "loading" };
    case "connected":
      return { ...state, connection: "connected", connectionError: null };
    case "disconnected":
      return { ...state, connection: "idle", loading: false, streaming: false };
    case "connectionFailed":
      return {
        ...state,
        connection: "error",
        connectionError: action.message,
        loading: false,
        streaming: false,
      };
    case "requestFailed":
      // The socket may still be fine: the stored error is shown, the status is left alone.
      return { ...state, connectionError: action.message, loading: false };
    case "threadsLoaded":
      return { ...state, threads: action.threads };
    case "contextChosen":
      return { ...state, context: action.context };
    case "creatingThread":
      return { ...state, loading: true };
    case "threadCreated":
      return {
        ...state,
        ...noThread,
        threadId: action.threadId,
        organisationId: action.organisationId,
        // Still busy until the first question is on its way.
        loading: true,
      };
    case "threadSelected":
      return {
        ...state,
        ...noThread,
        threadId: action.threadId,
        organisationId:
          state.threads.find((t) => t.threadId === action.threadId)?.organisationId ?? null,
        loading: true,
      };
    case "historyMessage":
      if (action.message.threadId !== state.threadId) return state;
      return { ...state, messages: withMessage(state.messages, action.message) };
    case "historyDone":
      return { ...state, loading: false };
    case "newThread":
      return { ...state, ...noThread };
    case "threadDeleted": {
      const threads = state.threads.filter((t) => t.threadId !== action.threadId);
      return state.threadId === action.threadId
        ? { ...state, ...noThread, threads }
        : { ...state, threads };
    }
    case "userMessageSent":
      return {
        ...state,
        loading: false,
        messages: withMessage(state.messages, action.message),
        streaming: true,
        streamingText: "",
        streamingAnnotations: [],
      };
    case "chunkReceived":
      if (!state.streaming) return state;
      return {
        ...state,
        streamingText: state.streamingText + action.chunk.text,
        streamingAnnotations: [...state.streamingAnnotations, ...action.chunk.textAnnotations],
      };
    case "responseCompleted":
      return {
        ...state,
        messages: withMessage(state.messages, action.message),
        streaming: false,
        streamingText: "",
        streamingAnnotations: [],
      };
    case "responseFailed":
      return {
        ...state,
        loading: false,
        streaming: false,
        streamingText: "",
        streamingAnnotations: [],
      };
    case "reset":
      return initialChatState;
  }
}

/** Messages in the order they were written; a message that arrives twice is kept once. */
export function withMessage(messages: readonly ChatMessage[], message: ChatMessage): ChatMessage[] {
  const others = messages.filter((m) => m.id !== message.id);
  const at = Date.parse(message.createdAt);
  // Scan from the end: new messages almost always belong there.
  let index = others.length;
  while (index > 0) {
    const previous = others[index - 1];
    if (previous === undefined || !(Date.parse(previous.createdAt) > at)) break;
    index -= 1;
  }
  return [...others.slice(0, index), message, ...others.slice(index)];
}

/** Spec §4: New Thread and send are disabled when not connected, while loading or streaming. */
export function canAct(state: ChatState): boolean {
  return state.connection === "connected" && !state.loading && !state.streaming;
}

/** The typing dots show until the first streamed text arrives, then the partial text. */
export function isWaitingForFirstText(state: ChatState): boolean {
  return state.streaming && state.streamingText === "";
}
