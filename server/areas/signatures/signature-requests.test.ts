import { beforeAll, describe, expect, it } from "vitest";
import type { MyHomeResponse } from "../../../common/contracts/home.js";
import {
  type SignatureRequestList,
  type SignatureRequestView,
  signatureMessages,
} from "../../../common/contracts/signature-requests.js";
import { documentFolders } from "../../db/schema/index.js";
import { boardWithSecretary, testPassword } from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { latestMailTo } from "../../test/outbox.js";
import { pdfsig, pdfText } from "../../test/pdf-text.js";
import { textPdf } from "../../test/text-pdf.js";
import { pngDataUrl, tinyPng } from "../../test/tiny-png.js";
import {
  ana,
  ask,
  ben,
  boardId,
  cleo,
  download,
  fieldsFor,
  member,
  secretary,
  server,
  setConfirmIdentity,
  sign,
  upload,
  verify,
  withSignatureBoard,
} from "./signature-board.js";

withSignatureBoard();

describe("a resolution signed by two directors in order", () => {
  let versionId = "";
  let requestId = "";

  it("asks them: the first is e-mailed a link, the second waits for their turn", async () => {
    versionId = await upload(
      "Resolution.pdf",
      await textPdf("Resolution of the board", "Signatures"),
    );
    const res = await ask(versionId, {
      message: "Please sign the grant resolution.",
      ordered: true,
      signers: [{ personId: ana.personId }, { personId: ben.personId }],
      fields: [...fieldsFor(0), ...fieldsFor(1)],
    });
    expect(res.status).toBe(201);
    requestId = res.body.signatureRequestId;
    expect(res.body).toMatchObject({ status: "pending", signed: 0, total: 2, pageCount: 2 });
    expect(res.body.fields).toHaveLength(4);
    expect(res.body.fields[0]?.fieldId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.signers.map((s) => s.status)).toEqual(["pending", "waiting"]);
    const mail = await latestMailTo(server.database.db, ana.email);
    expect(mail?.subject).toBe("Please sign: Resolution.pdf");
    expect(mail?.text).toContain(`/signature-request/${requestId}`);
    expect(mail?.text).toContain("Please sign the grant resolution.");
    expect(await latestMailTo(server.database.db, ben.email)).toBeUndefined();

    const list = await secretary.request<SignatureRequestList>(
      "GET",
      `/api/document-versions/${versionId}/signature-requests`,
    );
    expect(list.body.requests[0]).toMatchObject({
      signatureRequestId: requestId,
      signed: 0,
      total: 2,
    });
  });

  it("turns away the second before their turn, and anyone not asked", async () => {
    const early = await sign(ben.client, requestId, {
      signature: { type: "typed", text: "Ben Signer" },
    });
    expect(early.status).toBe(409);
    expect(early.body.error?.message).toBe(signatureMessages.notYourTurn);
    const stranger = await cleo.client.request<{ error: { message: string } }>(
      "GET",
      `/api/signature-requests/${requestId}`,
    );
    expect(stranger.status).toBe(403);
    expect(stranger.body.error.message).toBe(signatureMessages.refused.notYou);
    const view = await ben.client.request<SignatureRequestView>(
      "GET",
      `/api/signature-requests/${requestId}`,
    );
    expect(view.body.me).toMatchObject({ refusal: null, yourTurn: false });
    expect(view.body.abilities.sign).toBe(false);
    // A signer sees their own address only.
    expect(view.body.signers.map((s) => s.email)).toEqual([null, ben.email]);
  });

  it("refuses a signature picture that is not one, or too big, with nothing signed", async () => {
    const notPng = await sign(ana.client, requestId, {
      signature: {
        type: "drawn",
        imageDataUrl: `data:image/png;base64,${Buffer.from("hello").toString("base64")}`,
      },
    });
    expect(notPng.status).toBe(400);
    expect(notPng.body.error?.message).toBe(signatureMessages.imageNotPicture);
    const vast = await sign(ana.client, requestId, {
      signature: { type: "drawn", imageDataUrl: pngDataUrl(tinyPng(5000, 10)) },
    });
    expect(vast.status).toBe(400);
    expect(vast.body.error?.message).toBe(signatureMessages.imageTooBig);
    const view = await ana.client.request<SignatureRequestView>(
      "GET",
      `/api/signature-requests/${requestId}`,
    );
    expect(view.body.signed).toBe(0);
  });

  it("the first signs by drawing; the second is asked next", async () => {
    const res = await sign(ana.client, requestId, {
      signature: { type: "drawn", imageDataUrl: pngDataUrl(tinyPng()) },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ signed: 1, total: 2, status: "pending" });
    expect(res.body.me?.refusal).toBe("alreadySigned");
    const date = res.body.fields.find((f) => f.signer === 0 && f.type === "date");
    expect(date?.value).toMatch(/\d{4}/);
    expect((await latestMailTo(server.database.db, ben.email))?.subject).toBe(
      "Please sign: Resolution.pdf",
    );
    const again = await sign(ana.client, requestId, { signature: { type: "typed", text: "Ana" } });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(signatureMessages.refused.alreadySigned);
  });

  it("the second confirms with their password when the organisation asks, then it is sealed", async () => {
    await setConfirmIdentity(true);
    const view = await ben.client.request<SignatureRequestView>(
      "GET",
      `/api/signature-requests/${requestId}`,
    );
    expect(view.body.me?.confirmWith).toBe("password");
    const typed = { type: "typed", text: "Ben Signer" };
    const none = await sign(ben.client, requestId, { signature: typed });
    expect(none.status).toBe(400);
    expect(none.body.error?.message).toBe(signatureMessages.confirmNeeded);
    const wrong = await sign(ben.client, requestId, { signature: typed, password: "not-it-1A" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.message).toBe(signatureMessages.wrongPassword);
    const res = await sign(ben.client, requestId, { signature: typed, password: testPassword });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "completed", signed: 2, total: 2 });
    expect(res.body.sealedVersionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.abilities.downloadSealed).toBe(true);
    await setConfirmIdentity(false);
  });

  it("the sealed PDF carries one valid signature over the whole file, stamps and a certificate", async () => {
    const sealed = await download(
      secretary,
      `/api/signature-requests/${requestId}/sealed-document`,
    );
    expect(sealed.status).toBe(200);
    const report = pdfsig(sealed.bytes);
    expect(report).toContain("Signature is Valid.");
    expect(report).toContain("Total document signed");
    expect(report.match(/Signature #/g)).toHaveLength(1);
    const text = pdfText(sealed.bytes);
    expect(text).toContain("Resolution of the board");
    expect(text).toContain("Certificate of sealing");
    expect(text).toContain(`Ana Signer <${ana.email}>`);
    expect(text).toContain("signed in, password re-entered");
    // Ben typed his signature: it is stamped on page 2.
    expect(text).toContain("Ben Signer");
    // A signer downloads the same bytes.
    const bens = await download(ben.client, `/api/signature-requests/${requestId}/sealed-document`);
    expect(Buffer.from(bens.bytes).equals(Buffer.from(sealed.bytes))).toBe(true);

    const answer = await verify(sealed.bytes);
    expect(answer).toMatchObject({ finding: "sealedUnchanged", sealed: true, unchanged: true });
    expect(answer.what).toContain("Resolution.pdf");
    const altered = Buffer.from(sealed.bytes);
    const at = altered.indexOf("Resolution of the board");
    altered[at > 0 ? at : 200] = 0x51;
    expect((await verify(altered)).finding).toBe("changed");
  });

  it("the sealed copy is the document's newest version, with the same audience", async () => {
    const view = await secretary.request<SignatureRequestView>(
      "GET",
      `/api/signature-requests/${requestId}`,
    );
    const version = await ana.client.request<{ name: string; current: boolean }>(
      "GET",
      `/api/document-versions/${view.body.sealedVersionId}`,
    );
    expect(version.body).toMatchObject({ name: "Resolution (signed).pdf", current: true });
    expect(view.body.events.map((e) => e.text).join("\n")).toMatch(/Everyone signed; sealed/);
    expect((await latestMailTo(server.database.db, ana.email))?.subject).toBe(
      "Signed by everyone: Resolution.pdf",
    );
  });
});

describe("what a request refuses", () => {
  let versionId = "";
  beforeAll(async () => {
    versionId = await upload("Policy.pdf", await textPdf("Policy"));
  });

  it("fields outside the page or after the last page, with a message", async () => {
    const outside = await ask(versionId, {
      signers: [{ personId: ana.personId }],
      fields: [{ signer: 0, type: "signature", page: 1, x: 0.8, y: 0.1, width: 0.3, height: 0.1 }],
    });
    expect(outside.status).toBe(400);
    expect(outside.body.error?.message).toContain(signatureMessages.fieldOutsidePage);
    const pageless = await ask(versionId, {
      signers: [{ personId: ana.personId }],
      fields: [{ signer: 0, type: "signature", page: 3, x: 0.1, y: 0.1, width: 0.3, height: 0.1 }],
    });
    expect(pageless.status).toBe(400);
    expect(pageless.body.error?.message).toBe(signatureMessages.pageMissing(1));
    const noSigner = await ask(versionId, {
      signers: [{ personId: ana.personId }],
      fields: [{ signer: 1, type: "date", page: 1, x: 0.1, y: 0.1, width: 0.3, height: 0.1 }],
    });
    expect(noSigner.status).toBe(400);
  });

  it("a signer who cannot open the document, named, and anyone twice", async () => {
    const [folder] = await server.database.db
      .insert(documentFolders)
      .values({
        organisationId: boardId,
        name: "Chair only",
        audience: "chosen",
        audiencePeople: [ana.personId],
      })
      .returning();
    const hidden = await upload("Chair letter.pdf", await textPdf("Private"), folder?.id);
    const refused = await ask(hidden, { signers: [{ personId: ben.personId }], fields: [] });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe(signatureMessages.cannotRead("Ben Signer"));
    const guest = await member("Gus", "Executive");
    const noLibrary = await ask(versionId, { signers: [{ personId: guest.personId }], fields: [] });
    expect(noLibrary.body.error?.message).toBe(signatureMessages.cannotRead("Gus Signer"));
    const twice = await ask(versionId, {
      signers: [{ personId: ana.personId }, { personId: ana.personId }],
      fields: [],
    });
    expect(twice.body.error?.message).toBe(signatureMessages.duplicateSigner);
  });

  it("a PDF signed by someone else, and a due date already past", async () => {
    const done = await ask(versionId, { signers: [{ personId: cleo.personId }], fields: [] });
    await sign(cleo.client, done.body.signatureRequestId, {
      signature: { type: "typed", text: "Cleo" },
    });
    const sealed = await download(
      secretary,
      `/api/signature-requests/${done.body.signatureRequestId}/sealed-document`,
    );
    const signedElsewhere = await upload("Signed already.pdf", sealed.bytes);
    const refused = await ask(signedElsewhere, {
      signers: [{ personId: ana.personId }],
      fields: [],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toMatch(/already carries a digital signature/);
    const past = await ask(versionId, {
      dueDate: "2020-01-01",
      signers: [{ personId: ana.personId }],
      fields: [],
    });
    expect(past.status).toBe(400);
    expect(past.body.error?.message).toBe(signatureMessages.dueInPast);
  });

  it("directors cannot ask; another organisation's version is not found", async () => {
    const res = await ask(
      versionId,
      { signers: [{ personId: ben.personId }], fields: [] },
      ana.client,
    );
    expect(res.status).toBe(403);
    const other = await boardWithSecretary(server.database.db, server.url, "Other board");
    const foreign = await ask(
      versionId,
      { signers: [{ personId: ben.personId }], fields: [] },
      other.secretary,
    );
    expect(foreign.status).toBe(404);
  });
});

describe("the requester's changes", () => {
  let versionId = "";
  beforeAll(async () => {
    versionId = await upload("Lease.pdf", await textPdf("Lease"));
  });

  it("void: nobody can sign it any more, and the signer is told why", async () => {
    const created = await ask(versionId, { signers: [{ personId: ana.personId }], fields: [] });
    const id = created.body.signatureRequestId;
    const voided = await secretary.request<SignatureRequestView>(
      "POST",
      `/api/signature-requests/${id}/void`,
      { reason: "Wrong version" },
    );
    expect(voided.body.status).toBe("voided");
    const res = await sign(ana.client, id, { signature: { type: "typed", text: "Ana" } });
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe(signatureMessages.refused.voided);
    const view = await ana.client.request<SignatureRequestView>(
      "GET",
      `/api/signature-requests/${id}`,
    );
    expect(view.body.me?.refusal).toBe("voided");
  });

  it("change a signer before they sign; remind at most once an hour", async () => {
    const created = await ask(versionId, { signers: [{ personId: ana.personId }], fields: [] });
    const id = created.body.signatureRequestId;
    const signerId = created.body.signers[0]?.signerId ?? "";
    const changed = await secretary.request<SignatureRequestView>(
      "PATCH",
      `/api/signature-requests/${id}/signers/${signerId}`,
      { personId: ben.personId },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.signers[0]?.name).toBe("Ben Signer");
    expect((await sign(ana.client, id, { signature: { type: "typed", text: "Ana" } })).status).toBe(
      403,
    );
    const remind = await secretary.request<{ message: string }>(
      "POST",
      `/api/signature-requests/${id}/remind`,
    );
    expect(remind.body.message).toBe("A reminder has been sent to 1 signer.");
    expect((await latestMailTo(server.database.db, ben.email))?.subject).toBe(
      "Reminder: please sign Lease.pdf",
    );
    const again = await secretary.request("POST", `/api/signature-requests/${id}/remind`);
    expect(again.status).toBe(429);
  });

  it("a signer declines with a reason: the request closes and the requester hears why", async () => {
    const created = await ask(versionId, {
      signers: [{ personId: ana.personId }, { personId: cleo.personId }],
      fields: [],
    });
    const id = created.body.signatureRequestId;
    const declined = await ana.client.request<SignatureRequestView>(
      "POST",
      `/api/signature-requests/${id}/decline`,
      { reason: "The rent is wrong" },
    );
    expect(declined.body.status).toBe("declined");
    const res = await sign(cleo.client, id, { signature: { type: "typed", text: "Cleo" } });
    expect(res.body.error?.message).toBe(signatureMessages.refused.declined);
  });
});

describe("My Home's pending signatures", () => {
  it("lists a document for the signer whose turn it is, with signed x of y", async () => {
    const versionId = await upload("Minutes extract.pdf", await textPdf("Extract"));
    const created = await ask(versionId, {
      ordered: true,
      signers: [{ personId: cleo.personId }, { personId: ana.personId }],
      fields: [],
    });
    const home = async (client: TestClient) =>
      (await client.request<MyHomeResponse>("GET", "/api/my-home")).body.documentSignatures;
    expect(await home(cleo.client)).toContainEqual(
      expect.objectContaining({
        SignatureRequestId: created.body.signatureRequestId,
        DocumentName: "Minutes extract.pdf",
        Signed: 0,
        Total: 2,
      }),
    );
    expect(
      (await home(ana.client)).some(
        (s) => s.SignatureRequestId === created.body.signatureRequestId,
      ),
    ).toBe(false);
    // Signing changes both homes at once (My Home is cached against the organisation's version).
    await sign(cleo.client, created.body.signatureRequestId, {
      signature: { type: "typed", text: "Cleo" },
    });
    const listed = async (client: TestClient) =>
      (await home(client)).find((s) => s.SignatureRequestId === created.body.signatureRequestId);
    expect(await listed(cleo.client)).toBeUndefined();
    expect(await listed(ana.client)).toMatchObject({ Signed: 1, Total: 2 });
  });
});
