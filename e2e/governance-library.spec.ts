import { PDFDocument } from "pdf-lib";
import { apiPost, pageFor, registeredPerson } from "./accounts.js";
import { expect, test } from "./fixtures.js";

async function pdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(title);
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
      { name: "Remuneration policy.pdf", mimeType: "application/pdf", buffer: await pdf("Pay") },
      { name: "Delegations policy.pdf", mimeType: "application/pdf", buffer: await pdf("Limits") },
    ]);
  await expect(admin.getByRole("link", { name: /Remuneration policy\.pdf/ })).toBeVisible();
  await expect(admin.getByRole("link", { name: /Delegations policy\.pdf/ })).toBeVisible();

  // A board member sees the folder and opens a policy.
  const mele = await pageFor(browser, director);
  await mele.goto(`/governance-documents/${orgId}`);
  await mele.getByText("Board confidential", { exact: true }).first().click();
  const link = mele.getByRole("link", { name: /Remuneration policy\.pdf/ });
  await expect(link).toBeVisible();
  const href = await link.getAttribute("href");
  const file = await mele.request.get(href ?? "");
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  await expect(mele.getByRole("button", { name: "New folder" })).toHaveCount(0);

  // A senior executive keeps the library but is not on the board: no Board Only folder.
  const sione = await pageFor(browser, senior);
  await sione.goto(`/governance-documents/${orgId}`);
  await expect(sione.getByRole("heading", { name: "Governance Documents" })).toBeVisible();
  await expect(sione.getByText("Board confidential")).toHaveCount(0);
  await sione.getByRole("searchbox", { name: "Search documents" }).fill("policy");
  await expect(sione.getByText(/No documents match/)).toBeVisible();
});
