import { expect, test } from "./fixtures.js";

// The guard of fixtures.ts, proved: each of the first two journeys must end failed.

test("a console error in a browser context the journey opened itself fails the journey", async ({
  browser,
}) => {
  test.fail(true, "the console guard fails a journey whose page logged an error");
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/account/login");
  await Promise.all([
    page.waitForEvent("console"),
    page.evaluate(() => console.error('Quorate has no text for "nowhere.title".')),
  ]);
  await context.close();
});

test("an uncaught exception fails the journey", async ({ page }) => {
  test.fail(true, "the console guard fails a journey whose page threw");
  await page.goto("/account/login");
  await Promise.all([
    page.waitForEvent("pageerror"),
    page.evaluate(() => {
      setTimeout(() => {
        throw new Error("thrown and never caught");
      }, 0);
    }),
  ]);
});

test("a problem the journey allows, with its reason, lets it pass", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow({
    text: /^expected in this journey$/,
    why: "this journey logs it on purpose",
  });
  await page.goto("/account/login");
  await Promise.all([
    page.waitForEvent("console"),
    page.evaluate(() => console.error("expected in this journey")),
  ]);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
});
