import type { Page } from "@playwright/test";
import { apiPost, pageFor, registeredPerson } from "./accounts.js";
import { expect, test } from "./fixtures.js";
import { sidebar } from "./helpers.js";

/** The built chunk of a module, whatever its content hash. */
function chunk(name: string): RegExp {
  return new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
}

/** Keeps a lazy chunk from arriving until the returned function is called. */
async function holdBack(page: Page, name: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(chunk(name), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("My Home shows before the shell's menus, picker and dialogs arrive, and each works when it has", async ({
  browser,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  const setup = await browser.newContext();
  const person = await registeredPerson(setup.request, "Hemi", "Walker");
  const page = await pageFor(browser, person);
  for (const [name, shortName] of [
    ["Kowhai School Board", "Kowhai"],
    ["Rata Community Trust", "Rata"],
  ] as const) {
    expect((await apiPost(page, "/api/organisations", { name, shortName })).status).toBe(201);
  }

  // The user menu and the organisation picker are held back: My Home is shown without them
  const releaseMenu = await holdBack(page, "UserMenu");
  const releasePicker = await holdBack(page, "OrganisationPicker");
  await page.goto("/my-home");
  await expect(page.getByRole("heading", { name: "My Home" })).toBeVisible();
  await expect(page.getByText("Welcome, Hemi")).toBeVisible();

  // The menu pressed before it has arrived opens as soon as it does
  const userMenu = page.getByRole("button", { name: "User menu" });
  await userMenu.click();
  await expect(page.getByRole("menuitem", { name: "Logout" })).toHaveCount(0);
  await expect(userMenu).toHaveAttribute("aria-busy", "true");
  releaseMenu();
  await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menuitem", { name: "Logout" })).toHaveCount(0);
  // …and gives the focus back to its button, as one that had been there all along
  await expect(userMenu).toBeFocused();

  // Meanwhile the browser's own list stands in for the picker, and choosing from it works
  const nav = sidebar(page);
  await nav.getByLabel("Organisation").selectOption({ label: "Rata Community Trust" });
  await expect(page).not.toHaveURL(/my-home/);
  await expect(nav.getByRole("link", { name: "Meetings", exact: true })).toBeVisible();

  // Then the full picker arrives (it shows the organisation's name) and works the same
  releasePicker();
  await expect(nav.getByLabel("Organisation")).toHaveValue("Rata Community Trust");
  await nav.getByLabel("Organisation").click();
  await page.getByRole("option", { name: "Kowhai School Board" }).click();
  await expect(nav.getByLabel("Organisation")).toHaveValue("Kowhai School Board");

  // Every area's page arrives with its texts: none is left showing a key (a missing text is a
  // console error, which fails the journey: fixtures.ts)
  for (const area of ["Meetings", "Actions", "Decisions", "People", "Interests", "Settings"]) {
    await nav.getByRole("link", { name: area, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await page.getByRole("button", { name: "Support" }).click();
  await expect(page.getByRole("dialog").getByText("Contact support")).toBeVisible();
  await page.keyboard.press("Escape");

  // A dialog opened for the first time gives the focus back to its button on closing
  const addBoard = nav.getByRole("button", { name: "Add a board" });
  await addBoard.click();
  await expect(page.getByRole("dialog", { name: /board/i })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: /board/i })).toHaveCount(0);
  await expect(addBoard).toBeFocused();

  // A page whose code cannot be fetched (the connection dropped) says so in the page (spec §8,
  // "Failed to load the {type}."), the shell staying, and Try again shows it once it can
  await nav.getByRole("link", { name: "Meetings", exact: true }).click();
  consoleGuard.allow({
    text: /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/,
    source: chunk("CommitteesPage"),
    why: "the journey cuts the page's code off, as a dropped connection would",
  });
  await page.route(chunk("CommitteesPage"), (route) => route.abort("internetdisconnected"));
  await nav.getByRole("link", { name: "Committees", exact: true }).click();
  const failed = page.getByRole("alert").filter({ hasText: "Failed to load the page." });
  await expect(failed).toBeVisible();
  await expect(nav.getByRole("link", { name: "Meetings", exact: true })).toBeVisible();
  await page.unroute(chunk("CommitteesPage"));
  await failed.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "Committees", level: 1 })).toBeVisible();
  await expect(failed).toHaveCount(0);

  // Folded, the sidebar names its icons in tooltips
  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await nav.getByRole("link", { name: "Actions", exact: true }).hover();
  await expect(page.getByRole("tooltip", { name: "Actions" })).toBeVisible();
  await page.getByRole("button", { name: "Expand sidebar" }).click();

  // On a phone the navigation opens as a sheet
  await page.setViewportSize({ width: 390, height: 820 });
  await page.getByRole("button", { name: "Open navigation" }).click();
  const sheet = page.getByRole("dialog", { name: "Navigation" });
  await expect(sheet.getByRole("link", { name: "People", exact: true })).toBeVisible();
  await sheet.getByRole("link", { name: "People", exact: true }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(/people/i);

  await setup.close();
});

test("a shell part that could not be fetched is fetched again when pressed again", async ({
  browser,
  consoleGuard,
}) => {
  const setup = await browser.newContext();
  const person = await registeredPerson(setup.request, "Sione", "Latu");
  const page = await pageFor(browser, person);
  consoleGuard.allow({
    text: /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/,
    source: chunk("UserMenu"),
    why: "the journey cuts the menu's code off, as a dropped connection would",
  });
  await page.route(chunk("UserMenu"), (route) => route.abort("internetdisconnected"));
  await page.goto("/my-home");
  const userMenu = page.getByRole("button", { name: "User menu" });
  await userMenu.click();
  await expect(page.getByRole("menuitem", { name: "Logout" })).toHaveCount(0);
  // The fetch failed: the button no longer says the menu is on its way
  await expect(userMenu).toHaveAttribute("aria-busy", "false");
  await page.unroute(chunk("UserMenu"));
  await userMenu.click();
  await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
  await setup.close();
});

test("the new-design note stays while the navigation is used, and goes for good when dismissed", async ({
  browser,
}) => {
  const setup = await browser.newContext();
  const person = await registeredPerson(setup.request, "Tama", "Rewi");
  const page = await pageFor(browser, person);
  expect(
    (await apiPost(page, "/api/organisations", { name: "Totara Trust", shortName: "Totara" }))
      .status,
  ).toBe(201);
  await page.evaluate(() => localStorage.removeItem("quorate.newUiPopover"));
  await page.goto("/my-home");
  const note = page.getByRole("dialog", { name: "Welcome to the new Quorate" });
  await expect(note).toBeVisible();
  await sidebar(page).getByRole("link", { name: "Meetings", exact: true }).click();
  await expect(page).toHaveURL(/meetings/);
  await expect(note).toBeVisible();
  await note.getByRole("button", { name: "Got it" }).click();
  await expect(note).toHaveCount(0);
  await page.reload();
  // The full picker shows the name (the stand-in's value is an id): the idle-time parts came.
  await expect(sidebar(page).getByLabel("Organisation")).toHaveValue("Totara Trust");
  await page.waitForTimeout(500);
  await expect(note).toHaveCount(0);
  await setup.close();
});
