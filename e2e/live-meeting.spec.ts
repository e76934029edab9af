import { apiPost, organisationWith, type Person, pageFor, registeredPerson } from "./accounts.js";
import { expect, test } from "./fixtures.js";
import { apiWrite } from "./helpers.js";

type Detail = { Agenda: { Id: string; Type: string; VoteId: string | null }[] };
type Attendance = { attendees: { Id: string; Name: string }[] };

test("two members on one meeting page: a ballot cast in one shows in the other at once, without a reload or any polling", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const setup = await browser.newContext();
  const secretary = await registeredPerson(setup.request, "Priya", "Raman");
  const mele = await registeredPerson(setup.request, "Mele", "Tupou");
  const daniel = await registeredPerson(setup.request, "Daniel", "Oconnor");
  const admin = await pageFor(browser, secretary);
  const orgId = await organisationWith(admin, { name: "Live Trust", shortName: "Live" }, [
    [mele, "Director"],
    [daniel, "Director"],
  ]);

  // A meeting taking minutes, both directors present, the budget vote open.
  const meetingId = (
    (
      await apiPost(admin, `/api/organisations/${orgId}/meetings`, {
        title: "Live Board Meeting",
        date: "2026-12-10",
        startTime: "17:30",
        endTime: "19:30",
      })
    ).json as { Id: string }
  ).Id;
  await apiPost(admin, `/api/meetings/${meetingId}/agenda/build`, { source: "bestPractice" });
  const detail = (await (await admin.request.get(`/api/meetings/${meetingId}`)).json()) as Detail;
  const voteItem = detail.Agenda.find((i) => i.Type === "Vote");
  await apiWrite(admin, "PATCH", `/api/meetings/${meetingId}/agenda/items/${voteItem?.Id}`, {
    motion: "the board approves the 2027 budget",
  });
  await apiPost(admin, `/api/meetings/${meetingId}/transitions`, { action: "publishAgenda" });
  await apiPost(admin, `/api/meetings/${meetingId}/transitions`, { action: "startMinutes" });
  const attendance = (await (
    await admin.request.get(`/api/meetings/${meetingId}/attendance`)
  ).json()) as Attendance;
  for (const p of [mele, daniel] as Person[]) {
    const row = attendance.attendees.find((a) => a.Name === `${p.first} ${p.last}`);
    const marked = await apiWrite(
      admin,
      "PATCH",
      `/api/meetings/${meetingId}/attendance/${row?.Id}`,
      { status: "present" },
    );
    expect(marked.status, JSON.stringify(marked.json)).toBe(200);
  }
  const opened = await apiPost(
    admin,
    `/api/meetings/${meetingId}/agenda/items/${voteItem?.Id}/vote`,
    { anonymous: false },
  );
  expect(opened.status, JSON.stringify(opened.json)).toBeLessThan(300);

  const watcher = await pageFor(browser, mele);
  const voter = await pageFor(browser, daniel);
  for (const page of [watcher, voter]) await page.goto(`/meeting/${meetingId}`);
  await expect(watcher.getByText("Voting open").first()).toBeVisible();
  await expect(voter.getByText("Voting open").first()).toBeVisible();

  // From now on, the watcher's page asks the server nothing unless told something changed.
  const asked: string[] = [];
  watcher.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) asked.push(request.url());
  });
  await watcher.waitForTimeout(12_000); // longer than any of the old refresh intervals
  expect(asked).toEqual([]);

  await voter
    .getByRole("region", { name: "Vote" })
    .getByRole("button", { name: "Support", exact: true })
    .click();
  await expect(voter.getByText("Your vote has been recorded.").first()).toBeVisible();
  await expect(watcher.getByText("1 for").first()).toBeVisible({ timeout: 3_000 });
  expect(asked.length).toBeGreaterThan(0); // what it read, it read once told
  expect(asked.every((url) => !url.includes("/live"))).toBe(true);
});
