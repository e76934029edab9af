import { demo, signInAsDemo } from "./demo.js";
import { expect, test } from "./fixtures.js";
import { sidebar } from "./helpers.js";

const offlineBanner = "You seem to be offline. Please reconnect and try again.";

test("offline, the shell and the banner stay, a page that cannot load says so at once, and it loads when the connection returns", async ({
  page,
  context,
  consoleGuard,
}) => {
  consoleGuard.allow({
    text: /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/,
    why: "the journey takes the browser offline, and Chromium logs each request it could not send",
  });
  await signInAsDemo(page, demo.admin);
  const nav = sidebar(page);
  await expect(nav.getByLabel("Organisation")).toHaveValue(demo.board);
  await nav.getByRole("link", { name: "Meetings", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Meetings", level: 1 })).toBeVisible();
  const failedToLoad = (type: string) =>
    page.getByRole("alert").filter({ hasText: `Failed to load the ${type}.` });

  // A page whose code has not been fetched yet
  await context.setOffline(true);
  await nav.getByRole("link", { name: "Decisions", exact: true }).click();
  await expect(failedToLoad("page")).toBeVisible({ timeout: 2_000 });
  await expect(page.getByRole("alert").filter({ hasText: offlineBanner })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Actions", exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Decisions");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole("heading", { name: "Decision register", level: 1 })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: offlineBanner })).toHaveCount(0);

  // A page whose code is here but whose data is not: another organisation's meetings
  await context.setOffline(true);
  await nav.getByLabel("Organisation").click();
  await page.getByRole("option", { name: demo.committee }).click();
  await expect(failedToLoad("meetings")).toBeVisible({ timeout: 2_000 });
  await expect(page.getByRole("alert").filter({ hasText: offlineBanner })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText("Audit & Risk Committee").first()).toBeVisible();
  await expect(failedToLoad("meetings")).toHaveCount(0);
});
