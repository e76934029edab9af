import { PDFDocument } from "pdf-lib";
import { wordFile } from "../server/test/zip-file.js";
import { organisationWith, pageFor, registeredPerson } from "./accounts.js";
import { expect, test } from "./fixtures.js";
import { apiUpload, apiWrite, mailedMatch, selectWords, uniqueEmail } from "./helpers.js";

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
  const auditorEmail = uniqueEmail("auditor");
  const orgId = await organisationWith(admin, { name: "Library Trust", shortName: "Library" }, [
    [director, "Director"],
    [senior, "ExecutiveDirector"],
  ]);

  // The secretary makes a Board Only folder and uploads two policies into it.
  await admin.goto(`/governance-documents/${orgId}`);
  await expect(admin.getByRole("heading", { name: "Governance Documents" })).toBeVisible();
  await admin.getByRole("button", { name: "New folder" }).first().click();
  await admin.getByLabel("Folder name").fill("Board confidential");
  await admin.getByLabel("Board Only (board members and the Secretary)").check();
  await admin.getByRole("button", { name: "Create folder" }).click();
  await admin.getByText("Board confidential", { exact: true }).first().click();
  await expect(admin).toHaveURL(/folder=/);
  // Uploads held back a moment, as on a slow connection, so each file's bar can be seen.
  const uploadAddress = (url: URL) =>
    url.pathname.startsWith("/api/") && url.pathname.endsWith("/governance-documents");
  await admin.route(uploadAddress, async (route) => {
    if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
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
      {
        name: "Board charter.docx",
        mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        buffer: wordFile("Board charter"),
      },
    ]);
  // Each file has its own progress bar while it goes, then takes its place in the folder.
  await expect(admin.getByRole("progressbar")).toHaveCount(3);
  await expect(admin.getByRole("link", { name: /Remuneration policy\.pdf/ })).toBeVisible();
  await expect(admin.getByRole("link", { name: /Delegations policy\.pdf/ })).toBeVisible();
  await expect(admin.getByRole("link", { name: "Board charter.docx" })).toBeVisible();

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
  // Mele highlights words on page 2; the highlight is hers alone.
  await viewer.getByRole("searchbox", { name: "Find in document" }).fill("");
  await selectWords(mele, "Executive bonus limits");
  await mele.getByRole("button", { name: "Highlight", exact: true }).click();
  await expect(viewer.getByRole("button", { name: "Open your highlight" })).toBeVisible();

  const download = viewer.getByRole("link", { name: "Download" });
  const contentUrl = (await download.getAttribute("href")) ?? "";
  const file = await mele.request.get(contentUrl);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-disposition"]).toMatch(/^attachment/);

  // The secretary replaces the policy with a new version: Mele's highlight is still on it.
  const docId = new URL(contentUrl, "http://x").pathname.split("/")[3] ?? "";
  const history = await admin.request.get(`/api/document-versions/${docId}`);
  const { documentId } = (await history.json()) as { documentId: string };
  const form = await apiUpload(admin, `/api/documents/${documentId}/versions`, {
    name: "Remuneration policy 2027.pdf",
    mimeType: "application/pdf",
    buffer: await pdf("Pay principles", "Executive bonus limits, revised", "Review cycle"),
  });
  expect(form).toBe(201);
  await mele.goto(`/governance-documents/${orgId}`);
  await mele.getByText("Board confidential", { exact: true }).first().click();
  await mele.getByRole("link", { name: "Remuneration policy 2027.pdf" }).click();
  const revised = mele.getByRole("region", {
    name: "Remuneration policy 2027.pdf, document viewer",
  });
  await expect(revised.getByRole("button", { name: "Open your highlight" })).toBeVisible({
    timeout: 20_000,
  });
  const replacedUrl = mele.url();

  // The secretary shares the policy with the auditor, who has no account; then withdraws it.
  await admin.goto(replacedUrl);
  await admin.getByRole("button", { name: "Share" }).click();
  const sharing = admin.getByRole("dialog", { name: /Share/ });
  await sharing.getByLabel("Their name").fill("Jane Auditor");
  await sharing.getByLabel("Their e-mail address").fill(auditorEmail);
  await sharing.getByLabel("Ask for a code sent to their e-mail").uncheck();
  await sharing.getByRole("button", { name: "Share and e-mail the link" }).click();
  await expect(sharing.getByText("The link has been e-mailed to Jane Auditor")).toBeVisible();
  const link = await mailedMatch(auditorEmail, /https?:\/\/\S+\/document-share\?link=\S+/);
  const outsider = await (await browser.newContext()).newPage();
  await outsider.goto(new URL(link).pathname + new URL(link).search);
  const shared = outsider.getByRole("region", {
    name: "Remuneration policy 2027.pdf, document viewer",
  });
  await expect(shared.getByText("of 3")).toBeVisible({ timeout: 20_000 });
  await sharing.getByRole("button", { name: "Withdraw link" }).click();
  await sharing.getByRole("button", { name: "Withdraw now" }).click();
  await expect(sharing.getByText("Withdrawn", { exact: true })).toBeVisible();
  await outsider.reload();
  await expect(
    outsider.getByRole("heading", { name: "This link has been withdrawn" }),
  ).toBeVisible();
  await admin.keyboard.press("Escape");

  // With downloads off the viewer still shows it, with no download, and the file is refused.
  const settings = await apiWrite(admin, "PATCH", `/api/organisations/${orgId}/settings`, {
    allowDocumentDownloads: false,
  });
  expect(settings.status).toBe(200);
  await mele.goto(replacedUrl);
  await expect(revised.getByText("of 3")).toBeVisible({ timeout: 20_000 });
  await expect(revised.getByRole("link", { name: "Download" })).toHaveCount(0);
  const current = revised.getByText("of 3");
  await expect(current).toBeVisible();
  const replacedContent = `/api/document-versions/${replacedUrl.split(";doc=")[1]?.split("?")[0]}/content`;
  expect((await mele.request.get(replacedContent)).status()).toBe(403);

  // A senior executive keeps the library but is not on the board: no Board Only folder.
  const sione = await pageFor(browser, senior);
  await sione.goto(`/governance-documents/${orgId}`);
  await expect(sione.getByRole("heading", { name: "Governance Documents" })).toBeVisible();
  await expect(sione.getByText("Board confidential")).toHaveCount(0);
  await sione.getByRole("searchbox", { name: "Search documents" }).fill("policy");
  await expect(sione.getByText(/No documents match/)).toBeVisible();
});
