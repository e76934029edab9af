import { afterEach, describe, expect, it, vi } from "vitest";
import type {
  ChatMessage,
  ResponseChunk,
  ThreadHistoryItem,
} from "../../common/contracts/assistant-hub.js";
import type { AssistantHub, ConnectionEvent, StreamObserver } from "./assistant-hub.js";
import { type ChatNotice, createAssistantStore } from "./assistant-store.js";
import { noticeText } from "./notice-text.js";

/** A hub under the test's control: it records calls and lets the test drive the streams. */
function fakeHub() {
  const calls: string[] = [];
  let connected = false;
  let events: (event: ConnectionEvent) => void = () => undefined;
  let startResult: Promise<void> = Promise.resolve();
  const history: ThreadHistoryItem[] = [];
  const responses: StreamObserver<ResponseChunk>[] = [];
  const histories: StreamObserver<ChatMessage>[] = [];
  const hub: AssistantHub = {
    async start() {
      calls.push("start");
      await startResult;
      connected = true;
    },
    async stop() {
      calls.push("stop");
      connected = false;
    },
    isConnected: () => connected,
    onConnectionEvent(listener) {
      events = listener;
    },
    async getNewThread() {
      calls.push("GetNewThread");
      return "t-new";
    },
    async getNewThreadForOrganisation(organisationId) {
      calls.push(`GetNewThreadForOrganisation ${organisationId}`);
      return "t-org";
    },
    async deleteThread(threadId) {
      calls.push(`DeleteThread ${threadId}`);
    },
    async getThreadsHistory() {
      calls.push("GetThreadsHistory");
      return [...history];
    },
    streamThreadMessages(threadId, observer) {
      calls.push(`StreamThreadMessages ${threadId}`);
      histories.push(observer);
      return () => calls.push("cancel history");
    },
    streamResponse(threadId, text, observer) {
      calls.push(`StreamResponse ${threadId} ${text}`);
      responses.push(observer);
      return () => calls.push("cancel response");
    },
  };
  return {
    hub,
    calls,
    history,
    responses,
    histories,
    emit: (event: ConnectionEvent) => events(event),
    failStart(error: Error) {
      startResult = Promise.reject(error);
    },
  };
}

function setUp() {
  const fake = fakeHub();
  const notices: ChatNotice[] = [];
  const waits: number[] = [];
  const store = createAssistantStore({
    openHub: () => fake.hub,
    notify: (notice) => notices.push(notice),
    wait: async (ms) => {
      waits.push(ms);
    },
    now: () => new Date("2026-03-01T09:00:00Z"),
    releaseDelayMs: 50,
  });
  return { fake, store, notices, waits };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.useRealTimers());

