import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { organisationWith, pageFor, registeredPerson } from "./accounts.js";
import { expect, test } from "./fixtures.js";
import { apiUpload, apiWrite, mailedMatch, password } from "./helpers.js";

async function resolutionPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc
    .addPage()
    .drawText("Resolution: the board approves the hall lease.", { x: 72, y: 700, size: 16 });
  doc.addPage().drawText("Signed for the board:", { x: 72, y: 700, size: 14 });
  return Buffer.from(await doc.save());
}

/** The request's page, from the newest e-mail to the signer, as they would open it. */
async function openMailedRequest(page: Page, email: string) {
  const link = await mailedMatch(email, /https?:\/\/\S+\/signature-request\/[0-9a-f-]{36}/);
  await page.goto(new URL(link).pathname);
}

/** Signs in the adopt dialog, re-entering the password the organisation asks for. */
async function confirmAndSign(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Adopt your signature" });
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Sign", exact: true }).click();
  await expect(dialog).toBeHidden();
}

const pdfsig = (bytes: Buffer) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "quorate-e2e-")), "signed.pdf");
  fs.writeFileSync(file, bytes);
  return execFileSync("pdfsig", [file], { encoding: "utf8" });
};

test("a secretary asks two directors to sign a resolution in order; one draws, one types after re-entering a password; the sealed PDF verifies, and a changed copy does not", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const setup = await browser.newContext();
  const secretaryPerson = await registeredPerson(setup.request, "Priya", "Raman");
  const first = await registeredPerson(setup.request, "Mele", "Tupou");
  const second = await registeredPerson(setup.request, "Daniel", "Oconnor");
  const secretary = await pageFor(browser, secretaryPerson);
  const orgId = await organisationWith(secretary, { name: "Hall Trust", shortName: "Hall" }, [
    [first, "Director"],
    [second, "Director"],
  ]);
  const settings = await apiWrite(secretary, "PATCH", `/api/organisations/${orgId}/settings`, {
    confirmIdentityToSign: true,
  });
  expect(settings.status, JSON.stringify(settings.json)).toBe(200);
  const uploaded = await apiUpload(secretary, `/api/organisations/${orgId}/governance-documents`, {
    name: "Hall lease resolution.pdf",
    mimeType: "application/pdf",
    buffer: await resolutionPdf(),
  });
  expect(uploaded).toBe(201);
  const listed = (await (
    await secretary.request.get(`/api/organisations/${orgId}/governance-documents`)
  ).json()) as { documents: { documentVersionId: string }[] };
  const versionId = listed.documents[0]?.documentVersionId ?? "";

  // The secretary opens the resolution and asks for signatures: both directors, in order.
  await secretary.goto(`/governance-documents/${orgId};doc=${versionId}`);
  await secretary.getByRole("link", { name: "Request signatures" }).click();
  const members = secretary.getByRole("combobox", { name: "Members" });
  for (const who of ["Mele", "Daniel"]) {
    await members.click();
    await members.fill(who);
    await secretary.getByRole("option", { name: new RegExp(who) }).click();
  }
  await secretary.getByLabel("Sign in this order").check();
  await secretary.getByLabel("Message").fill("Please sign the hall lease resolution.");

  // A signature and a date field for each, placed from the palette and moved by keyboard.
  const palette = secretary.getByRole("group", { name: "Fields to place" });
  for (const [index, who] of ["Mele Tupou", "Daniel Oconnor"].entries()) {
    await secretary.getByLabel("Fields for").selectOption({ label: who });
    for (const type of ["Signature", "Date"]) {
      await palette.getByRole("button", { name: type, exact: true }).click();
      const field = secretary.getByRole("button", {
        name: new RegExp(`^${type} for ${who}, page`),
      });
      await field.focus();
      for (let i = 0; i < 2 + index * 3; i++) await secretary.keyboard.press("Shift+ArrowDown");
      if (type === "Date")
        for (let i = 0; i < 4; i++) await secretary.keyboard.press("Shift+ArrowRight");
    }
  }
  await expect(secretary.getByText("4 fields placed")).toBeVisible();
  await secretary.getByRole("button", { name: "Send request" }).click();
  await expect(secretary).toHaveURL(/\/signature-request\/[0-9a-f-]{36}$/);
  await expect(secretary.getByText("Signed 0 of 2").first()).toBeVisible();
  const requestPath = new URL(secretary.url()).pathname;

  // The first director draws a signature and confirms with their password.
  const mele = await pageFor(browser, first);
  await openMailedRequest(mele, first.email);
  const melesArea = mele.getByRole("region", { name: "Review & Sign" });
  await melesArea.getByRole("button", { name: "Sign", exact: true }).click();
  const adopt = mele.getByRole("dialog", { name: "Adopt your signature" });
  await adopt.getByRole("tab", { name: "Draw" }).click();
  const pad = adopt.getByLabel("Signature drawing area");
  const box = await pad.boundingBox();
  if (!box) throw new Error("no drawing area");
  await mele.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await mele.mouse.down();
  for (let i = 1; i <= 12; i++)
    await mele.mouse.move(box.x + 20 + i * 15, box.y + box.height * (0.7 - (i % 2) * 0.4));
  await mele.mouse.up();
  await confirmAndSign(mele);
  await expect(mele.getByText("Signed 1 of 2").first()).toBeVisible();

  // The second is asked once the first has signed; types, with the password re-entered.
  const daniel = await pageFor(browser, second);
  await openMailedRequest(daniel, second.email);
  await daniel
    .getByRole("region", { name: "Review & Sign" })
    .getByRole("button", { name: "Sign", exact: true })
    .click();
  const typed = daniel.getByRole("dialog", { name: "Adopt your signature" });
  await typed.getByRole("tab", { name: "Type" }).click();
  await typed.getByLabel("Your name as you sign it").fill("Daniel Oconnor");
  await confirmAndSign(daniel);
  await expect(daniel.getByText("Signed 2 of 2").first()).toBeVisible();

  // The secretary sees it complete and downloads the sealed copy.
  await secretary.goto(requestPath);
  await expect(secretary.getByText("Signed 2 of 2").first()).toBeVisible();
  const downloading = secretary.waitForEvent("download");
  await secretary.getByRole("link", { name: "Download signed PDF" }).click();
  const download = await downloading;
  const sealed = fs.readFileSync((await download.path()) ?? "");
  const report = pdfsig(sealed);
  expect(report).toContain("Signature is Valid.");
  expect(report).toContain("Total document signed");

  // Anyone can check it at /verify: sealed and unchanged; one byte changed, and it is not.
  const checker = await (await browser.newContext()).newPage();
  await checker.goto("/verify");
  await checker.getByLabel("Choose a PDF to check").setInputFiles({
    name: "Hall lease resolution (signed).pdf",
    mimeType: "application/pdf",
    buffer: sealed,
  });
  await expect(
    checker.getByText(/Sealed by Quorate for Hall Trust on .* and unchanged since/),
  ).toBeVisible();
  // One byte of the header's binary comment: the file still opens, but is not what was sealed.
  const altered = Buffer.from(sealed);
  altered[11] = (altered[11] ?? 0) ^ 0x01;
  await checker.getByRole("button", { name: "Check another file" }).click();
  await checker.getByLabel("Choose a PDF to check").setInputFiles({
    name: "altered.pdf",
    mimeType: "application/pdf",
    buffer: altered,
  });
  await expect(
    checker.getByRole("heading", { name: "This file has been changed since it was sealed" }),
  ).toBeVisible();
});
