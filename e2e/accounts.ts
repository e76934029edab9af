import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  expect,
  type Page,
} from "@playwright/test";
import { apiPost, confirmationLinkFor, password, uniqueEmail } from "./helpers.js";

export type Person = { email: string; personId: string; first: string; last: string };

let registrations = 0;

/** Registers and confirms an account through the API and the server's log, as a newcomer would. */
export async function registeredPerson(
  request: APIRequestContext,
  first: string,
  last: string,
): Promise<Person> {
  const email = uniqueEmail(first.toLowerCase());
  const csrf = ((await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string })
    .csrfToken;
  // Each newcomer signs up from an address of their own (the e2e server trusts one proxy hop):
  // the journeys register dozens of people, more than one address may in an hour.
  registrations += 1;
  const from = `10.77.${Math.floor(registrations / 250) % 250}.${(registrations % 250) + 1}`;
  const res = await request.post("/api/auth/register", {
    data: { firstName: first, lastName: last, email, password, acceptTerms: true },
    headers: { "x-csrf-token": csrf, "x-forwarded-for": from },
  });
  expect(res.status()).toBe(201);
  const token = (await confirmationLinkFor(email)).split("/").pop() ?? "";
  expect(
    (
      await request.post("/api/auth/confirm-email", {
        data: { token },
        headers: { "x-csrf-token": csrf },
      })
    ).status(),
  ).toBe(200);
  return { email, personId: "", first, last };
}

/**
 * A browser page signed in as the person (its own context, so its own cookies); `options`
 * set the browser up, e.g. its time zone, so times read the same on every machine.
 */
export async function pageFor(
  browser: Browser,
  person: Person,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto("/account/login");
  await page.evaluate(() => localStorage.setItem("quorate.newUiPopover", "seen"));
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/my-home/);
  const me = (await (await page.request.get("/api/me")).json()) as { person: { PersonId: string } };
  person.personId = me.person.PersonId;
  return page;
}

export { apiPost };

/**
 * A new organisation made by the page's person (who becomes its Administrator), with the
 * people given added in their roles; board members are those whose role is Director.
 */
export async function organisationWith(
  page: Page,
  names: { name: string; shortName: string },
  members: ReadonlyArray<readonly [Person, string]>,
): Promise<string> {
  const orgId = ((await apiPost(page, "/api/organisations", names)).json as { Id: string }).Id;
  for (const [person, role] of members)
    await apiPost(page, `/api/organisations/${orgId}/members`, {
      firstName: person.first,
      lastName: person.last,
      email: person.email,
      role,
      isBoardMember: role === "Director",
    });
  return orgId;
}
