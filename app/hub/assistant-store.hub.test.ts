import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boardWithSecretary } from "../../server/test/factories.js";
import type { TestClient } from "../../server/test/http-client.js";
import { startTestServer, type TestServer } from "../../server/test/test-server.js";
import { replyDisplay } from "../scenes/Assistant/reply-display.js";
import { assistantHubOver } from "./assistant-hub.js";
import { type AssistantStore, type ChatNotice, createAssistantStore } from "./assistant-store.js";
import type { ChatState } from "./chat-state.js";
import { assistantHubUrl } from "./hub-address.js";
import { assistantConnection } from "./signalr-connection.js";

// The app's chat, its official client and its hub methods against the real server's hub:
// what the browser does, minus the browser.

let server: TestServer;
let secretary: TestClient;
let secretaryId = "";
let boardId = "";
let meetingId = "";
let store: AssistantStore;
let release: () => void = () => undefined;
const notices: ChatNotice[] = [];

async function until(check: (state: ChatState) => boolean): Promise<ChatState> {
  const deadline = Date.now() + 15_000;
  while (!check(store.getState())) {
    if (Date.now() > deadline)
      throw new Error(`Timed out; state: ${JSON.stringify(store.getState()).slice(0, 600)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return store.getState();
}

beforeAll(async () => {
  server = await startTestServer();
  ({ boardId, secretary, secretaryId } = await boardWithSecretary(
    server.database.db,
    server.url,
    "Harbour Trust",
  ));
  const inFuture = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  meetingId = (
    await secretary.post<{ Id: string }>(`/api/organisations/${boardId}/meetings`, {
      title: "Harbour Trust December Meeting",
      date: inFuture,
      startTime: "18:00",
      endTime: "20:00",
    })
  ).body.Id;
  store = createAssistantStore({
    openHub: () =>
      assistantHubOver(
        assistantConnection(
          `${server.url}${assistantHubUrl("en-NZ", "Pacific/Auckland")}`,
          async () => (await secretary.get<{ token: string }>("/api/auth/token")).body.token,
        ),
      ),
    notify: (notice) => notices.push(notice),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: () => new Date(),
    releaseDelayMs: 10,
  });
});

afterAll(async () => {
  release();
  await new Promise((resolve) => setTimeout(resolve, 50));
  await server?.close();
});

describe("the chat against the assistant hub", () => {
  it("connects, asks about the current board, streams a cited answer, then lists the thread", async () => {
    release = store.acquire(secretaryId);
    await until((s) => s.connection === "connected");
    store.chooseContext("currentBoard");
    await store.send("When is the next meeting?", boardId);

    const answered = await until((s) => !s.streaming && s.messages.length === 2);
    expect(answered.organisationId).toBe(boardId);
    const [question, answer] = answered.messages;
    expect(question?.content[0]?.text).toBe("When is the next meeting?");
    expect(answer?.role).toBe("Assistant");
    const part = answer?.content[0];
    if (!part) throw new Error("no answer part");
    expect(part.textAnnotations.some((a) => a.meetingId === meetingId)).toBe(true);
    expect(replyDisplay("Assistant", part).text).toContain(`(/meeting/${meetingId})`);

    const listed = await until((s) => s.threads.some((t) => t.threadId === answered.threadId));
    expect(listed.threads.find((t) => t.threadId === answered.threadId)).toMatchObject({
      name: "When is the next meeting?",
      organisationId: boardId,
    });
    expect(notices).toEqual([]);
  });

  it("reloads a thread's history as a stream, then deletes it", async () => {
    const threadId = store.getState().threadId;
    if (!threadId) throw new Error("no thread");
    store.newThread();
    expect(store.getState()).toMatchObject({ threadId: null, messages: [] });

    store.selectThread(threadId);
    const loaded = await until((s) => !s.loading && s.messages.length === 2);
    expect(loaded.messages.map((m) => m.role)).toEqual(["User", "Assistant"]);
    expect(loaded.organisationId).toBe(boardId);

    await store.deleteThread(threadId);
    const after = store.getState();
    expect(after.threadId).toBeNull();
    expect(after.threads.some((t) => t.threadId === threadId)).toBe(false);
    expect(notices).toEqual([]);
  });

  it("shows the hub's refusal of someone else's thread as the connection error", async () => {
    await store.deleteThread("00000000-0000-4000-8000-000000000000");
    expect(notices.at(-1)?.kind).toBe("connectionError");
    expect(store.getState().connection).toBe("connected");
  });
});
