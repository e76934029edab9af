import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { HubError, type HubMethods } from "./hub-methods.js";
import { attachHub, type HubOptions } from "./hub-server.js";

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** What the test methods saw: aborts reaching producers, fire-and-forget calls, negotiations. */
export type HubProbe = {
  aborted: string[];
  sent: unknown[];
  negotiations: number;
  /** Resolves when the Endless stream's producer sees its signal abort. */
  abortSeen: Promise<void>;
};

/**
 * A real HTTP server with the generic hub and methods that exercise every protocol path;
 * the conformance tests drive it with the official client and raw sockets.
 */
export async function startHubTestApp(
  overrides: Partial<HubOptions> = {},
): Promise<{ url: string; app: FastifyInstance; probe: HubProbe }> {
  let markAbort = () => {};
  const probe: HubProbe = {
    aborted: [],
    sent: [],
    negotiations: 0,
    abortSeen: new Promise<void>((resolve) => {
      markAbort = resolve;
    }),
  };
  const methods: HubMethods = {
    Echo: { kind: "invoke", run: async (_c, args) => args[0] },
    WhoAmI: {
      kind: "invoke",
      run: async (caller) => ({ personId: caller.personId, query: caller.query }),
    },
    Slow: {
      kind: "invoke",
      run: async (_c, args) => {
        await pause(20 + Math.floor(Math.random() * 30));
        return args[0];
      },
    },
    Refuse: {
      kind: "invoke",
      run: async () => {
        throw new HubError("That thread is not yours.");
      },
    },
    Crash: {
      kind: "invoke",
      run: async () => {
        throw new Error("database password is hunter2");
      },
    },
    Notify: {
      kind: "invoke",
      run: async (_c, args) => {
        probe.sent.push(args[0]);
      },
    },
    Count: {
      kind: "stream",
      async *run(_c, args) {
        const n = Number(args[0]);
        for (let i = 1; i <= n; i++) {
          await pause(2);
          yield `ā😀 ${i}`;
        }
      },
    },
    FailAfterTwo: {
      kind: "stream",
      async *run() {
        yield 1;
        yield 2;
        throw new Error("lost the database");
      },
    },
    Endless: {
      kind: "stream",
      async *run(_c, args, signal) {
        signal.addEventListener("abort", () => {
          probe.aborted.push(String(args[0]));
          markAbort();
        });
        for (let i = 0; !signal.aborted; i++) {
          yield i;
          await pause(10, signal).catch(() => undefined);
        }
      },
    },
  };
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onRequest", async (request) => {
    if (request.url.includes("/negotiate")) probe.negotiations++;
  });
  const tokens: Record<string, { personId: string; expiresAt?: Date }> = {
    good: { personId: "person-1" },
    other: { personId: "person-2" },
  };
  attachHub(app, {
    path: "/api/hub/test",
    authenticate: async (token) => {
      // "expires-<ms>" tokens expire that long after they are checked.
      const expiring = token.match(/^expires-(\d+)$/);
      if (expiring)
        return { personId: "person-1", expiresAt: new Date(Date.now() + Number(expiring[1])) };
      return tokens[token] ?? null;
    },
    methods,
    ...overrides,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return { url: `http://127.0.0.1:${address.port}`, app, probe };
}
