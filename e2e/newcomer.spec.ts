import { demo, signInAsDemo } from "./demo.js";
import { expect, test } from "./fixtures.js";
import { sidebar } from "./helpers.js";

// What a new user trips on (issue 13), on the demo board.

test("only a board administrator is offered Add a committee; a director is not", async ({
  page,
  browser,
}) => {
  await signInAsDemo(page, demo.director);
  const nav = sidebar(page);
  await expect(nav.getByLabel("Organisation")).toHaveValue(demo.board);
  await expect(nav.getByRole("link", { name: "Committees", exact: true })).toBeVisible();
  await expect(nav.getByRole("button", { name: /add a committee/i })).toHaveCount(0);
  await nav.getByRole("link", { name: "Committees", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Committees", level: 1 })).toBeVisible();
  await expect(page.getByText(demo.committee).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /add (a )?committee/i })).toHaveCount(0);

  // The board's administrator, for contrast, has it
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsDemo(admin, demo.admin);
  const adminNav = sidebar(admin);
  await expect(adminNav.getByLabel("Organisation")).toHaveValue(demo.board);
  await expect(
    adminNav.getByRole("button", { name: `Add a committee to ${demo.board}` }),
  ).toBeVisible();
  await adminContext.close();
});
