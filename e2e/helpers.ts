import { type APIRequestContext, expect, type Page } from "@playwright/test";

export const password = "Harbour-Trust-7";

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.test`;
}

/** The confirmation link of the newest outbox message to this address. */
export async function confirmationLinkFor(
  request: APIRequestContext,
  email: string,
): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const res = await request.get("/api/mail/outbox");
    const body = (await res.json()) as { messages: { to: string; text: string }[] };
    const mail = body.messages.find((m) => m.to === email);
    const link = mail?.text.match(/https?:\/\/\S+\/account-email\/confirm\/[A-Za-z0-9_-]+/)?.[0];
    if (link) return new URL(link).pathname;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no confirmation e-mail for ${email}`);
}

/** Writes from the page's own session (cookie + CSRF header), as the app does. */
export async function apiPost(
  page: Page,
  url: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  const { csrfToken: csrf } = (await (await page.request.get("/api/auth/csrf")).json()) as {
    csrfToken: string;
  };
  const res = await page.request.post(url, { data: body, headers: { "x-csrf-token": csrf } });
  return { status: res.status(), json: await res.json().catch(() => undefined) };
}

export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto("/account/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/my-home/);
}

export function sidebar(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}
