/**
 * A small browser-like client for tests: keeps cookies, echoes the CSRF cookie
 * in x-csrf-token on writes, and returns status and parsed JSON.
 */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async request<T = unknown>(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: T; headers: Headers }> {
    if (method !== "GET" && !this.cookies.has("qr_csrf"))
      await this.request("GET", "/api/auth/csrf");
    const h: Record<string, string> = { ...headers };
    if (this.cookies.size > 0) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const csrf = this.cookies.get("qr_csrf");
    if (method !== "GET" && csrf && !("x-csrf-token" in h)) h["x-csrf-token"] = csrf;
    let payload: string | undefined;
    if (body !== undefined) {
      payload = typeof body === "string" ? body : JSON.stringify(body);
      h["content-type"] ??= "application/json";
    }
    const res = await fetch(this.baseUrl + url, {
      method,
      headers: h,
      body: payload,
      redirect: "manual",
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = "", ...attrs] = c.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    // A live stream (Server-Sent Events) never ends: its status and headers are the answer.
    if (res.headers.get("content-type")?.startsWith("text/event-stream")) {
      await res.body?.cancel();
      return { status: res.status, body: undefined as T, headers: res.headers };
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: leave the text
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get<T = unknown>(url: string) {
    return this.request<T>("GET", url);
  }
  post<T = unknown>(url: string, body?: unknown) {
    return this.request<T>("POST", url, body);
  }
  patch<T = unknown>(url: string, body?: unknown) {
    return this.request<T>("PATCH", url, body);
  }
}