describe("the assistant chat", () => {
  it("connects, reads the thread list, and reads it again after a reconnect", async () => {
    const { fake, store } = setUp();
    store.acquire("p-1");
    expect(store.getState().connection).toBe("loading");
    await settle();
    expect(store.getState().connection).toBe("connected");
    fake.emit({ kind: "reconnecting" });
    expect(store.getState().connection).toBe("loading");
    fake.emit({ kind: "reconnected" });
    await settle();
    expect(fake.calls).toEqual(["start", "GetThreadsHistory", "GetThreadsHistory"]);
  });

  it("shows the connection error when the connection fails", async () => {
    const { fake, store, notices } = setUp();
    fake.failStart(new Error("Unauthorized"));
    store.acquire("p-1");
    await settle();
    expect(store.getState()).toMatchObject({
      connection: "error",
      connectionError: "Unauthorized",
    });
    expect(notices).toEqual([{ kind: "connectionError", message: "Unauthorized" }]);
  });

  it("creates the thread on the first send, waits 100 ms, then streams the answer", async () => {
    const { fake, store, waits } = setUp();
    store.acquire("p-1");
    await settle();
    fake.history.push({
      threadId: "t-new",
      name: "When is the next meeting?",
      organisationId: null,
    });
    await store.send("  When is the next meeting?  ", "org-1");
    expect(waits).toEqual([100]);
    expect(fake.calls.slice(-2)).toEqual([
      "GetNewThread",
      "StreamResponse t-new When is the next meeting?",
    ]);
    expect(store.getState().messages.map((m) => m.content[0]?.text)).toEqual([
      "When is the next meeting?",
    ]);
    expect(store.getState().streaming).toBe(true);

    const answer = fake.responses[0];
    answer?.next({ text: "On 3 March ", textAnnotations: [] });
    answer?.next({ text: "at 6 pm.", textAnnotations: [] });
    expect(store.getState().streamingText).toBe("On 3 March at 6 pm.");
    answer?.complete();
    await settle();
    const state = store.getState();
    expect(state.streaming).toBe(false);
    expect(state.messages.map((m) => [m.role, m.content[0]?.text])).toEqual([
      ["User", "When is the next meeting?"],
      ["Assistant", "On 3 March at 6 pm."],
    ]);
    // Two messages: the list is read again so the new thread shows with its name.
    expect(fake.calls.filter((c) => c === "GetThreadsHistory")).toHaveLength(2);
    expect(state.threads.map((t) => t.threadId)).toEqual(["t-new"]);
  });

  it("ties the thread to the current board when Current Board is chosen", async () => {
    const { fake, store } = setUp();
    store.acquire("p-1");
    await settle();
    store.chooseContext("currentBoard");
    await store.send("Open actions?", "org-1");
    expect(fake.calls).toContain("GetNewThreadForOrganisation org-1");
    expect(store.getState()).toMatchObject({ threadId: "t-org", organisationId: "org-1" });
  });

  it("uses All Boards when Current Board is chosen but there is no current board", async () => {
    const { fake, store } = setUp();
    store.acquire("p-1");
    await settle();
    store.chooseContext("currentBoard");
    await store.send("Open actions?", null);
    expect(fake.calls).toContain("GetNewThread");
  });

  it("ignores empty text and refuses to send without a connection", async () => {
    const { fake, store, notices } = setUp();
    await store.send("Hello", null);
    expect(notices).toEqual([{ kind: "error", message: "Connection is not established" }]);
    store.acquire("p-1");
    await settle();
    await store.send("   ", null);
    expect(fake.calls).toEqual(["start", "GetThreadsHistory"]);
  });

  it("shows the stream's error and stops streaming, keeping the question", async () => {
    const { fake, store, notices } = setUp();
    store.acquire("p-1");
    await settle();
    await store.send("Hello", null);
    fake.responses[0]?.next({ text: "Part", textAnnotations: [] });
    fake.responses[0]?.error(new Error("The engine stopped"));
    expect(store.getState()).toMatchObject({ streaming: false, streamingText: "" });
    expect(store.getState().messages).toHaveLength(1);
    expect(notices).toEqual([{ kind: "error", message: "The engine stopped" }]);
  });

  it("selects a thread by streaming its history, cancelling the previous one", async () => {
    const { fake, store } = setUp();
    store.acquire("p-1");
    await settle();
    store.selectThread("t-1");
    store.selectThread("t-2");
    fake.histories[1]?.next({
      id: "m-1",
      threadId: "t-2",
      role: "User",
      createdAt: "2026-02-01T00:00:00Z",
      content: [{ text: "Budget?", textAnnotations: [] }],
    });
    fake.histories[1]?.complete();
    expect(fake.calls.slice(-3)).toEqual([
      "StreamThreadMessages t-1",
      "cancel history",
      "StreamThreadMessages t-2",
    ]);
    expect(store.getState()).toMatchObject({ threadId: "t-2", loading: false });
    expect(store.getState().messages.map((m) => m.id)).toEqual(["m-1"]);
  });

  it("deletes a thread, clears it when selected, and reads the list again", async () => {
    const { fake, store } = setUp();
    store.acquire("p-1");
    await settle();
    store.selectThread("t-1");
    await store.deleteThread("t-1");
    expect(fake.calls.slice(-3)).toEqual([
      "DeleteThread t-1",
      "cancel history",
      "GetThreadsHistory",
    ]);
    expect(store.getState().threadId).toBeNull();
  });

  it("logs and sends nothing when the created thread has no id (spec §5)", async () => {
    const { fake, store } = setUp();
    store.acquire("p-1");
    await settle();
    fake.hub.getNewThread = async () => "";
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await store.send("Hello", null);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect(fake.calls.some((c) => c.startsWith("StreamResponse"))).toBe(false);
    expect(store.getState()).toMatchObject({ messages: [], loading: false, streaming: false });
  });

  it("says an error occurred when the stream fails without a message", async () => {
    const { fake, store, notices } = setUp();
    store.acquire("p-1");
    await settle();
    await store.send("Hello", null);
    fake.responses[0]?.error(new Error(""));
    expect(notices).toEqual([{ kind: "error", message: "" }]);
    const en = {
      "assistant.errorNotice": "Error: {{message}}",
      "assistant.errorNoticeUnknown": "Error: An error occurred",
      "assistant.connectionErrorNotice": "Connection error: {{message}}",
    };
    const t = (key: keyof typeof en, values?: { message: string }) =>
      en[key].replace("{{message}}", values?.message ?? "");
    expect(noticeText({ kind: "error", message: "" }, t)).toBe("Error: An error occurred");
    expect(noticeText({ kind: "error", message: "Too long" }, t)).toBe("Error: Too long");
    expect(noticeText({ kind: "connectionError", message: "401" }, t)).toBe(
      "Connection error: 401",
    );
  });

  it("stores a failed creation as the connection error (spec §8)", async () => {
    const { fake, store, notices } = setUp();
    store.acquire("p-1");
    await settle();
    fake.hub.getNewThread = async () => {
      throw new Error("Too many threads");
    };
    await store.send("Hello", null);
    expect(store.getState()).toMatchObject({
      connection: "connected",
      connectionError: "Too many threads",
      loading: false,
    });
    expect(notices).toEqual([{ kind: "connectionError", message: "Too many threads" }]);
  });

  it("keeps one connection for the screen and the panel, and closes it after the last", async () => {
    vi.useFakeTimers();
    const { fake, store } = setUp();
    const releaseScreen = store.acquire("p-1");
    const releasePanel = store.acquire("p-1");
    await vi.advanceTimersByTimeAsync(0);
    releaseScreen();
    await vi.advanceTimersByTimeAsync(100);
    expect(fake.calls).not.toContain("stop");
    releasePanel();
    await vi.advanceTimersByTimeAsync(100);
    expect(fake.calls.filter((c) => c === "start" || c === "stop")).toEqual(["start", "stop"]);
    expect(store.getState().connection).toBe("idle");
  });

  it("forgets everything of a previous person", async () => {
    const { fake, store } = setUp();
    store.acquire("p-1");
    await settle();
    fake.history.push({ threadId: "t-1", name: "Mine", organisationId: null });
    store.selectThread("t-1");
    store.acquire("p-2");
    expect(store.getState()).toMatchObject({ threadId: null, threads: [] });
  });
});
