import http from "node:http";

export type HttpAnswer = { status: number; text: string };

/**
 * One request over `agent`'s kept-alive sockets: node:http rather than fetch, the lighter
 * client, as the bench shares the machine's two cores with the server and PostgreSQL, and the
 * agent's `maxSockets` is the connection count the floor and Quorate are given alike. Status 0
 * is a network error or no answer within `timeoutMs`.
 */
export function httpCall(
  agent: http.Agent,
  url: URL,
  options: { method: "GET" | "POST"; headers: Record<string, string>; body?: string },
  timeoutMs = 60_000,
): Promise<HttpAnswer> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { ...options.headers };
    if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      headers["content-length"] = Buffer.byteLength(options.body);
    }
    const request = http.request(
      url,
      { method: options.method, headers, agent, timeout: timeoutMs },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
        response.on("error", () => resolve({ status: 0, text: "" }));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", (error) => resolve({ status: 0, text: error.message }));
    request.end(options.body);
  });
}

/**
 * A signed-in member's headers for a write, as the app's api-client sends them: the session
 * cookie and the CSRF double submit (any cookie value of 20 characters or more is kept by the
 * server, so no GET /api/auth/csrf is needed first).
 */
export function memberHeaders(token: string): Record<string, string> {
  const csrf = "bench-csrf-cookie-value-votes";
  return { cookie: `qr_session=${token}; qr_csrf=${csrf}`, "x-csrf-token": csrf };
}
