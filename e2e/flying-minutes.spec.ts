import type { Page } from "@playwright/test";
import { apiPost, organisationWith, pageFor, registeredPerson } from "./accounts.js";
import { expect, test } from "./fixtures.js";
import { apiWrite } from "./helpers.js";

test("a chair runs a flying minute: discussion, a comment, voting started early, three directors vote live, it closes itself, the decision is registered and noted in the next minutes", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const setup = await browser.newContext();
  const chairPerson = await registeredPerson(setup.request, "Aroha", "Ngata");
  const directors = [
    await registeredPerson(setup.request, "Mele", "Tupou"),
    await registeredPerson(setup.request, "Daniel", "Oconnor"),
    await registeredPerson(setup.request, "Sione", "Fifita"),
  ];
  const chair = await pageFor(browser, chairPerson);
  const orgId = await organisationWith(
    chair,
    { name: "Flying Trust", shortName: "Flying" },
    directors.map((d) => [d, "Director"] as const),
  );
  const settings = await apiWrite(chair, "PATCH", `/api/organisations/${orgId}/settings`, {
    isFlyingMinuteVoteOutcomeCalculated: true,
    flyingMinuteVotePassingPercentage: 50,
    flyingMinuteParticipationPercentage: 100,
  });
  expect(settings.status, JSON.stringify(settings.json)).toBe(200);

  // The chair drafts it in the form: the board members are the voters by default.
  await chair.goto(`/between-meetings/${orgId}`);
  await chair.getByRole("button", { name: "New Flying Minute" }).click();
  const form = chair.getByRole("dialog", { name: "New flying minute" });
  await form.getByLabel("Title").fill("Sign the hall lease");
  // The motion is rich text: a word in bold stays bold on the page; e-mails and the register get its plain text.
  await form.getByRole("textbox", { name: "Motion" }).click();
  await chair.keyboard.type("That the board approves signing the ");
  await chair.keyboard.press("ControlOrMeta+b");
  await chair.keyboard.type("five-year");
  await chair.keyboard.press("ControlOrMeta+b");
  await chair.keyboard.type(" hall lease.");
  // Voting opens in two days, closes in five: the discussion runs until the chair starts voting early.
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  await form.getByRole("textbox", { name: "Voting opens" }).fill(inDays(2));
  await form.getByRole("textbox", { name: "Voting closes" }).fill(inDays(5));
  await form.getByRole("switch", { name: "Discussion before voting" }).check();
  await form.getByRole("button", { name: "Create draft" }).click();
  await expect(chair.getByRole("heading", { name: "Sign the hall lease" })).toBeVisible();
  const flyingMinuteId = chair.url().split("/flying-minute/")[1] ?? "";
  expect(flyingMinuteId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(chair.locator("strong", { hasText: "five-year" })).toBeVisible();

  await chair.getByRole("button", { name: "Start discussion" }).click();
  await chair.getByRole("dialog").getByRole("button", { name: "Start discussion" }).click();
  await expect(chair.getByText("Discussion").first()).toBeVisible();

  const pages = [];
  for (const d of directors) {
    const page = await pageFor(browser, d);
    await page.goto(`/flying-minute/${flyingMinuteId}`);
    pages.push(page);
  }
  const [first, second, third] = pages;
  if (!first || !second || !third) throw new Error("three directors");
  await first.getByLabel("Add a comment").fill("Is the rent reviewed every year?");
  await first.getByRole("button", { name: "Post comment" }).click();
  await expect(chair.getByText("Is the rent reviewed every year?")).toBeVisible({
    timeout: 15_000,
  });

  await chair.getByRole("button", { name: "Start voting now" }).click();
  await chair.getByRole("dialog").getByRole("button", { name: "Start voting now" }).click();
  const ballot = (page: Page, choice: string) =>
    page.getByRole("region", { name: "Vote" }).getByRole("button", { name: choice, exact: true });
  for (const page of pages) await expect(ballot(page, "Support")).toBeVisible({ timeout: 15_000 });

  // The chair is a board member too: their ballot first, then each director's arrives live.
  await ballot(chair, "Support").click();
  for (const page of pages)
    await expect(page.getByText("1 for").first()).toBeVisible({ timeout: 15_000 });
  await ballot(first, "Support").click();
  for (const page of [second, third, chair])
    await expect(page.getByText("2 for").first()).toBeVisible({ timeout: 15_000 });
  await ballot(second, "Support").click();
  for (const page of [first, third, chair])
    await expect(page.getByText("3 for").first()).toBeVisible({ timeout: 15_000 });
  await ballot(third, "Oppose").click();

  // Everyone has voted: it closed itself, approved by the organisation's rule.
  for (const page of [first, chair]) {
    await expect(page.getByText("Approved").first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("Closed").first()).toBeVisible();
  }
  await chair.getByRole("link", { name: "See the decision in the register" }).click();
  await expect(chair.getByText("Sign the hall lease").first()).toBeVisible();
  await expect(
    chair.getByText("That the board approves signing the five-year hall lease.").first(),
  ).toBeVisible();

  // The next meeting's minutes note it under Confirm Minutes, with its outcome and tally.
  const next = await apiPost(chair, `/api/organisations/${orgId}/meetings`, {
    title: "Next Board Meeting",
    date: "2027-02-04",
    startTime: "17:30",
    endTime: "19:30",
  });
  expect(next.status, JSON.stringify(next.json)).toBe(201);
  const nextId = (next.json as { Id: string }).Id;
  await apiPost(chair, `/api/meetings/${nextId}/agenda/build`, { source: "bestPractice" });
  await apiPost(chair, `/api/meetings/${nextId}/transitions`, { action: "publishAgenda" });
  const minutes = await apiPost(chair, `/api/meetings/${nextId}/transitions`, {
    action: "startMinutes",
  });
  expect(minutes.status, JSON.stringify(minutes.json)).toBeLessThan(300);
  await chair.goto(`/meeting/${nextId}`);
  await expect(chair.getByText(/Flying minute noted: .Sign the hall lease./).first()).toBeVisible({
    timeout: 10_000,
  });
  const created = await apiPost(chair, `/api/organisations/${orgId}/flying-minutes`, {
    title: "",
    motion: "",
    voteStartsAt: new Date().toISOString(),
    voteClosesAt: new Date().toISOString(),
  });
  expect(created.status).toBe(400);
});

