import { PDFDocument } from "pdf-lib";
import { apiPost, pageFor, registeredPerson } from "./accounts.js";
import { expect, test } from "./fixtures.js";
import { apiWrite } from "./helpers.js";

async function pdf(...pages: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (const text of pages) doc.addPage().drawText(text, { x: 72, y: 700, size: 18 });
  return Buffer.from(await doc.save());
}

test("a secretary files two policies in a Board Only folder; a director reads them, a senior executive off the board never sees them", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const setup = await browser.newContext();
  const secretary = await registeredPerson(setup.request, "Priya", "Raman");
  const director = await registeredPerson(setup.request, "Mele", "Tupou");
  const senior = await registeredPerson(setup.request, "Sione", "Fifita");
  const admin = await pageFor(browser, secretary);
  const orgId = (
    (await apiPost(admin, "/api/organisations", { name: "Library Trust", shortName: "Library" }))
      .json as { Id: string }
  ).Id;
  for (const [person, role] of [
    [director, "Director"],
    [senior, "ExecutiveDirector"],
  ] as const)
    await apiPost(admin, `/api/organisations/${orgId}/members`, {
      firstName: person.first,
      lastName: person.last,
      email: person.email,
      role,
      isBoardMember: role === "Director",
    });

  // The secretary makes a Board Only folder and uploads two policies into it.
  await admin.goto(`/governance-documents/${orgId}`);
  await expect(admin.getByRole("heading", { name: "Governance Documents" })).toBeVisible();
  await admin.getByRole("button", { name: "New folder" }).first().click();
  await admin.getByLabel("Folder name").fill("Board confidential");
  await admin.getByLabel("Board Only (board members and the Secretary)").check();
  await admin.getByRole("button", { name: "Create folder" }).click();
  await admin.getByText("Board confidential", { exact: true }).first().click();
  await expect(admin).toHaveURL(/folder=/);
  await admin
    .getByLabel("Choose files to upload to Board confidential")
    .first()
    .setInputFiles([
      {
        name: "Remuneration policy.pdf",
        mimeType: "application/pdf",
        buffer: await pdf("Pay principles", "Executive bonus limits", "Review cycle"),
      },
      { name: "Delegations policy.pdf", mimeType: "application/pdf", buffer: await pdf("Limits") },
    ]);
  await expect(admin.getByRole("link", { name: /Remuneration policy\.pdf/ })).toBeVisible();
  await expect(admin.getByRole("link", { name: /Delegations policy\.pdf/ })).toBeVisible();

  // A board member sees the folder and reads a policy in Quorate's viewer.
  const mele = await pageFor(browser, director);
  await mele.goto(`/governance-documents/${orgId}`);
  await mele.getByText("Board confidential", { exact: true }).first().click();
  await expect(mele.getByRole("button", { name: "New folder" })).toHaveCount(0);
  await mele.getByRole("link", { name: "Remuneration policy.pdf" }).click();
  await expect(mele).toHaveURL(/;doc=/);
  const viewer = mele.getByRole("region", { name: "Remuneration policy.pdf, document viewer" });
  await expect(viewer.getByText("of 3")).toBeVisible({ timeout: 20_000 });
  await expect(viewer.getByRole("region", { name: "Page 1" }).locator("canvas")).toBeVisible();
  // Finding words goes to their page; keys move between pages.
  await viewer.getByRole("searchbox", { name: "Find in document" }).fill("bonus");
  await expect(viewer.getByRole("status").filter({ hasText: "1 of 1" })).toBeVisible();
  await expect(viewer.getByLabel("Page number")).toHaveValue("2");
  await expect(viewer.locator(".highlight.selected")).toHaveText("bonus");
  await viewer.getByRole("button", { name: "Next page" }).click();
  await expect(viewer.getByLabel("Page number")).toHaveValue("3");
  await viewer.getByRole("button", { name: "Zoom in" }).click();
  await expect(viewer.getByRole("button", { name: "Fit to width" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  const download = viewer.getByRole("link", { name: "Download" });
  const contentUrl = (await download.getAttribute("href")) ?? "";
  const file = await mele.request.get(contentUrl);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-disposition"]).toMatch(/^attachment/);

  // With downloads off the viewer still shows it, with no download, and the file is refused.
  const settings = await apiWrite(admin, "PATCH", `/api/organisations/${orgId}/settings`, {
    allowDocumentDownloads: false,
  });
  expect(settings.status).toBe(200);
  await mele.reload();
  await expect(viewer.getByText("of 3")).toBeVisible({ timeout: 20_000 });
  await expect(viewer.getByRole("link", { name: "Download" })).toHaveCount(0);
  expect((await mele.request.get(contentUrl)).status()).toBe(403);

  // A senior executive keeps the library but is not on the board: no Board Only folder.
  const sione = await pageFor(browser, senior);
  await sione.goto(`/governance-documents/${orgId}`);
  await expect(sione.getByRole("heading", { name: "Governance Documents" })).toBeVisible();
  await expect(sione.getByText("Board confidential")).toHaveCount(0);
  await sione.getByRole("searchbox", { name: "Search documents" }).fill("policy");
  await expect(sione.getByText(/No documents match/)).toBeVisible();
});
