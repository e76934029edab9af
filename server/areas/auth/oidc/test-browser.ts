import { TestClient } from "../../../test/http-client.js";

type Hop = { status: number; location: string | null; text: string };

/**
 * A browser for sign-in tests: follows redirects between Quorate and the
 * identity provider, keeping each side's cookies, and stops when it lands on
 * a Quorate page (the SPA is not served in tests, so pages are not fetched).
 */
export class SignInBrowser {
  readonly quorate: TestClient;
  /** Every address visited, so tests can look at the redirects on the way. */
  readonly visited: URL[] = [];
  private readonly providerCookies = new Map<string, string>();
  private readonly quorateOrigin: string;

  constructor(quorateUrl: string) {
    this.quorate = new TestClient(quorateUrl);
    this.quorateOrigin = new URL(quorateUrl).origin;
  }

  /** Opens a Quorate address and returns the path and query of the page it ends on. */
  async visit(address: string): Promise<string> {
    let url = new URL(address, this.quorateOrigin);
    for (let hop = 0; hop < 20; hop++) {
      this.visited.push(url);
      const onQuorate = url.origin === this.quorateOrigin;
      if (onQuorate && !url.pathname.startsWith("/api/")) return url.pathname + url.search;
      const response = onQuorate ? await this.quorateGet(url) : await this.providerGet(url);
      if (response.location) {
        url = new URL(response.location, url);
        continue;
      }
      const logoutForm = await this.confirmLogout(url, response.text);
      if (!logoutForm)
        throw new Error(`stopped at ${url.href} (${response.status}): ${response.text}`);
      url = logoutForm;
    }
    throw new Error("too many redirects");
  }

  private async quorateGet(url: URL): Promise<Hop> {
    const res = await this.quorate.get(url.pathname + url.search);
    const text = typeof res.body === "string" ? res.body : JSON.stringify(res.body);
    return { status: res.status, location: res.headers.get("location"), text };
  }

  /** The provider asks "Do you want to sign out?"; the person answers yes. */
  private async confirmLogout(page: URL, html: string): Promise<URL | null> {
    const form = html.match(/<form id="op\.logoutForm" method="post" action="([^"]+)">/);
    const xsrf = html.match(/name="xsrf" value="([^"]+)"/);
    if (!form?.[1] || !xsrf?.[1]) return null;
    const body = new URLSearchParams({ xsrf: xsrf[1], logout: "yes" });
    const response = await this.providerRequest(new URL(form[1], page), "POST", body);
    return response.location ? new URL(response.location, page) : null;
  }

  private providerGet(url: URL): Promise<Hop> {
    return this.providerRequest(url, "GET");
  }

  private async providerRequest(url: URL, method: string, body?: URLSearchParams): Promise<Hop> {
    const headers: Record<string, string> = {};
    if (this.providerCookies.size > 0) {
      headers.cookie = [...this.providerCookies].map(([k, v]) => `${k}=${v}`).join("; ");
    }
    const res = await fetch(url, { method, headers, body, redirect: "manual" });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = "", ...attributes] = cookie.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || !value;
      if (expired) this.providerCookies.delete(name);
      else this.providerCookies.set(name, value);
    }
    return { status: res.status, location: res.headers.get("location"), text: await res.text() };
  }
}
