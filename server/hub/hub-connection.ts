import type { WebSocket } from "ws";
import { encodeRecord, RecordBuffer, RecordTooLargeError } from "./framing.js";
import { findMethod, type HubCaller, HubError, type HubMethods } from "./hub-methods.js";
import { hubErrors, type IncomingMessage, MessageType, parseMessage } from "./messages.js";

export type ConnectionOptions = {
  /** Send a Ping after this long without sending anything. */
  keepAliveMs: number;
  /** Close a connection that sent nothing for this long. */
  clientTimeoutMs: number;
  handshakeTimeoutMs: number;
  maxRecordBytes: number;
  /** When the caller's token expires: the connection is closed then, asking the client to reconnect. */
  expiresAt?: Date;
  /** Checked before each call is answered and every `everyMs`; false closes the connection. */
  stillValid?: { check: () => Promise<boolean>; everyMs: number };
  invalidReason?: string;
  onError?: (error: unknown, method: string) => void;
};

/**
 * One client's socket: the handshake, then invocations and streams dispatched to the hub's
 * methods, keep-alive both ways, and closing (which aborts everything the connection started).
 * It keeps nothing once closed: a reconnect is a new connection.
 */
export class HubConnection {
  private readonly buffer: RecordBuffer;
  private handshaken = false;
  private closed = false;
  private readonly lifetime = new AbortController();
  private readonly streams = new Map<string, AbortController>();
  private readonly timers: {
    keepAlive?: NodeJS.Timeout;
    timeout?: NodeJS.Timeout;
    expiry?: NodeJS.Timeout;
    recheck?: NodeJS.Timeout;
    handshake?: NodeJS.Timeout;
  } = {};

  constructor(
    private readonly socket: WebSocket,
    private readonly caller: HubCaller,
    private readonly methods: HubMethods,
    private readonly options: ConnectionOptions,
  ) {
    this.buffer = new RecordBuffer(options.maxRecordBytes);
    socket.on("message", (data, isBinary) => this.receive(data, isBinary));
    socket.on("close", () => this.dispose());
    socket.on("error", () => this.dispose());
    this.timers.handshake = setTimeout(
      () => this.fail(hubErrors.handshakeCanceled),
      options.handshakeTimeoutMs,
    );
    this.resetClientTimeout();
    if (options.expiresAt) {
      // setTimeout's limit is ~24.8 days; tokens live minutes.
      const wait = Math.max(0, Math.min(options.expiresAt.getTime() - Date.now(), 2 ** 31 - 1));
      this.timers.expiry = setTimeout(() => this.close(hubErrors.tokenExpired, true), wait);
    }
    if (options.stillValid) {
      const { everyMs } = options.stillValid;
      this.timers.recheck = setInterval(() => void this.stillValid(), everyMs);
      this.timers.recheck.unref();
    }
  }

  /** False (and the connection closed) once the caller's sign-in has ended. */
  private async stillValid(): Promise<boolean> {
    const check = this.options.stillValid?.check;
    if (!check) return true;
    let valid: boolean;
    try {
      valid = await check();
    } catch (error) {
      this.options.onError?.(error, "session check");
      valid = false;
    }
    if (!valid) this.close(this.options.invalidReason);
    return valid && !this.closed;
  }

  /** Ends the connection with a Close message; allowReconnect makes the client start over. */
  close(error?: string, allowReconnect = false): void {
    if (this.closed) return;
    this.send({
      type: MessageType.Close,
      ...(error ? { error } : {}),
      ...(allowReconnect ? { allowReconnect: true } : {}),
    });
    this.socket.close(1000);
    this.dispose();
  }

  private dispose(): void {
    if (this.closed) return;
    this.closed = true;
    for (const timer of Object.values(this.timers)) clearTimeout(timer); // clears intervals too
    this.lifetime.abort();
    for (const controller of this.streams.values()) controller.abort();
    this.streams.clear();
  }

