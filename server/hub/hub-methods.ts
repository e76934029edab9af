/** Who is calling and with what connection settings: what a hub method may rely on. */
export type HubCaller = {
  personId: string;
  connectionId: string;
  /** Query parameters of the connection (`locale`, `timezone`, …), never the token. */
  query: Readonly<Record<string, string>>;
};

/**
 * A refusal a method means to send (bad thread, text too long): its message reaches the
 * client after .NET's " HubException: " prefix. Anything else thrown is hidden behind the
 * generic text, so internals never leak.
 */
export class HubError extends Error {}

export type InvokeMethod = {
  kind: "invoke";
  run: (caller: HubCaller, args: readonly unknown[], signal: AbortSignal) => Promise<unknown>;
};

export type StreamMethod = {
  kind: "stream";
  run: (caller: HubCaller, args: readonly unknown[], signal: AbortSignal) => AsyncIterable<unknown>;
};

export type HubMethods = Readonly<Record<string, InvokeMethod | StreamMethod>>;

/** Method names match case-insensitively, as in .NET. */
export function findMethod(
  methods: HubMethods,
  name: string,
): [string, InvokeMethod | StreamMethod] | undefined {
  const wanted = name.toLowerCase();
  for (const [key, method] of Object.entries(methods))
    if (key.toLowerCase() === wanted) return [key, method];
  return undefined;
}
