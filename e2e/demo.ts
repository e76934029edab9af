import type { Browser, Page } from "@playwright/test";
import type { Person } from "./accounts.js";
import { expect } from "./fixtures.js";

/** The demo board's people (npm run demo, seeded by the e2e web server), one password for all. */
export const demo = {
  password: "Quorate2026!",
  board: "Harbourside Community Trust",
  committee: "Audit & Risk",
  admin: "admin@demo.quorate.test",
  director: "director@demo.quorate.test",
  /** Executive / Guest: sees meetings' dates, no agendas, minutes or library. */
  guest: "guest@demo.quorate.test",
} as const;

/** Signs a demo person in on this page, the new-design note already seen. */
export async function signInAsDemo(page: Page, email: string): Promise<void> {
  await page.goto("/account/login");
  await page.evaluate(() => localStorage.setItem("quorate.newUiPopover", "seen"));
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(demo.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/my-home/);
}

/** A demo person signed in, in a browser context of their own, at a given size. */
export async function demoPage(
  browser: Browser,
  email: string,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signInAsDemo(page, email);
  return page;
}

type DemoMeeting = { Id: string; Title: string; OrganisationId: string };

/** The meetings of one of the person's organisations, past and upcoming. */
export async function demoMeetings(page: Page, orgId: string): Promise<DemoMeeting[]> {
  const res = await page.request.get(`/api/organisations/${orgId}/meetings?when=all`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { meetings: DemoMeeting[] }).meetings;
}

/** The demo organisations of the signed-in person, by name. */
export async function demoOrganisationId(page: Page, name: string): Promise<string> {
  const me = (await (await page.request.get("/api/me")).json()) as {
    organisations: { Id: string; Name: string }[];
  };
  const org = me.organisations.find((o) => o.Name === name);
  if (!org) throw new Error(`${name} is not among the person's organisations`);
  return org.Id;
}

/** A demo person as organisationWith takes them (name and e-mail), read from the board's people. */
export async function demoPerson(page: Page, email: string): Promise<Person> {
  const me = (await (await page.request.get("/api/me")).json()) as {
    organisations: { Id: string; Name: string }[];
  };
  const boardId = me.organisations.find((o) => o.Name === demo.board)?.Id ?? "";
  const res = await page.request.get(`/api/organisations/${boardId}/members`);
  const members = (await res.json()) as {
    members: { PersonId: string; FirstName: string; LastName: string; Email: string | null }[];
  };
  const found = members.members.find((m) => m.Email === email);
  if (!found) throw new Error(`${email} is not on the demo board`);
  return { email, personId: found.PersonId, first: found.FirstName, last: found.LastName };
}
