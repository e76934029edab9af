import fs from "node:fs";
import { expect, type Page } from "@playwright/test";

export const password = "Harbour-Trust-7";

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.test`;
}

/** The server's console, where an installation without SMTP writes every e-mail (playwright.config.ts). */
export const serverLogFile = ".tmp/e2e-server.log";

/**
 * The path of the link under `pathPart` in the newest e-mail to this address, read from the
 * server's log as a newcomer without a mail server would read it.
 */
export async function mailedLinkFor(email: string, pathPart: string): Promise<string> {
  const found = await mailedMatch(email, new RegExp(`https?://\\S+/${pathPart}/[A-Za-z0-9_-]+`));
  return new URL(found).pathname;
}

/** The first text matching `pattern` in the newest e-mail to an address that has one. */
export async function mailedMatch(email: string, pattern: RegExp): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const log = fs.existsSync(serverLogFile) ? fs.readFileSync(serverLogFile, "utf8") : "";
    const entry = log
      .split(/^─{72}$/m)
      .filter((e) => e.includes(`To: ${email}\n`) && pattern.test(e))
      .at(-1);
    const found = entry?.match(pattern)?.[0];
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail to ${email} matching ${pattern} in ${serverLogFile}`);
}

export function confirmationLinkFor(email: string): Promise<string> {
  return mailedLinkFor(email, "account-email/confirm");
}

/** Writes from the page's own session (cookie + CSRF header), as the app does. */
export async function apiWrite(
  page: Page,
  method: "POST" | "PATCH" | "PUT" | "DELETE",
  url: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  const { csrfToken: csrf } = (await (await page.request.get("/api/auth/csrf")).json()) as {
    csrfToken: string;
  };
  const res = await page.request.fetch(url, {
    method,
    data: body,
    headers: { "x-csrf-token": csrf },
  });
  return { status: res.status(), json: await res.json().catch(() => undefined) };
}

export function apiPost(page: Page, url: string, body: unknown) {
  return apiWrite(page, "POST", url, body);
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

/** Selects words in the viewer's text layer, as a reader's drag would. */
export async function selectWords(page: Page, words: string): Promise<void> {
  const span = page.locator(".textLayer span", { hasText: words }).first();
  await expect(span).toBeVisible();
  await span.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const selection = document.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  });
}

/** A file posted from a page's session, as the app's uploader sends one. */
export async function apiUpload(
  page: Page,
  url: string,
  file: { name: string; mimeType: string; buffer: Buffer },
  field = "file",
  /** Form fields sent before the file, as the app's uploaders send them (a folder). */
  fields: Record<string, string> = {},
): Promise<number> {
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as {
    csrfToken: string;
  };
  const res = await page.request.post(url, {
    multipart: { ...fields, [field]: file },
    headers: { "x-csrf-token": csrfToken },
  });
  return res.status();
}

/** A two-page policy as a PDF: its title on page 1, the rule it states on page 2. */
export async function twoPagePolicy(title: string, rule: string): Promise<Buffer> {
  const { PDFDocument } = await import("pdf-lib");
  const doc = await PDFDocument.create();
  doc.addPage().drawText(title, { x: 72, y: 700, size: 18 });
  doc.addPage().drawText(rule, { x: 72, y: 700, size: 12 });
  return Buffer.from(await doc.save());
}
