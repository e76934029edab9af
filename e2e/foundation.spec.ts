import { expect, test } from "./fixtures.js";
import { apiPost, confirmationLinkFor, password, sidebar, signIn, uniqueEmail } from "./helpers.js";

const allItems = [
  "Meetings",
  "Actions",
  "Decisions",
  "Between Meetings",
  "Documents",
  "People",
  "Interests",
  "Committees",
  "Settings",
];

test("a secretary registers, confirms from the link in the server's log, signs in, creates a board and a committee, and the shell fits each role", async ({
  page,
  browser,
}) => {
  const adminEmail = uniqueEmail("secretary");

  // Register
  await page.goto("/auth");
  await page.getByLabel("First name").fill("Aroha");
  await page.getByLabel("Last name").fill("Ngata");
  await page.getByLabel("Email").fill(adminEmail);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Please check this box to proceed.")).toBeVisible();
  await page.getByLabel("I agree to the terms of use").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText(/check your e-mail/i).first()).toBeVisible();

  // No mail server: the page says the link is in the server's log, and the newcomer takes it from
  // there. The outbox, with everyone's links, is for the installation's administrator only.
  await expect(page.getByText("This installation does not send e-mail yet")).toBeVisible();
  await expect(page.getByRole("link", { name: /outbox/i })).toHaveCount(0);
  expect((await page.request.get("/api/mail/outbox")).status()).toBe(401);
  await page.goto(await confirmationLinkFor(adminEmail));
  await expect(page.getByText(/your e-mail address is confirmed/i)).toBeVisible();

  // Sign in and create a board
  await signIn(page, adminEmail);
  await page
    .getByRole("button", { name: /create (a )?board/i })
    .first()
    .click();
  await page.getByLabel("Board name").fill("Harbourside Community Trust");
  await page.getByLabel("Short name").fill("Harbourside");
  await page.getByRole("button", { name: "Create board" }).click();
  const nav = sidebar(page);
  for (const item of allItems)
    await expect(nav.getByRole("link", { name: item, exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();

  // Add a committee from the Committees page
  await nav.getByRole("link", { name: "Committees", exact: true }).click();
  await page
    .getByRole("button", { name: /add committee/i })
    .first()
    .click();
  await page.getByLabel("Committee name").fill("Audit & Risk");
  await page.getByLabel("Committee administrator").click();
  await page.getByRole("option", { name: /Aroha Ngata/ }).click();
  await page.getByRole("button", { name: "Add committee" }).last().click();
  await expect(page.getByText("Audit & Risk").first()).toBeVisible();

  // An Executive/Guest joins the board: they see Meetings, Actions and People only
  const guestEmail = uniqueEmail("guest");
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto("/auth");
  const registered = await apiPost(guest, "/api/auth/register", {
    firstName: "Tom",
    lastName: "Baker",
    email: guestEmail,
    password,
    acceptTerms: true,
  });
  expect(registered.status).toBe(201);
  await guest.goto(await confirmationLinkFor(guestEmail));
  await expect(guest.getByText(/your e-mail address is confirmed/i)).toBeVisible();

  const me = (await (await page.request.get("/api/me")).json()) as {
    organisations: { Id: string; Name: string }[];
  };
  const board = me.organisations.find((o) => o.Name === "Harbourside Community Trust");
  expect(board).toBeDefined();
  const added = await apiPost(page, `/api/organisations/${board?.Id}/members`, {
    firstName: "Tom",
    lastName: "Baker",
    email: guestEmail,
    role: "Executive",
  });
  expect(added.status).toBe(201);

  await signIn(guest, guestEmail);
  const guestNav = sidebar(guest);
  await expect(guestNav.getByRole("link", { name: "Meetings", exact: true })).toBeVisible();
  for (const item of ["Actions", "People"])
    await expect(guestNav.getByRole("link", { name: item, exact: true })).toBeVisible();
  for (const item of [
    "Decisions",
    "Between Meetings",
    "Documents",
    "Interests",
    "Committees",
    "Settings",
  ]) {
    await expect(guestNav.getByRole("link", { name: item, exact: true })).toHaveCount(0);
  }
  await guestContext.close();

  // Sign out
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/logged-out|account\/login/);
  expect((await page.request.get("/api/me")).status()).toBe(401);
});
