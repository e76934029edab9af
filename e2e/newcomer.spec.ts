import { demo, demoMeetings, demoOrganisationId, demoPage, signInAsDemo } from "./demo.js";
import { expect, test } from "./fixtures.js";
import { sidebar } from "./helpers.js";

// What a new user trips on (issue 13), on the demo board.

test("only a board administrator is offered Add a committee; a director is not", async ({
  page,
  browser,
  consoleGuard,
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

  // Nor the people changes, which the People page offers only to those who may read them:
  // opened by address, they are the page that says so, not a failure to load
  consoleGuard.allow({
    text: /^Failed to load resource: the server responded with a status of 403/,
    source: /\/api\/organisations\/[\w-]+\/people-changes/,
    why: "the journey opens, by address, a page the director may not read",
  });
  await page.goto(`/people/${await demoOrganisationId(page, demo.board)}/changes`);
  await expect(page).toHaveURL(/\/error\?code=403/);
  await expect(page.getByText("You don't have access to this page")).toBeVisible();

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

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("on a 390 px phone the breadcrumb and the top bar's buttons never overlap, and nothing scrolls sideways", async ({
  browser,
}) => {
  const page = await demoPage(browser, demo.admin, { width: 390, height: 844 });
  const boardId = await demoOrganisationId(page, demo.board);
  const meeting = (await demoMeetings(page, boardId)).find(
    (m) => m.Title === "December Board Meeting",
  );
  if (!meeting) throw new Error("the demo's meetings changed");
  const pages = [
    [`/meeting/${meeting.Id}`, "Meetings"],
    [`/decision-register/${boardId}`, "Decisions"],
    [`/action-items/${boardId}`, "Actions"],
    [`/interests-register/${boardId}`, "Interests"],
  ] as const;
  const topBar = page.getByRole("banner");
  const breadcrumb = topBar.getByRole("navigation", { name: "Breadcrumb" });

  for (const [path, area] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(breadcrumb).toContainText(demo.board);
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(area);
    const crumb = await breadcrumb.boundingBox();
    if (!crumb) throw new Error(`no breadcrumb on ${path}`);
    for (const name of ["Open navigation", "Ask AI", "Support", "User menu"]) {
      const button = await topBar.getByRole("button", { name }).boundingBox();
      if (!button) throw new Error(`no ${name} button on ${path}`);
      expect(overlap(crumb, button), `${name} covers the breadcrumb on ${path}`).toBe(false);
    }
    // The area's name is shown whole; the organisation's may shorten
    const areaShownWhole = await breadcrumb
      .locator('[aria-current="page"]')
      .evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(areaShownWhole, `the area's name is cut on ${path}`).toBe(true);
    const scrollsSideways = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(scrollsSideways, `${path} scrolls sideways`).toBe(false);
  }
  await page.context().close();
});

test("links with bad parameters show the invalid-link or not-found page in words, never the server's", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow({
    text: /^Failed to load resource: the server responded with a status of (400|404)/,
    source: /\/api\/(invitations|meetings|auth\/reset-password)\b/,
    why: "the journey opens links whose ids name nothing; the server refuses them, as it should",
  });
  const developerText = /Please check|expected string|permitId|meetingId|token:/;
  const main = page.getByRole("main");

  // Signed out: an invitation and a password reset cut short
  await page.goto("/_account/register/abc");
  await expect(main.getByText("This invitation link does not work")).toBeVisible();
  await expect(main).not.toContainText(developerText);
  await page.goto("/account-email/reset-password/abc");
  await page.getByLabel("New password").fill("Harbour-Trust-7");
  await page.getByRole("button", { name: /new password/i }).click();
  await expect(
    main.getByText("This reset link has expired or has already been used."),
  ).toBeVisible();
  await expect(main).not.toContainText(developerText);

  // Signed in: an invitation, meetings, packs, signing and action landings that name nothing
  await signInAsDemo(page, demo.admin);
  const boardId = await demoOrganisationId(page, demo.board);
  const committeeId = await demoOrganisationId(page, demo.committee);
  const [committeeMeeting] = await demoMeetings(page, committeeId);
  if (!committeeMeeting) throw new Error("the demo's committee has no meeting");
  await page.goto("/invite/accept?permit=abc");
  await expect(main.getByText("This invitation link does not work")).toBeVisible();
  await expect(main).not.toContainText(developerText);

  const noSuchMeeting = "00000000-0000-4000-8000-000000000000";
  for (const path of [
    "/meeting/abc",
    `/meeting/${noSuchMeeting}`,
    "/minutes-signing/abc",
    "/meetings/abc",
    "/committees/abc",
    "/organisation-landing/abc",
    `/organisation/${boardId}/meetings/abc/actions`,
    `/organisation/${boardId}/meetings/${noSuchMeeting}/actions`,
    // A real meeting, but of another organisation than the link says
    `/organisation/${boardId}/meetings/${committeeMeeting.Id}/actions`,
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/error\?code=404/);
    await expect(main.getByText("We couldn't find that page")).toBeVisible();
  }
  // A pack link says what the spec says of a pack that is not there
  await page.goto("/pack/abc");
  await expect(main.getByText(/the Board Pack for this meeting is not available/)).toBeVisible();
  await expect(main).not.toContainText(developerText);
});

test("the new-design note leaves the My Home heading uncovered, and toasts leave the top bar", async ({
  page,
}) => {
  await signInAsDemo(page, demo.admin);
  await page.evaluate(() => localStorage.removeItem("quorate.newUiPopover"));
  await page.goto("/my-home");
  const note = page.getByRole("dialog", { name: "Welcome to the new Quorate" });
  await expect(note).toBeVisible();
  const heading = await page.getByRole("heading", { name: "My Home", level: 1 }).boundingBox();
  const noteBox = await note.boundingBox();
  if (!heading || !noteBox) throw new Error("the heading or the note is not laid out");
  expect(overlap(heading, noteBox), "the note covers the My Home heading").toBe(false);
  await note.getByRole("button", { name: "Got it" }).click();

  const topBar = page.getByRole("banner");
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await topBar.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Switch to Old UI" }).click();
    const toast = page
      .getByRole("alert")
      .filter({ hasText: "The old design is not available yet" });
    await expect(toast.first()).toBeVisible();
    const bar = await topBar.boundingBox();
    const toastBox = await toast.first().boundingBox();
    if (!bar || !toastBox) throw new Error("the top bar or the toast is not laid out");
    expect(overlap(bar, toastBox), `a toast covers the top bar at ${width} px`).toBe(false);
    await toast.first().getByRole("button").click();
    await expect(toast).toHaveCount(0);
  }
});