  private send(message: unknown): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(encodeRecord(message));
    this.resetKeepAlive();
  }

  private resetKeepAlive(): void {
    // Re-armed, not replaced: every message sent comes through here.
    if (this.timers.keepAlive) this.timers.keepAlive.refresh();
    else
      this.timers.keepAlive = setTimeout(
        () => this.send({ type: MessageType.Ping }),
        this.options.keepAliveMs,
      );
  }

  private resetClientTimeout(): void {
    // Re-armed, not replaced: every message received comes through here.
    if (this.timers.timeout) this.timers.timeout.refresh();
    else
      this.timers.timeout = setTimeout(
        () => this.close(hubErrors.serverTimeout),
        this.options.clientTimeoutMs,
      );
  }

  private fail(error: string): void {
    if (this.closed) return;
    if (!this.handshaken) {
      // Before the handshake completes the client expects a handshake response, not a Close.
      this.send({ error });
      this.socket.close(1000);
      this.dispose();
      return;
    }
    this.close(error);
  }

  private receive(data: unknown, isBinary: boolean): void {
    if (this.closed) return;
    this.resetClientTimeout();
    if (isBinary) {
      this.fail("Binary messages are not supported by the JSON protocol.");
      return;
    }
    const text = Array.isArray(data)
      ? Buffer.concat(data as Buffer[]).toString("utf8")
      : Buffer.isBuffer(data)
        ? data.toString("utf8")
        : Buffer.from(data as ArrayBuffer).toString("utf8");
    let records: string[];
    try {
      records = this.buffer.push(text);
    } catch (error) {
      if (error instanceof RecordTooLargeError) {
        this.socket.close(1009, "Message too big");
        this.dispose();
        return;
      }
      throw error;
    }
    for (const record of records) {
      if (this.closed) return;
      if (!this.handshaken) this.handshake(record);
      else this.dispatch(record);
    }
  }

  private handshake(record: string): void {
    clearTimeout(this.timers.handshake);
    let request: { protocol?: unknown; version?: unknown };
    try {
      request = JSON.parse(record) as typeof request;
    } catch {
      this.fail("The handshake request is not valid JSON.");
      return;
    }
    if (request.protocol !== "json") {
      this.fail(hubErrors.protocolNotSupported(String(request.protocol)));
      return;
    }
    if (request.version !== 1) {
      this.fail(hubErrors.versionNotSupported(Number(request.version)));
      return;
    }
    this.handshaken = true;
    this.send({});
  }

  private dispatch(record: string): void {
    const message = parseMessage(record);
    if (!message) {
      this.fail("The message could not be read.");
      return;
    }
    switch (message.type) {
      case MessageType.Invocation:
        void this.invoke(message);
        return;
      case MessageType.StreamInvocation:
        void this.stream(message);
        return;
      case MessageType.CancelInvocation:
        this.streams.get(message.invocationId)?.abort();
        return;
      case MessageType.Close:
        this.socket.close(1000);
        this.dispose();
        return;
      default:
        // Pings only prove the client is there; Ack/Sequence belong to stateful reconnect, never offered.
        return;
    }
  }

  private async invoke(message: Extract<IncomingMessage, { type: 1 }>): Promise<void> {
    const { invocationId: id, target } = message;
    const complete = (fields: { result?: unknown; error?: string }) => {
      if (id) this.send({ type: MessageType.Completion, invocationId: id, ...fields });
    };
    const found = findMethod(this.methods, target);
    if (!found) return complete({ error: hubErrors.unknownMethod(target) });
    const [name, method] = found;
    if (method.kind !== "invoke") return complete({ error: hubErrors.streamAsInvoke(name) });
    if (!(await this.stillValid())) return;
    try {
      const result = await method.run(this.caller, message.arguments, this.lifetime.signal);
      complete(result === undefined ? {} : { result });
    } catch (error) {
      if (error instanceof HubError)
        return complete({ error: hubErrors.intentional(name, error.message) });
      this.options.onError?.(error, name);
      complete({ error: hubErrors.unexpected(name) });
    }
  }

  private async stream(message: Extract<IncomingMessage, { type: 4 }>): Promise<void> {
    const { invocationId: id, target } = message;
    const found = findMethod(this.methods, target);
    if (!found)
      return this.send({
        type: MessageType.Completion,
        invocationId: id,
        error: hubErrors.unknownMethod(target),
      });
    const [name, method] = found;
    if (method.kind !== "stream")
      return this.send({
        type: MessageType.Completion,
        invocationId: id,
        error: hubErrors.invokeAsStream(name),
      });
    // A second stream under a running one's id would hide the first from cancel and close.
    if (this.streams.has(id))
      return this.send({
        type: MessageType.Completion,
        invocationId: id,
        error: hubErrors.invocationIdInUse(id),
      });
    const controller = new AbortController();
    this.streams.set(id, controller);
    if (!(await this.stillValid())) {
      this.streams.delete(id);
      return;
    }
    // dispose() aborts every stream's controller with the connection, so its signal is enough
    // (AbortSignal.any per stream cost more than the rest of the bookkeeping).
    const { signal } = controller;
    try {
      for await (const item of method.run(this.caller, message.arguments, signal)) {
        if (signal.aborted) break;
        this.send({ type: MessageType.StreamItem, invocationId: id, item: item ?? null });
      }
      this.send({ type: MessageType.Completion, invocationId: id });
    } catch (error) {
      if (signal.aborted) {
        // A cancelled stream ends quietly: the producer stopped because it was asked to.
        this.send({ type: MessageType.Completion, invocationId: id });
      } else if (error instanceof HubError) {
        this.send({
          type: MessageType.Completion,
          invocationId: id,
          error: `${hubErrors.streamFailed} HubException: ${error.message}`,
        });
      } else {
        this.options.onError?.(error, name);
        this.send({
          type: MessageType.Completion,
          invocationId: id,
          error: hubErrors.streamFailed,
        });
      }
    } finally {
      this.streams.delete(id);
    }
  }
}
