import { PDFDocument } from "pdf-lib";
import { apiPost, type Person, pageFor, registeredPerson } from "./accounts.js";
import { expect, test } from "./fixtures.js";

async function pdfPaper(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < 3; i++) doc.addPage().drawText(`Financial report page ${i + 1}`);
  return Buffer.from(await doc.save());
}

type Detail = {
  Id: string;
  Agenda: { Id: string; Title: string; Type: string; VoteId: string | null }[];
};

test("a meeting from agenda to signed minutes", async ({ browser }) => {
  test.setTimeout(240_000);
  const setup = await browser.newContext();
  const people: Record<string, Person> = {};
  for (const [key, first, last] of [
    ["secretary", "Priya", "Raman"],
    ["chair", "Graham", "Whitfield"],
    ["mele", "Mele", "Tupou"],
    ["daniel", "Daniel", "Oconnor"],
  ] as const) {
    people[key] = await registeredPerson(setup.request, first, last);
  }
  const secretaryPage = await pageFor(browser, people.secretary as Person);
  const board = await apiPost(secretaryPage, "/api/organisations", {
    name: "Harbourside Community Trust",
    shortName: "Harbourside",
  });
  const orgId = (board.json as { Id: string }).Id;
  for (const [key, role] of [
    ["chair", "Chairman"],
    ["mele", "Director"],
    ["daniel", "Director"],
  ] as const) {
    const p = people[key] as Person;
    expect(
      (
        await apiPost(secretaryPage, `/api/organisations/${orgId}/members`, {
          firstName: p.first,
          lastName: p.last,
          email: p.email,
          role,
          isBoardMember: true,
        })
      ).status,
    ).toBe(201);
  }
  await apiPost(secretaryPage, `/api/organisations/${orgId}/meeting-locations`, {
    name: "Harbourside Hall",
    timeZone: "Pacific/Auckland",
    isDefault: true,
  });
  const page = secretaryPage;

  // Add a meeting
  await page.goto(`/meetings/${orgId}`);
  await page.getByRole("button", { name: "Add Meeting" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Title").fill("December Board Meeting");
  await dialog.getByLabel("Date").fill("2026-12-03");
  await dialog.getByLabel("Start time").fill("17:30");
  await dialog.getByLabel("End time").fill("19:30");
  await dialog.getByRole("button", { name: "Add Meeting" }).click();
  // The new meeting opens at once: its agenda is the next step.
  await expect(page).toHaveURL(/\/meeting\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "December Board Meeting" })).toBeVisible();

  // Build the agenda from the template
  await page.getByRole("button", { name: "Build agenda" }).first().click();
  await page.getByLabel("Best-practice board agenda").check();
  await page.getByRole("button", { name: "Create agenda" }).click();
  await expect(page.getByText("Interests Register").first()).toBeVisible();
  const meetingId = page.url().split("/").pop() ?? "";
  // One compact "attach" control per item; section headings take none.
  await expect(page.getByRole("button", { name: /^Attach papers to / })).toHaveCount(9);
  await expect(page.getByRole("button", { name: "Attach papers to Reports" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Attach papers", exact: true })).toHaveCount(0);

  // Attach a PDF paper to the financial report
  await page.getByLabel("Choose papers for Financial Report").setInputFiles({
    name: "Financials.pdf",
    mimeType: "application/pdf",
    buffer: await pdfPaper(),
  });
  // A paper opens in the viewer over the page; Escape returns to the agenda.
  await page.getByRole("button", { name: "Financials.pdf", exact: true }).click();
  const paperViewer = page.getByRole("region", { name: "Financials.pdf, document viewer" });
  await expect(paperViewer.getByText(/^of \d+$/)).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press("Escape");
  await expect(paperViewer).toHaveCount(0);

  // Write the motion on the vote item
  await page.getByRole("button", { name: "Edit Resolutions" }).click();
  await page.getByRole("dialog").getByLabel("Motion").fill("the board approves the 2027 budget");
  await page.getByRole("dialog").getByRole("button", { name: "Save item" }).click();

  // Publish: asked first, naming who will read it; then the pack is built and downloadable
  await page.getByRole("button", { name: "Publish Agenda" }).click();
  const publish = page.getByRole("dialog", { name: "Publish the agenda?" });
  await expect(
    publish.getByText(
      "Once it is published, these 4 people can read the agenda and its board pack:",
    ),
  ).toBeVisible();
  for (const name of ["Priya Raman", "Graham Whitfield", "Mele Tupou", "Daniel Oconnor"])
    await expect(publish.getByText(name)).toBeVisible();
  await publish.getByRole("button", { name: "Publish Agenda" }).click();
  await page.getByRole("button", { name: "Review Board Pack" }).click();
  await expect(page).toHaveURL(new RegExp(`/pack/${meetingId}`));
  // The pack opens in Quorate's viewer, page by page; the secretary may also take it away.
  const packViewer = page.getByRole("region", { name: /document viewer/ });
  await expect(packViewer.getByText(/^of \d+$/)).toBeVisible({ timeout: 30_000 });
  await expect(packViewer.getByRole("link", { name: "Download" })).toBeVisible();
  const pack = await page.request.get(`/api/meetings/${meetingId}/pack`);
  expect(pack.headers()["content-type"]).toBe("application/pdf");

  // Start minutes; attendance with quorum
  await page.goto(`/meeting/${meetingId}`);
  await page.getByRole("button", { name: "Start Minutes" }).click();
  for (const p of [people.secretary, people.chair, people.mele, people.daniel] as Person[]) {
    await page
      .getByRole("group", { name: `Attendance of ${p.first} ${p.last}` })
      .getByText("Present", { exact: true })
      .click();
  }
  await expect(page.getByText(/4 of 4 present/)).toBeVisible();

  // An interest in the register that mentions the vote's motion is suggested as a conflict
  const declarer = await pageFor(browser, people.daniel as Person);
  expect(
    (
      await apiPost(declarer, `/api/organisations/${orgId}/interests`, {
        personId: (people.daniel as Person).personId,
        entity: "Budget Watch Trust",
        nature: "Trustee",
      })
    ).status,
  ).toBe(201);
  await declarer.context().close();
  await page.reload();
  await expect(
    page.getByRole("button", { name: "Record conflict for Daniel Oconnor" }),
  ).toBeVisible();

  // Vote with three members; the motion moved and seconded by members present
  await page.getByRole("combobox", { name: "Moved by" }).click();
  await page.getByRole("option", { name: "Mele Tupou" }).click();
  await page.getByRole("combobox", { name: "Seconded by" }).click();
  await page.getByRole("option", { name: "Daniel Oconnor" }).click();
  await page.getByRole("button", { name: "Open vote" }).click();
  await expect(page.getByText("Moved by Mele Tupou, seconded by Daniel Oconnor.")).toBeVisible();
  const detail = (await (await page.request.get(`/api/meetings/${meetingId}`)).json()) as Detail;
  const voteId = detail.Agenda.find((i) => i.VoteId)?.VoteId ?? "";
  for (const key of ["chair", "mele"] as const) {
    const voter = await pageFor(browser, people[key] as Person);
    expect(
      (await apiPost(voter, `/api/votes/${voteId}/ballots`, { choice: "Support" })).status,
    ).toBe(201);
    await voter.context().close();
  }
  const daniel = await pageFor(browser, people.daniel as Person);
  expect((await apiPost(daniel, `/api/votes/${voteId}/ballots`, { choice: "Oppose" })).status).toBe(
    201,
  );
  await daniel.context().close();
  await page.getByRole("button", { name: "Close vote" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Close the vote" }).click();
  await expect(page.getByText(/carried/i).first()).toBeVisible();
  const register = (await (
    await page.request.get(`/api/organisations/${orgId}/decisions`)
  ).json()) as { decisions: { Title: string; Outcome: string }[] };
  expect(register.decisions).toContainEqual(
    expect.objectContaining({ Title: "Resolutions", Outcome: "Approved" }),
  );

  // Minute notes in the rich-text editor: formatted, autosaved, still there after a reload
  const financeNotes = page.getByRole("textbox", { name: /^Minutes for [\d.]+ Financial Report$/ });
  await financeNotes.click();
  await page.keyboard.type("The treasurer presented the accounts. ");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type("Income is ahead of budget.");
  await page.keyboard.press("ControlOrMeta+b");
  await financeNotes.blur();
  await expect(page.getByText(/^Saved at /).first()).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole("textbox", { name: /^Minutes for [\d.]+ Financial Report$/ })
      .locator("strong", { hasText: "Income is ahead of budget." }),
  ).toBeVisible();
  // The vote's drafted minute was added to the Resolutions notes
  await expect(
    page.getByRole("textbox", { name: /^Minutes for [\d.]+ Resolutions$/ }),
  ).toContainText(
    "Moved Mele Tupou, seconded Daniel Oconnor, that the board approves the 2027 budget; carried 2–1",
  );

  // The decision is in the register
  await page.goto(`/decision-register/${orgId}`);
  await expect(page.getByText("Resolutions").first()).toBeVisible();
  await expect(page.getByText(/Carried 2–1/).first()).toBeVisible();
  await expect(page.getByText("Moved: Mele Tupou Seconded: Daniel Oconnor").first()).toBeVisible();
  // Found by a word of its resolution (full-text: "budgets" finds "budget"), the word marked
  await page.getByLabel("Search decisions").fill("budgets");
  await expect(page.locator("mark", { hasText: /^budget$/i }).first()).toBeVisible();
  await page.getByLabel("Search decisions").fill("zebra");
  await expect(page.getByText("Resolutions")).toHaveCount(0);
  await page.goto(`/meeting/${meetingId}`);

  // An action
  await page.getByRole("button", { name: "Add action" }).first().click();
  const actionDialog = page.getByRole("dialog");
  await actionDialog.getByLabel("Description").fill("Circulate the audited accounts");
  await actionDialog.getByLabel("Owners").click();
  await page.getByRole("option", { name: /Mele Tupou/ }).click();
  await actionDialog.getByRole("button", { name: "Add action" }).click();
  await expect(page.getByText("Circulate the audited accounts").first()).toBeVisible();

  // An action recorded by mistake is removed, after a confirmation
  await page.getByRole("button", { name: "Add action" }).first().click();
  await actionDialog.getByLabel("Description").fill("Wrong action");
  await actionDialog.getByLabel("Owners").click();
  await page.getByRole("option", { name: /Mele Tupou/ }).click();
  await actionDialog.getByRole("button", { name: "Add action" }).click();
  await page.getByRole("button", { name: "Change Wrong action" }).click();
  await page.getByRole("menuitem", { name: "Remove" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove action" }).click();
  await expect(page.getByText("Wrong action")).toHaveCount(0);

  // The action is in the organisation's action list, with its meeting
  await page.goto(`/action-items/${orgId}`);
  await expect(page.getByText("Circulate the audited accounts")).toBeVisible();
  await expect(page.getByRole("link", { name: /December Board Meeting/ }).first()).toBeVisible();
  await page.goto(`/meeting/${meetingId}`);

  await page.getByRole("button", { name: "Finish Draft Minutes" }).click();
  await expect(page.getByText("Minutes in Review").first()).toBeVisible();

  // Confirm at the next meeting
  const next = await apiPost(page, `/api/organisations/${orgId}/meetings`, {
    title: "February Board Meeting",
    date: "2027-02-04",
    startTime: "17:30",
    endTime: "19:30",
  });
  const nextId = (next.json as { Id: string }).Id;
  await apiPost(page, `/api/meetings/${nextId}/agenda/build`, { source: "bestPractice" });
  await apiPost(page, `/api/meetings/${nextId}/transitions`, { action: "publishAgenda" });
  await apiPost(page, `/api/meetings/${nextId}/transitions`, { action: "startMinutes" });
  await page.goto(`/meeting/${nextId}`);
  await page.getByRole("button", { name: "Confirm as presented" }).first().click();
  const confirmDialog = page.getByRole("dialog");
  if (await confirmDialog.isVisible())
    await confirmDialog
      .getByRole("button", { name: /Confirm/ })
      .last()
      .click();
  await expect(page.getByText(/confirmed as presented/i).first()).toBeVisible();

  // The chair signs
  // Away from the board's zone: the signing time names the meeting's clock.
  const chairPage = await pageFor(browser, people.chair as Person, {
    timezoneId: "Europe/London",
  });
  await chairPage.goto(`/minutes-signing/${meetingId}`);
  await expect(chairPage.getByText("Signed 0 of 1")).toBeVisible();
  await chairPage.getByRole("button", { name: "Sign minutes" }).click();
  await chairPage.getByRole("dialog").getByRole("button", { name: "Sign", exact: true }).click();
  await expect(chairPage.getByText("Signed 1 of 1")).toBeVisible();
  await expect(
    chairPage.getByText(/^Signed \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m NZ[DS]T$/),
  ).toBeVisible();
});
