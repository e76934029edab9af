import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { apiPost, organisationWith, pageFor, registeredPerson } from "./accounts.js";
import { demo, demoPage, demoPerson } from "./demo.js";
import { expect, test } from "./fixtures.js";
import { apiUpload, apiWrite, selectWords } from "./helpers.js";

type Detail = { Agenda: { Id: string; Type: string; IsHeading: boolean }[] };
type PackStatus = { status: string; readyAt: string | null };
type Notes = { annotations: { id: string }[] };

async function paper(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (const text of ["Treasurer's report", "Reserve fund balance", "Investment policy"])
    doc.addPage().drawText(text, { x: 72, y: 700, size: 18 });
  return Buffer.from(await doc.save());
}

/** Waits for a pack newer than `after` to be ready, as the pack page would show it. */
async function packReadyAfter(page: Page, meetingId: string, after: string | null) {
  let readyAt: string | null = null;
  await expect
    .poll(
      async () => {
        const status = (await (
          await page.request.get(`/api/meetings/${meetingId}/pack/status`)
        ).json()) as PackStatus;
        readyAt = status.status === "ready" ? status.readyAt : null;
        return readyAt !== null && readyAt !== after;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return readyAt;
}

test("a director's note on the board pack stays with its paper through a rebuild, and is destroyed when the minutes are confirmed", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  // The demo's administrator and director (sign-ups from one address are limited, and the
  // journeys share it); only the guest is new.
  const setup = await browser.newContext();
  const guest = await registeredPerson(setup.request, "Tom", "Guest");
  const admin = await demoPage(browser, demo.admin);
  const director = await demoPerson(admin, demo.director);
  const orgId = await organisationWith(admin, { name: "Pack Trust", shortName: "Pack" }, [
    [director, "Director"],
    [guest, "Executive"],
  ]);
  await apiWrite(admin, "PATCH", `/api/organisations/${orgId}/settings`, {
    autoDeleteAnnotations: true,
  });

  // A published agenda with the treasurer's report: its pack is built.
  const meetingId = (
    (
      await apiPost(admin, `/api/organisations/${orgId}/meetings`, {
        title: "March Board Meeting",
        date: "2026-03-05",
        startTime: "17:30",
        endTime: "19:30",
      })
    ).json as { Id: string }
  ).Id;
  await apiPost(admin, `/api/meetings/${meetingId}/agenda/build`, { source: "bestPractice" });
  const detail = (await (await admin.request.get(`/api/meetings/${meetingId}`)).json()) as Detail;
  const item = detail.Agenda.find((i) => i.Type === "Generic" && !i.IsHeading);
  expect(
    await apiUpload(
      admin,
      `/api/meetings/${meetingId}/agenda/items/${item?.Id}/papers`,
      {
        name: "Treasurer's report.pdf",
        mimeType: "application/pdf",
        buffer: await paper(),
      },
      "files",
    ),
  ).toBe(201);
  await apiPost(admin, `/api/meetings/${meetingId}/transitions`, { action: "publishAgenda" });
  const firstPack = await packReadyAfter(admin, meetingId, null);

  // Mele highlights words on the report's page of the pack.
  const mele = await demoPage(browser, demo.director);
  await mele.goto(`/pack/${meetingId}`);
  const viewer = mele.getByRole("region", { name: /document viewer/ });
  await expect(viewer.getByText(/^of \d+$/)).toBeVisible({ timeout: 20_000 });
  await viewer.getByRole("searchbox", { name: "Find in document" }).fill("Reserve fund");
  await expect(viewer.getByRole("status").filter({ hasText: "1 of 1" })).toBeVisible();
  const reportPage = await viewer.getByLabel("Page number").inputValue();
  await viewer.getByRole("searchbox", { name: "Find in document" }).fill("");
  await selectWords(mele, "Reserve fund balance");
  await mele.getByRole("button", { name: "Highlight", exact: true }).click();
  await expect(viewer.getByRole("button", { name: "Open your highlight" })).toBeVisible();

  // A late item moves the report further into a rebuilt pack; the note moves with it.
  await apiPost(admin, `/api/meetings/${meetingId}/agenda/items`, { title: "Late item" });
  await packReadyAfter(admin, meetingId, firstPack);
  await mele.reload();
  await expect(viewer.getByText(/^of \d+$/)).toBeVisible({ timeout: 20_000 });
  await viewer.getByRole("button", { name: "Show notes" }).click();
  const panel = viewer.getByRole("complementary", { name: "Notes" });
  const listed = panel.getByRole("button", { name: /Highlight · Only you/ });
  await expect(listed).toContainText("Reserve fund balance");
  const listedPage = Number(((await listed.textContent()) ?? "").match(/Page (\d+)/)?.[1]);
  expect(listedPage).toBeGreaterThanOrEqual(Number(reportPage));

  // Minutes taken, then confirmed at the next meeting: the organisation destroys the notes.
  for (const action of ["startMinutes", "finishDraftMinutes"])
    expect(
      (await apiPost(admin, `/api/meetings/${meetingId}/transitions`, { action })).status,
    ).toBe(200);
  const nextId = (
    (
      await apiPost(admin, `/api/organisations/${orgId}/meetings`, {
        title: "April Board Meeting",
        date: "2026-04-02",
        startTime: "17:30",
        endTime: "19:30",
      })
    ).json as { Id: string }
  ).Id;
  await apiPost(admin, `/api/meetings/${nextId}/agenda/build`, { source: "bestPractice" });
  for (const action of ["publishAgenda", "startMinutes"])
    await apiPost(admin, `/api/meetings/${nextId}/transitions`, { action });
  const next = (await (await admin.request.get(`/api/meetings/${nextId}`)).json()) as Detail;
  const confirm = next.Agenda.find((i) => i.Type === "ConfirmMinutes");
  const confirmed = await apiPost(
    admin,
    `/api/meetings/${nextId}/agenda/items/${confirm?.Id}/confirm-minutes`,
    { meetingId, mode: "asPresented" },
  );
  expect(confirmed.status).toBe(201);
  await expect
    .poll(
      async () =>
        ((await (await mele.request.get(`/api/meetings/${meetingId}/annotations`)).json()) as Notes)
          .annotations.length,
      { timeout: 30_000 },
    )
    .toBe(0);
  await mele.reload();
  await expect(viewer.getByText(/^of \d+$/)).toBeVisible({ timeout: 20_000 });
  await expect(viewer.getByRole("button", { name: "Open your highlight" })).toHaveCount(0);

  // An Executive/Guest has no documents at all.
  const tom = await pageFor(browser, guest);
  await tom.goto(`/governance-documents/${orgId}`);
  await expect(tom.getByRole("heading", { name: "Governance Documents" })).toHaveCount(0);
  expect((await tom.request.get(`/api/organisations/${orgId}/document-folders`)).status()).toBe(
    403,
  );
  expect((await tom.request.get(`/api/meetings/${meetingId}/pack`)).status()).toBe(403);
});
