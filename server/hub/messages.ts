/** Message types of the hub protocol (HubProtocol.md). */
export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

export type IncomingMessage =
  | { type: 1; invocationId?: string; target: string; arguments: unknown[] }
  | { type: 4; invocationId: string; target: string; arguments: unknown[] }
  | { type: 5; invocationId: string }
  | { type: 6 }
  | { type: 7; error?: string }
  | { type: 8 | 9 };

/** The texts .NET's hub sends, which the client shows and tests compare. */
export const hubErrors = {
  unknownMethod: (name: string) => `Unknown hub method '${name}'`,
  unexpected: (name: string) => `An unexpected error occurred invoking '${name}' on the server.`,
  intentional: (name: string, message: string) =>
    `An unexpected error occurred invoking '${name}' on the server. HubException: ${message}`,
  streamFailed: "An error occurred on the server while streaming results.",
  streamAsInvoke: (name: string) =>
    `The client attempted to invoke the streaming '${name}' method with a non-streaming invocation.`,
  invokeAsStream: (name: string) =>
    `The client attempted to invoke the non-streaming '${name}' method with a streaming invocation.`,
  // ASP.NET Core's words; the first stream with that id goes on.
  invocationIdInUse: (id: string) => `Invocation ID '${id}' is already in use.`,
  handshakeCanceled: "Handshake was canceled.",
  protocolNotSupported: (protocol: string) => `The protocol '${protocol}' is not supported.`,
  versionNotSupported: (version: number) =>
    `The server does not support version ${version} of the 'json' protocol.`,
  serverTimeout: "Server timeout elapsed without receiving a message from the client.",
  tokenExpired: "The access token expired; reconnect with a fresh one.",
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Reads one record, or null when it is not a message this server understands. */
export function parseMessage(text: string): IncomingMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.type !== "number") return null;
  const id = typeof value.invocationId === "string" ? value.invocationId : undefined;
  switch (value.type) {
    case MessageType.Invocation:
    case MessageType.StreamInvocation: {
      if (typeof value.target !== "string") return null;
      const args = Array.isArray(value.arguments) ? value.arguments : [];
      if (value.type === MessageType.StreamInvocation) {
        if (!id) return null;
        return { type: 4, invocationId: id, target: value.target, arguments: args };
      }
      return {
        type: 1,
        ...(id ? { invocationId: id } : {}),
        target: value.target,
        arguments: args,
      };
    }
    case MessageType.CancelInvocation:
      return id ? { type: 5, invocationId: id } : null;
    case MessageType.Ping:
      return { type: 6 };
    case MessageType.Close:
      return { type: 7, ...(typeof value.error === "string" ? { error: value.error } : {}) };
    case MessageType.Ack:
    case MessageType.Sequence:
      return { type: value.type };
    default:
      return null;
  }
}
