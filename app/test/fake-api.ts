import { vi } from "vitest";

export type ApiCall = { method: string; path: string; body: unknown };

/** An answer other than 200 with a JSON body: `reply(409, refusal("…"))`. */
export type FakeReply = { status: number; body: unknown };

type Handler = (call: ApiCall) => unknown;

export function reply(status: number, body: unknown): FakeReply {
  return { status, body };
}

/** The API's error body (common/contracts/errors.ts). */
export function refusal(message: string, fields?: Record<string, string>) {
  return { error: { code: "conflict", message, ...(fields ? { fields } : {}) } };
}

function isReply(value: unknown): value is FakeReply {
  return typeof value === "object" && value !== null && "status" in value && "body" in value;
}

/**
 * Answers the app's requests in place of the server, by "METHOD /path" (query string left
 * off), and keeps what was asked. A handler's value is the JSON of a 200; `reply` gives another
 * status. A request nobody answers gets a 404 and is kept in `unanswered`.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const unanswered: ApiCall[] = [];
  // Writes send the CSRF cookie's token; with it set, none is fetched first.
  // biome-ignore lint/suspicious/noDocumentCookie: a test sets the cookie the server would.
  document.cookie = "qr_csrf=test-token";
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const path = input.split("?")[0] ?? input;
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    const call = { method, path, body };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    if (!handler) {
      unanswered.push(call);
      return json(404, refusal(`No fake answer for ${method} ${path}`));
    }
    const answer = await handler(call);
    return isReply(answer) ? json(answer.status, answer.body) : json(200, answer ?? {});
  });
  return {
    calls,
    unanswered,
    /** The bodies sent to one route, in order. */
    sentTo: (route: string) =>
      calls.filter((c) => `${c.method} ${c.path}` === route).map((c) => c.body),
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}
