import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type VerifyAnswer, verifyMessages } from "../../../common/contracts/verify.js";
import { recordEvents } from "../../http/rate-events.js";
import { readSealP12 } from "../../signing/installation-seal.js";
import { recordSeal } from "../../signing/record-seal.js";
import { generateSealP12 } from "../../signing/seal-certificate.js";
import { type SealedPdf, sealPdf } from "../../signing/seal-pdf.js";
import { buildAccount, buildBoard } from "../../test/factories.js";
import { pdfsig } from "../../test/pdf-text.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";
import { textPdf } from "../../test/text-pdf.js";
import { verifyRateLimit } from "./verify-limits.js";

let server: TestServer;
let boardId = "";

beforeAll(async () => {
  // One proxy hop: the rate-limit test comes from an address of its own.
  server = await startTestServer({ TRUST_PROXY: "1" });
  const owner = await buildAccount(server.database.db);
  boardId = (await buildBoard(server.database.db, owner.personId, "Harbour Trust")).id;
});
afterAll(async () => {
  await server.close();
});

/** Drops a file on /api/verify as the page does: no session, no CSRF token. */
async function verify(bytes: Uint8Array, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append(
    "file",
    new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "application/pdf" }),
    "file.pdf",
  );
  const res = await fetch(`${server.url}/api/verify`, { method: "POST", body: form, headers });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as VerifyAnswer & { error?: { message: string } },
  };
}

async function sealedAndRecorded(what: string): Promise<SealedPdf> {
  const sealed = await sealPdf(await textPdf(what), server.services.seal, { reason: "Sealed" });
  await recordSeal(server.database.db, sealed, server.services.seal, {
    organisationId: boardId,
    what,
    subjectType: "minuteConfirmation",
    subjectId: randomUUID(),
    fileKey: null,
  });
  return sealed;
}

describe("POST /api/verify", () => {
  it("says a sealed file is sealed and unchanged, naming only the organisation, what and when", async () => {
    const sealed = await sealedAndRecorded("Minutes of Board Meeting of 3 December 2026");
    const { status, body } = await verify(sealed.pdf);
    expect(status).toBe(200);
    expect(body).toEqual({
      finding: "sealedUnchanged",
      sealed: true,
      unchanged: true,
      sealedAt: sealed.sealedAt.toISOString(),
      organisationName: "Harbour Trust",
      what: "Minutes of Board Meeting of 3 December 2026",
      certificateFingerprint: server.services.seal.fingerprint,
      message: expect.stringMatching(
        /^Sealed by Quorate for Harbour Trust on \d{1,2} \w+ \d{4} and unchanged since\.$/,
      ),
    });
  });

  it("reports a copy with one byte changed as altered (and pdfsig agrees)", async () => {
    const sealed = await sealedAndRecorded("Resolution on the lease");
    const altered = Buffer.from(sealed.pdf);
    altered[7] = altered[7] === 0x37 ? 0x36 : 0x37; // the header's version digit, which the seal covers
    expect(pdfsig(altered)).toContain("Digest Mismatch.");
    const { status, body } = await verify(altered);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      finding: "changed",
      sealed: true,
      unchanged: false,
      organisationName: "Harbour Trust",
      what: "Resolution on the lease",
    });
    expect(body.message).toMatch(
      /^This file has been changed since it was sealed by Quorate for Harbour Trust/,
    );
  });

  it("reports a copy with something added after the seal as changed", async () => {
    const sealed = await sealedAndRecorded("Conflict of interest declaration");
    const extended = Buffer.concat([sealed.pdf, Buffer.from("\n% an incremental update\n")]);
    const { body } = await verify(extended);
    expect(body).toMatchObject({ finding: "changed", sealed: true, unchanged: false });
    expect(body.message).toMatch(/something was added to it after the seal\.$/);
  });

  it("reports a file sealed with this installation's key but never recorded as not confirmable", async () => {
    const sealed = await sealPdf(await textPdf("Unrecorded"), server.services.seal, {
      reason: "Sealed",
    });
    const { body } = await verify(sealed.pdf);
    expect(body).toMatchObject({
      finding: "unrecorded",
      sealed: true,
      unchanged: false,
      organisationName: null,
    });
  });

  it("says a plain PDF, or one signed by someone else, is not sealed by this Quorate", async () => {
    const plain = await verify(await textPdf("Plain"));
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({
      finding: "notSealed",
      sealed: false,
      unchanged: false,
      organisationName: null,
      certificateFingerprint: null,
    });
    expect(plain.body.message).toMatch(/no digital signature/);

    const theirs = readSealP12(generateSealP12("Harbour Law Ltd", "x"), "x");
    const signed = await sealPdf(await textPdf("Contract"), theirs, { reason: "Signed" });
    const other = await verify(signed.pdf);
    expect(other.body).toMatchObject({
      finding: "notSealed",
      sealed: false,
      certificateFingerprint: theirs.fingerprint,
      message: "This PDF is signed by “Harbour Law Ltd”, not sealed by this Quorate.",
    });
  });

  it("refuses what is not a PDF, an empty form and one too big, with a message", async () => {
    const notPdf = await verify(Buffer.from("Dear board, please find attached…"));
    expect(notPdf.status).toBe(400);
    expect(notPdf.body.error?.message).toBe(verifyMessages.notPdf);

    const empty = await fetch(`${server.url}/api/verify`, { method: "POST", body: new FormData() });
    expect(empty.status).toBe(400);

    const huge = Buffer.alloc(52 * 1024 * 1024, 0x20);
    huge.write("%PDF-1.7\n");
    const big = await verify(huge);
    expect(big.status).toBe(413);
    expect(big.body.error?.message).toBe(verifyMessages.tooBig);
  });

  it("limits how many files one address checks", async () => {
    const address = "203.0.113.77";
    await recordEvents(
      server.database.db,
      Array.from({ length: verifyRateLimit.perAddress }, () => `verify:address:${address}`),
    );
    const refused = await verify(await textPdf("One more"), { "x-forwarded-for": address });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused.body.error?.message).toMatch(
      /^Too many files have been checked from your address\./,
    );
    const elsewhere = await verify(await textPdf("Another"), { "x-forwarded-for": "203.0.113.78" });
    expect(elsewhere.status).toBe(200);
  });
});