test("a report sent to two chosen people: a third director cannot find it, and the author sees both read receipts; the old ;reports address still opens the tab", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const setup = await browser.newContext();
  const author = await registeredPerson(setup.request, "Hana", "Whaanga");
  const [ana, ben, cara] = [
    await registeredPerson(setup.request, "Ana", "Lemalu"),
    await registeredPerson(setup.request, "Ben", "Tamatea"),
    await registeredPerson(setup.request, "Cara", "Doyle"),
  ];
  if (!ana || !ben || !cara) throw new Error("three directors");
  const writer = await pageFor(browser, author);
  const orgId = await organisationWith(writer, { name: "Report Trust", shortName: "Reports" }, [
    [ana, "Director"],
    [ben, "Director"],
    [cara, "Director"],
  ]);

  await writer.goto(`/between-meetings/${orgId};reports`);
  await expect(writer).toHaveURL(new RegExp(`/between-meetings/${orgId}/reports$`));
  await writer.getByRole("button", { name: "New Report" }).click();
  const form = writer.getByRole("dialog", { name: "New report" });
  await form.getByLabel("Title").fill("Quarterly fundraising report");
  await form
    .getByRole("textbox", { name: "Executive summary" })
    .fill("Donations are up 12 % on last quarter.");
  await form.getByRole("radio", { name: "Chosen people" }).check();
  const people = form.getByLabel("People who receive it");
  for (const name of ["Ana Lemalu", "Ben Tamatea"]) {
    await people.click();
    await writer.getByRole("option", { name }).click();
  }
  await form.getByRole("button", { name: "Save draft" }).click();
  await expect(writer.getByRole("heading", { name: "Quarterly fundraising report" })).toBeVisible();
  const reportUrl = writer.url();
  await writer.getByRole("button", { name: "Send report" }).click();
  await writer.getByRole("dialog").getByRole("button", { name: "Send report" }).click();
  await expect(writer.getByText("Sent to 2 people.")).toBeVisible();

  for (const reader of [ana, ben]) {
    const page = await pageFor(browser, reader);
    await page.goto(reportUrl);
    await expect(page.getByText("Donations are up 12 % on last quarter.")).toBeVisible();
  }
  const outsider = await pageFor(browser, cara);
  await outsider.goto(`/between-meetings/${orgId}/reports`);
  await expect(
    outsider.getByText("No reports have been sent yet.", { exact: false }),
  ).toBeVisible();
  const direct = await outsider.request.get(`/api/reports/${reportUrl.split("/report/")[1]}`);
  expect(direct.status()).toBe(404);

  await writer.reload();
  const receipts = writer.getByRole("group", { name: "Read by" }).first();
  await expect(receipts.getByRole("img", { name: "Ana Lemalu" })).toBeVisible();
  await expect(receipts.getByRole("img", { name: "Ben Tamatea" })).toBeVisible();
  await writer.goto(`/between-meetings/${orgId};flyingMinutes`);
  await expect(writer).toHaveURL(new RegExp(`/between-meetings/${orgId}/flying-minutes$`));
});
