import { apiPost, pageFor, registeredPerson } from "./accounts.js";
import { expect, test } from "./fixtures.js";
import { mailedLinkFor, password, sidebar, uniqueEmail } from "./helpers.js";

test("an administrator invites an Executive/Guest, who accepts in another browser, sees only what the role allows, and is signed out when access is revoked", async ({
  browser,
  consoleGuard,
}) => {
  const setup = await browser.newContext();
  const admin = await registeredPerson(setup.request, "Priya", "Raman");
  const adminPage = await pageFor(browser, admin);
  const board = await apiPost(adminPage, "/api/organisations", {
    name: "Harbourside Community Trust",
    shortName: "Harbourside",
  });
  const orgId = (board.json as { Id: string }).Id;

  // The administrator adds a person with a login: an invitation goes out
  await adminPage.goto(`/people/${orgId}`);
  await adminPage.getByRole("button", { name: "Add person" }).first().click();
  const dialog = adminPage.getByRole("dialog");
  const guestEmail = uniqueEmail("tom");
  await dialog.getByLabel("First name").fill("Tom");
  await dialog.getByLabel("Last name").fill("Baker");
  await dialog.getByRole("textbox", { name: "E-mail" }).fill(guestEmail);
  await dialog.getByLabel("Role", { exact: true }).click();
  await adminPage.getByRole("option", { name: "Executive / Guest" }).click();
  await dialog.getByRole("checkbox", { name: "Board member" }).uncheck();
  await expect(dialog.getByLabel("Can log in: e-mail an invitation (valid 30 days)")).toBeChecked();
  await dialog.getByRole("button", { name: "Add person" }).click();
  const card = adminPage.getByRole("listitem", { name: "Tom Baker" });
  await expect(card.getByText("Invitation Pending")).toBeVisible();
  await expect(card.getByText("Executive / Guest")).toBeVisible();

  // The invitation is accepted in a second browser
  // Somewhere other than the board's zone, so the expiry names the board's clock.
  const guestContext = await browser.newContext({ timezoneId: "Europe/London" });
  const guest = await guestContext.newPage();
  await guest.goto("/account/login");
  await guest.evaluate(() => localStorage.setItem("quorate.newUiPopover", "seen"));
  await guest.goto(await mailedLinkFor(guestEmail, "_account/register"));
  await expect(
    guest.getByText(/invited to Harbourside Community Trust as Executive \/ Guest/),
  ).toBeVisible();
  await expect(guest.getByRole("textbox", { name: "Email" })).toHaveValue(guestEmail);
  // The expiry reads as a date in words on the board's clock, the zone named.
  await expect(
    guest.getByText(
      /^The invitation is valid until \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m NZ[DS]T\.$/,
    ),
  ).toBeVisible();
  await guest.getByLabel("Password", { exact: true }).fill(password);
  await guest.getByLabel("I agree to the terms of use").check();
  await guest.getByRole("button", { name: "Create login and accept" }).click();

  // The sidebar shows only what an Executive/Guest may open, and the server refuses the rest
  const nav = sidebar(guest);
  for (const item of ["Meetings", "Actions", "People"])
    await expect(nav.getByRole("link", { name: item, exact: true })).toBeVisible();
  for (const item of [
    "Decisions",
    "Between Meetings",
    "Documents",
    "Interests",
    "Committees",
    "Settings",
  ])
    await expect(nav.getByRole("link", { name: item, exact: true })).toHaveCount(0);
  for (const path of ["interests", "decisions", "people-changes"])
    expect((await guest.request.get(`/api/organisations/${orgId}/${path}`)).status()).toBe(403);
  const added = await apiPost(guest, `/api/organisations/${orgId}/members`, {
    firstName: "Sneaky",
    lastName: "Addition",
    role: "Administrator",
  });
  expect(added.status).toBe(403);
  await adminPage.reload();
  await expect(card.getByText("Can Login")).toBeVisible();

  // The administrator revokes access
  await card.getByRole("button", { name: "Actions for Tom Baker" }).click();
  await adminPage.getByRole("menuitem", { name: "Revoke Access" }).click();
  await adminPage.getByRole("dialog").getByRole("button", { name: "Revoke Access" }).click();
  await expect(card.getByText("No Access")).toBeVisible();

  // The person's next request is refused and the app returns to sign-in
  consoleGuard.allow({
    text: /^Failed to load resource: the server responded with a status of 401/,
    source: /\/api\//,
    why: "the journey withdrew the guest's access: refusing their next request is the point",
  });
  expect((await guest.request.get("/api/me")).status()).toBe(401);
  await nav.getByRole("link", { name: "People", exact: true }).click();
  await expect(guest).toHaveURL(/\/account\/login/);
  await guestContext.close();
  await setup.close();
});
