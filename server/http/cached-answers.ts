import type { FastifyInstance, FastifyRequest } from "fastify";
import { AnswerStore } from "./answer-store.js";

/**
 * A GET route that declares `config.cachedAnswer` is answered from memory while nothing it
 * shows has changed. Database triggers raise an organisation's version on every change to
 * what its pages show, on whichever process made it (migrations 0017 and 0019,
 * `db/version-coverage.test.ts`), and the session look-up that every request makes
 * already reads the person's versions (`Actor.orgVersions`): so a cached answer costs no
 * query beyond the access check, and is never served after a change.
 *
 * The key is the route, the full address (path and query), the person asking (their role and
 * what they may read are part of the answer) and the version(s); `clock: "minute"` adds the
 * minute for answers that depend on the time ("overdue", "upcoming").
 */
export type CachedAnswerRule = {
  /** "organisation": the version of the route's organisation; "person": all of the person's. */
  scope: "organisation" | "person";
  clock: "minute" | "none";
};

/**
 * What a meeting page reads (and reads again when the live stream says a part changed): every
 * viewer of a meeting asks at once after a ballot, and all but the first are answered from here.
 */
export const liveCache: CachedAnswerRule = { scope: "organisation", clock: "minute" };

declare module "fastify" {
  interface FastifyContextConfig {
    cachedAnswer?: CachedAnswerRule;
  }
  interface FastifyRequest {
    cachedAnswerKey?: string;
    /** Set on the request computing an answer others asked for at the same moment wait on. */
    cachedAnswerLead?: () => void;
  }
}

/** The version of one organisation in a session's `orgId:version,…` list. */
export function organisationVersion(
  orgVersions: string,
  organisationId: string,
): string | undefined {
  const prefix = `${organisationId}:`;
  for (const entry of orgVersions.split(","))
    if (entry.startsWith(prefix)) return entry.slice(prefix.length);
  return undefined;
}

export function cachedAnswerKey(request: FastifyRequest, now = Date.now()): string | undefined {
  const rule = request.routeOptions.config.cachedAnswer;
  const actor = request.actor;
  if (!rule || request.method !== "GET" || !actor || actor.orgVersions === undefined)
    return undefined;
  let versions: string | undefined;
  if (rule.scope === "person") versions = actor.orgVersions;
  else {
    const organisationId = request.orgActor?.organisation.id;
    const version = organisationId && organisationVersion(actor.orgVersions, organisationId);
    // Access that does not come from a membership of its own has no version to trust.
    if (!version) return undefined;
    versions = `${organisationId}:${version}`;
  }
  const minute = rule.clock === "minute" ? String(Math.floor(now / 60_000)) : "";
  return [request.routeOptions.url, request.url, actor.personId, versions, minute].join("|");
}

/**
 * The longest a request waits for the same answer being computed for someone else before
 * computing its own: long enough for a page read, short enough that a stuck one costs little.
 */
const waitForLeadMs = 3_000;

/**
 * After access and validation: a cached answer is sent at once; a fresh 200 is kept. Requests
 * missing the same key at the same moment (every viewer of a meeting after a ballot) wait for
 * the first to compute it rather than each computing it: they would all compute the same answer.
 */
export function registerCachedAnswers(app: FastifyInstance, maxBytes = 64 * 1024 * 1024): void {
  const store = new AnswerStore(maxBytes);
  const computing = new Map<string, Promise<void>>();
  app.addHook("preHandler", async (request, reply) => {
    const key = cachedAnswerKey(request);
    if (key === undefined) return;
    let text = store.get(key);
    const lead = text === undefined ? computing.get(key) : undefined;
    if (lead) {
      await Promise.race([lead, new Promise((resolve) => setTimeout(resolve, waitForLeadMs))]);
      text = store.get(key);
    }
    if (text !== undefined) return reply.type("application/json; charset=utf-8").send(text);
    request.cachedAnswerKey = key;
    // After an answer that could not be kept (an error), the next waiter computes its own.
    if (computing.has(key)) return;
    let done = () => {};
    computing.set(
      key,
      new Promise<void>((resolve) => {
        done = resolve;
      }),
    );
    request.cachedAnswerLead = () => {
      request.cachedAnswerLead = undefined;
      computing.delete(key);
      done();
    };
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const key = request.cachedAnswerKey;
    if (key !== undefined && reply.statusCode === 200 && typeof payload === "string")
      store.set(key, payload);
    request.cachedAnswerLead?.();
    return payload;
  });
  // However the request ended (the client gone before an answer), no one waits on it from now on.
  app.addHook("onResponse", async (request) => request.cachedAnswerLead?.());
  app.addHook("onRequestAbort", async (request) => request.cachedAnswerLead?.());
}
