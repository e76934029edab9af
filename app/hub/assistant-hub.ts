import { type HubConnection, HubConnectionState } from "@microsoft/signalr";
import type { z } from "zod";
import { assistantLimits } from "../../common/assistant/assistant-limits.js";
import {
  type AssistantHubArguments,
  type AssistantHubMethod,
  type ChatMessage,
  chatMessage,
  type ResponseChunk,
  responseChunk,
  type ThreadHistoryItem,
  threadId as threadIdSchema,
  threadsHistory,
} from "../../common/contracts/assistant-hub.js";

/** The texts of spec §5 and §8, shown inside the "Error: …" notice. */
export const hubErrors = {
  notConnected: "Connection is not established",
  threadRequired: "Connection and thread Id are required",
  unreadable: "The assistant sent something Quorate did not understand.",
} as const;

export type StreamObserver<T> = {
  next(item: T): void;
  complete(): void;
  error(error: Error): void;
};

/** Stops a stream: the hub is told to cancel, so the server stops writing the answer. */
export type StopStream = () => void;

export type ConnectionEvent =
  | { kind: "reconnecting" }
  | { kind: "reconnected" }
  | { kind: "closed"; error: Error | undefined };

/** The assistant hub's methods (spec §7) with typed, checked results. */
export type AssistantHub = {
  start(): Promise<void>;
  stop(): Promise<void>;
  isConnected(): boolean;
  onConnectionEvent(listener: (event: ConnectionEvent) => void): void;
  getNewThread(): Promise<string>;
  getNewThreadForOrganisation(organisationId: string): Promise<string>;
  deleteThread(threadId: string): Promise<void>;
  getThreadsHistory(): Promise<ThreadHistoryItem[]>;
  streamThreadMessages(threadId: string, observer: StreamObserver<ChatMessage>): StopStream;
  streamResponse(
    threadId: string,
    text: string,
    observer: StreamObserver<ResponseChunk>,
  ): StopStream;
};

/** The parts of the official client's HubConnection used here, so tests can pass a fake. */
export type HubConnectionLike = Pick<
  HubConnection,
  "state" | "start" | "stop" | "invoke" | "stream" | "onclose" | "onreconnecting" | "onreconnected"
>;

export function asError(value: unknown): Error {
  if (value instanceof Error) return value;
  return new Error(typeof value === "string" ? value : "");
}

function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    console.error("Unexpected item from the assistant hub", value);
    throw new Error(hubErrors.unreadable);
  }
  return result.data;
}

export function assistantHubOver(connection: HubConnectionLike): AssistantHub {
  const isConnected = () => connection.state === HubConnectionState.Connected;

  const invoke = async <M extends AssistantHubMethod>(
    method: M,
    ...args: AssistantHubArguments[M]
  ): Promise<unknown> => {
    if (!isConnected()) throw new Error(hubErrors.notConnected);
    return connection.invoke<unknown>(method, ...args);
  };

  function stream<T, M extends AssistantHubMethod>(
    schema: z.ZodType<T>,
    observer: StreamObserver<T>,
    method: M,
    ...args: AssistantHubArguments[M]
  ): StopStream {
    let finished = false;
    const finish = (report: () => void) => {
      if (finished) return;
      finished = true;
      report();
    };
    const subscription = connection.stream<unknown>(method, ...args).subscribe({
      next: (value) => {
        if (finished) return;
        try {
          observer.next(parsed(schema, value));
        } catch (error) {
          subscription.dispose();
          finish(() => observer.error(asError(error)));
        }
      },
      complete: () => finish(() => observer.complete()),
      error: (error) => finish(() => observer.error(asError(error))),
    });
    return () => {
      if (finished) return;
      finished = true;
      subscription.dispose();
    };
  }

  const requireThread = (threadId: string) => {
    if (!isConnected() || !threadId) throw new Error(hubErrors.threadRequired);
  };

  return {
    start: () => connection.start(),
    stop: () => connection.stop(),
    isConnected,
    onConnectionEvent(listener) {
      connection.onreconnecting(() => listener({ kind: "reconnecting" }));
      connection.onreconnected(() => listener({ kind: "reconnected" }));
      connection.onclose((error) => listener({ kind: "closed", error }));
    },
    getNewThread: async () => parsed(threadIdSchema, await invoke("GetNewThread")),
    getNewThreadForOrganisation: async (organisationId) =>
      parsed(threadIdSchema, await invoke("GetNewThreadForOrganisation", organisationId)),
    async deleteThread(threadId) {
      requireThread(threadId);
      await invoke("DeleteThread", threadId);
    },
    async getThreadsHistory() {
      const result = await invoke("GetThreadsHistory", assistantLimits.threadHistorySize);
      return parsed(threadsHistory, result).threadsHistory;
    },
    streamThreadMessages(threadId, observer) {
      requireThread(threadId);
      return stream(
        chatMessage,
        observer,
        "StreamThreadMessages",
        threadId,
        assistantLimits.messagesPerHistoryLoad,
        null,
        null,
        assistantLimits.messageSort,
      );
    },
    streamResponse(threadId, text, observer) {
      requireThread(threadId);
      return stream(responseChunk, observer, "StreamResponse", threadId, text);
    },
  };
}
