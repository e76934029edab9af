import { HubConnectionState, type IStreamResult, type IStreamSubscriber } from "@microsoft/signalr";
import { describe, expect, it, vi } from "vitest";
import { assistantHubOver, type HubConnectionLike, hubErrors } from "./assistant-hub.js";

type Call = { method: string; args: unknown[] };

/** The official client's connection as far as the adapter sees it, recording every call. */
function fakeConnection(results: Record<string, unknown> = {}) {
  const calls: Call[] = [];
  const subscribers: IStreamSubscriber<unknown>[] = [];
  const disposed: string[] = [];
  const connection: HubConnectionLike & { state: HubConnectionState } = {
    state: HubConnectionState.Connected,
    start: async () => undefined,
    stop: async () => undefined,
    invoke: async <T>(method: string, ...args: unknown[]) => {
      calls.push({ method, args });
      return results[method] as T;
    },
    stream: <T>(method: string, ...args: unknown[]): IStreamResult<T> => {
      calls.push({ method, args });
      return {
        subscribe(subscriber) {
          subscribers.push(subscriber as IStreamSubscriber<unknown>);
          return { dispose: () => disposed.push(method) };
        },
      };
    },
    onclose: () => undefined,
    onreconnecting: () => undefined,
    onreconnected: () => undefined,
  };
  return { connection, calls, subscribers, disposed };
}

function observer() {
  return { next: vi.fn(), complete: vi.fn(), error: vi.fn() };
}

describe("the assistant hub's methods (spec §7)", () => {
  it("call the hub with the spec's arguments", async () => {
    const fake = fakeConnection({
      GetNewThread: "t-1",
      GetNewThreadForOrganisation: "t-2",
      GetThreadsHistory: { threadsHistory: [{ threadId: "t-1", name: "Budget" }] },
    });
    const hub = assistantHubOver(fake.connection);
    expect(await hub.getNewThread()).toBe("t-1");
    expect(await hub.getNewThreadForOrganisation("org-1")).toBe("t-2");
    expect(await hub.getThreadsHistory()).toEqual([
      { threadId: "t-1", name: "Budget", organisationId: null },
    ]);
    await hub.deleteThread("t-1");
    hub.streamThreadMessages("t-1", observer());
    hub.streamResponse("t-1", "When is the next meeting?", observer());
    expect(fake.calls).toEqual([
      { method: "GetNewThread", args: [] },
      { method: "GetNewThreadForOrganisation", args: ["org-1"] },
      { method: "GetThreadsHistory", args: [30] },
      { method: "DeleteThread", args: ["t-1"] },
      { method: "StreamThreadMessages", args: ["t-1", 30, null, null, "asc"] },
      { method: "StreamResponse", args: ["t-1", "When is the next meeting?"] },
    ]);
  });

  it("refuse without a connection or a thread id, with the spec's texts", async () => {
    const fake = fakeConnection();
    const hub = assistantHubOver(fake.connection);
    expect(() => hub.streamResponse("", "Hello", observer())).toThrow(hubErrors.threadRequired);
    fake.connection.state = HubConnectionState.Reconnecting;
    await expect(hub.getNewThread()).rejects.toThrow("Connection is not established");
    expect(() => hub.streamThreadMessages("t-1", observer())).toThrow(
      "Connection and thread Id are required",
    );
    expect(fake.calls).toEqual([]);
  });

  it("pass streamed items on, checked, until the stream completes", () => {
    const fake = fakeConnection();
    const hub = assistantHubOver(fake.connection);
    const seen = observer();
    hub.streamResponse("t-1", "Hello", seen);
    const [subscriber] = fake.subscribers;
    subscriber?.next({ text: "Hi", textAnnotations: null });
    subscriber?.complete();
    subscriber?.next({ text: "late", textAnnotations: [] });
    expect(seen.next.mock.calls).toEqual([[{ text: "Hi", textAnnotations: [] }]]);
    expect(seen.complete).toHaveBeenCalledOnce();
  });

  it("turn an item it cannot read into an error and cancel the stream", () => {
    const fake = fakeConnection();
    const hub = assistantHubOver(fake.connection);
    const seen = observer();
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    hub.streamThreadMessages("t-1", seen);
    fake.subscribers[0]?.next({ id: 7, role: "Robot" });
    spy.mockRestore();
    expect(seen.error).toHaveBeenCalledWith(new Error(hubErrors.unreadable));
    expect(fake.disposed).toEqual(["StreamThreadMessages"]);
  });

  it("cancel a stream when asked, once", () => {
    const fake = fakeConnection();
    const hub = assistantHubOver(fake.connection);
    const stop = hub.streamResponse("t-1", "Hello", observer());
    stop();
    stop();
    expect(fake.disposed).toEqual(["StreamResponse"]);
  });
});
