import type { Page } from "@playwright/test";
import { apiPost, type Person, pageFor, registeredPerson } from "./accounts.js";
import { expect, test } from "./fixtures.js";

/** A date `days` from today (UTC) as the add-meeting form takes it. */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function addMeeting(page: Page, orgId: string, title: string, days: number) {
  const res = await apiPost(page, `/api/organisations/${orgId}/meetings`, {
    title,
    date: dayFromToday(days),
    startTime: "12:00",
    endTime: "13:00",
  });
  expect(res.status).toBe(201);
  return (res.json as { Id: string }).Id;
}

test("actions with two owners to completed, and My Home's time frames and rows per page", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const setup = await browser.newContext();
  const secretary = await registeredPerson(setup.request, "Priya", "Raman");
  const mele = await registeredPerson(setup.request, "Mele", "Tupou");
  const daniel = await registeredPerson(setup.request, "Daniel", "Oconnor");
  const page = await pageFor(browser, secretary);
  const board = await apiPost(page, "/api/organisations", {
    name: "Harbourside Community Trust",
    shortName: "Harbourside",
  });
  const orgId = (board.json as { Id: string }).Id;
  for (const p of [mele, daniel] as Person[]) {
    const added = await apiPost(page, `/api/organisations/${orgId}/members`, {
      firstName: p.first,
      lastName: p.last,
      email: p.email,
      role: "Director",
      isBoardMember: true,
    });
    expect(added.status).toBe(201);
  }
  const soon = await addMeeting(page, orgId, "Finance Committee Briefing", 5);
  await addMeeting(page, orgId, "Strategy Day", 20);
  await addMeeting(page, orgId, "Annual General Meeting", 50);
  await addMeeting(page, orgId, "Community Forum", -10);
  await apiPost(page, `/api/meetings/${soon}/agenda/build`, { source: "bestPractice" });
  for (const action of ["publishAgenda", "startMinutes"])
    expect((await apiPost(page, `/api/meetings/${soon}/transitions`, { action })).status).toBe(200);

  // Two actions in the minutes: one with two owners, one with one
  await page.goto(`/meeting/${soon}`);
  const addAction = async (description: string, owners: string[]) => {
    await page.getByRole("button", { name: "Add action" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Description").fill(description);
    for (const owner of owners) {
      await dialog.getByLabel("Owners").click();
      await page.getByRole("option", { name: new RegExp(owner) }).click();
    }
    await dialog.getByRole("button", { name: "Add action" }).click();
    await expect(page.getByText(description).first()).toBeVisible();
  };
  await addAction("Renew the insurance policy", ["Mele Tupou", "Daniel Oconnor"]);
  await addAction("Book the venue for the AGM", ["Daniel Oconnor"]);

  // The action list, filtered by owner
  await page.goto(`/action-items/${orgId}`);
  await expect(page.getByText("Renew the insurance policy")).toBeVisible();
  await expect(page.getByText("Book the venue for the AGM")).toBeVisible();
  await page.getByLabel("Owner").click();
  await page.getByRole("option", { name: /Mele Tupou/ }).click();
  await expect(page.getByText("Book the venue for the AGM")).toHaveCount(0);
  const card = page.getByText("Renew the insurance policy");
  await expect(card).toBeVisible();

  // An update with a note, then completed: it moves to the completed tab
  const update = async (status: string, note: string) => {
    await page.getByRole("button", { name: "Update" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Status").click();
    await page.getByRole("option", { name: status, exact: true }).click();
    await dialog.getByLabel("Progress note").fill(note);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  };
  await update("In progress", "Broker has sent three quotes.");
  await update("Completed", "Policy renewed with the same insurer.");
  await expect(page.getByText("Renew the insurance policy")).toHaveCount(0);
  await page.getByRole("tab", { name: "Completed" }).click();
  await expect(page.getByText("Renew the insurance policy")).toBeVisible();

  // My Home: each time frame shows the meetings inside it
  await page.goto("/my-home");
  const meetings = page.getByRole("list", { name: "Your meetings" });
  const timeFrame = page.getByLabel("Time frame");
  await timeFrame.selectOption("7");
  await expect(meetings.getByText("Finance Committee Briefing")).toBeVisible();
  await expect(meetings.getByText("Strategy Day")).toHaveCount(0);
  await timeFrame.selectOption("30");
  await expect(meetings.getByText("Strategy Day")).toBeVisible();
  await expect(meetings.getByText("Annual General Meeting")).toHaveCount(0);
  await timeFrame.selectOption("60");
  await expect(meetings.getByText("Annual General Meeting")).toBeVisible();
  await page
    .getByRole("radiogroup", { name: "Upcoming or past meetings" })
    .getByText("Past")
    .click();
  await timeFrame.selectOption("14");
  await expect(meetings.getByText("Community Forum")).toBeVisible();
  await expect(meetings.getByText("Strategy Day")).toHaveCount(0);

  // Rows per page is remembered
  await page.getByLabel("Rows per page").selectOption("5");
  await page.reload();
  await expect(page.getByLabel("Rows per page")).toHaveValue("5");
  await setup.close();
});
