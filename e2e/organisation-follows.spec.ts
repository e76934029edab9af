import { demo, demoMeetings, demoOrganisationId, signInAsDemo } from "./demo.js";
import { expect, test } from "./fixtures.js";
import { sidebar } from "./helpers.js";

test("pages show their own organisation: a board after sign-in, then the organisation of each record opened", async ({
  page,
}) => {
  await signInAsDemo(page, demo.admin);
  const nav = sidebar(page);
  const picker = nav.getByLabel("Organisation");
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  // The demo administrator is on the board and on its committee, listed first (A before H)
  await expect(picker).toHaveValue(demo.board);

  const boardId = await demoOrganisationId(page, demo.board);
  const committeeId = await demoOrganisationId(page, demo.committee);
  const boardMeetings = await demoMeetings(page, boardId);
  const [committeeMeeting] = await demoMeetings(page, committeeId);
  const december = boardMeetings.find((m) => m.Title === "December Board Meeting");
  const august = boardMeetings.find((m) => m.Title === "August Board Meeting");
  if (!december || !august || !committeeMeeting) throw new Error("the demo's meetings changed");

  // The committee is chosen; then a board meeting is opened from an e-mail's link
  await picker.click();
  await page.getByRole("option", { name: demo.committee }).click();
  await expect(breadcrumb).toContainText(demo.committee);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/meetings/${december.Id}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/meeting/${december.Id}`);
  // While the meeting loads, the breadcrumb names no organisation rather than the wrong one
  await expect(breadcrumb).toContainText("Meetings");
  await expect(breadcrumb).not.toContainText(demo.committee);
  release();
  await expect(page.getByRole("heading", { name: "December Board Meeting" })).toBeVisible();
  await expect(breadcrumb).toContainText(demo.board);
  await expect(picker).toHaveValue(demo.board);
  await expect(nav.getByRole("link", { name: "Committees", exact: true })).toBeVisible();

  // The committee's pack, the board's signing page, the committee's action landing
  await page.goto(`/pack/${committeeMeeting.Id}`);
  await expect(page.getByRole("heading", { name: committeeMeeting.Title })).toBeVisible();
  await expect(breadcrumb).toContainText(demo.committee);
  await expect(picker).toHaveValue(demo.committee);
  await expect(nav.getByRole("link", { name: "Committees", exact: true })).toHaveCount(0);

  await page.goto(`/minutes-signing/${august.Id}`);
  await expect(page.getByRole("heading", { name: /August Board Meeting/ })).toBeVisible();
  await expect(breadcrumb).toContainText(demo.board);
  await expect(picker).toHaveValue(demo.board);

  await page.goto(`/organisation/${committeeId}/meetings/${committeeMeeting.Id}/actions`);
  await expect(page.getByRole("heading", { name: "Actions", level: 1 })).toBeVisible();
  await expect(breadcrumb).toContainText(demo.committee);
  await expect(picker).toHaveValue(demo.committee);

  // The record's organisation stays the current one on My Home and after signing in again
  await nav.getByRole("link", { name: "Dashboard" }).click();
  await expect(picker).toHaveValue(demo.committee);
});
