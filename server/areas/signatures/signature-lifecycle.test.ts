import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  type SignatureRequestView,
  signatureMessages,
} from "../../../common/contracts/signature-requests.js";
import {
  accounts,
  auditLog,
  documents,
  mailMessages,
  signatureSigners,
} from "../../db/schema/index.js";
import { TestClient } from "../../test/http-client.js";
import { latestMailTo } from "../../test/outbox.js";
import { pdfsig, pdfText } from "../../test/pdf-text.js";
import { textPdf } from "../../test/text-pdf.js";
import { pngDataUrl, tinyPng } from "../../test/tiny-png.js";
import { currentTotp, newTotpSecret } from "../auth/mfa-codes.js";
import { eraseBinnedDocuments } from "../documents/erase-binned-documents.js";
import { runSignatureSchedule } from "./run-signature-requests.js";
import {
  ana,
  ask,
  ben,
  cleo,
  download,
  secretary,
  secretaryEmail,
  server,
  setConfirmIdentity,
  sign,
  upload,
  withSignatureBoard,
} from "./signature-board.js";

withSignatureBoard();

describe("a document binned and erased", () => {
  it("its requests are not found; erasing it removes the signature pictures and keeps the audit", async () => {
    const versionId = await upload("Binned.pdf", await textPdf("Bin"));
    const created = await ask(versionId, {
      signers: [{ personId: ana.personId }, { personId: ben.personId }],
      fields: [],
    });
    const id = created.body.signatureRequestId;
    await sign(ana.client, id, {
      signature: { type: "drawn", imageDataUrl: pngDataUrl(tinyPng()) },
    });
    const [signed] = await server.database.db
      .select({ signature: signatureSigners.signature })
      .from(signatureSigners)
      .where(and(eq(signatureSigners.requestId, id), eq(signatureSigners.personId, ana.personId)));
    const pictureKey = signed?.signature?.type === "drawn" ? signed.signature.key : "";
    expect(await server.services.storage.get(pictureKey)).toBeDefined();

    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    await server.database.db
      .update(documents)
      .set({ deletedAt: longAgo })
      .where(eq(documents.id, created.body.documentId));
    const list = await ana.client.request(
      "GET",
      `/api/document-versions/${versionId}/signature-requests`,
    );
    expect(list.status).toBe(404);
    expect((await sign(ben.client, id, { signature: { type: "typed", text: "Ben" } })).status).toBe(
      404,
    );

    await eraseBinnedDocuments(server.database.db, server.services.storage);
    expect(await server.services.storage.get(pictureKey)).toBeUndefined();
    const audit = await server.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "signatureRequest"), eq(auditLog.subjectId, id)));
    expect(audit.map((a) => a.action)).toEqual([
      "signatureRequest.create",
      "signatureRequest.sign",
    ]);
  });
});

describe("a second factor instead of the password", () => {
  it("a member with an authenticator app may confirm with its code", async () => {
    const secret = newTotpSecret();
    await server.database.db
      .update(accounts)
      .set({ mfaSecret: secret, mfaEnabledAt: new Date() })
      .where(eq(accounts.personId, cleo.personId));
    await setConfirmIdentity(true);
    const versionId = await upload("Declaration.pdf", await textPdf("Declaration"));
    const created = await ask(versionId, { signers: [{ personId: cleo.personId }], fields: [] });
    const id = created.body.signatureRequestId;
    expect(created.body.me).toBeNull();
    const view = await cleo.client.request<SignatureRequestView>(
      "GET",
      `/api/signature-requests/${id}`,
    );
    expect(view.body.me?.confirmWith).toBe("passwordOrCode");
    const wrong = await sign(cleo.client, id, {
      signature: { type: "typed", text: "Cleo" },
      code: "000000",
    });
    expect(wrong.status).toBe(400);
    const res = await sign(cleo.client, id, {
      signature: { type: "typed", text: "Cleo" },
      code: await currentTotp(secret),
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("completed");
    await setConfirmIdentity(false);
    const sealed = await download(cleo.client, `/api/signature-requests/${id}/sealed-document`);
    expect(pdfText(sealed.bytes)).toContain("signed in, second-factor code");
  });
});

describe("someone outside the board signs through an e-mailed link", () => {
  const linkOf = (text: string) => {
    const match = text.match(/\/sign\?link=(\S+)/);
    if (!match?.[1]) throw new Error(`no signing link in ${text}`);
    return decodeURIComponent(match[1]);
  };
  const anonymous = () => new TestClient(server.url);

  it("opens and signs only that place; a changed or replaced link is refused as tampered", async () => {
    const versionId = await upload("Engagement letter.pdf", await textPdf("Engagement"));
    const created = await ask(versionId, {
      signers: [{ email: "auditor@example.org", name: "Ari Auditor" }],
      fields: [{ signer: 0, type: "name", page: 1, x: 0.1, y: 0.8, width: 0.4, height: 0.05 }],
    });
    expect(created.status).toBe(201);
    const mail = await latestMailTo(server.database.db, "auditor@example.org");
    const token = linkOf(mail?.text ?? "");
    const outsider = anonymous();
    const view = await outsider.request<SignatureRequestView>("GET", `/api/signing-links/${token}`);
    expect(view.status).toBe(200);
    expect(view.body.me).toMatchObject({ refusal: null, confirmWith: "none" });
    expect(view.body.abilities).toMatchObject({ sign: true, remind: false, void: false });
    expect(view.body.events).toEqual([]);

    const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    const refused = await outsider.request<{ error: { message: string } }>(
      "GET",
      `/api/signing-links/${tampered}`,
    );
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe(signatureMessages.refused.tampered);

    // Replaced by someone else: the first auditor's link no longer opens.
    const signerId = created.body.signers[0]?.signerId ?? "";
    await secretary.request(
      "PATCH",
      `/api/signature-requests/${created.body.signatureRequestId}/signers/${signerId}`,
      {
        email: "partner@example.org",
        name: "Pat Partner",
      },
    );
    expect((await outsider.request("GET", `/api/signing-links/${token}`)).status).toBe(404);
    const newToken = linkOf(
      (await latestMailTo(server.database.db, "partner@example.org"))?.text ?? "",
    );
    const signed = await outsider.request<SignatureRequestView>(
      "POST",
      `/api/signing-links/${newToken}/sign`,
      {
        signature: { type: "typed", text: "Pat Partner" },
      },
    );
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ status: "completed", signed: 1, total: 1 });
    expect(signed.body.fields[0]?.value).toBe("Pat Partner");
    const sealed = await fetch(`${server.url}/api/signing-links/${newToken}/sealed-document`);
    const bytes = new Uint8Array(await sealed.arrayBuffer());
    expect(pdfsig(bytes)).toContain("Signature is Valid.");
    expect(pdfText(bytes)).toContain("the signing link e-mailed to this address");
  });
});

describe("the schedule: a reminder before the due date, once, then expiry", () => {
  it("reminds those still to sign once a day ahead, and expires the request at its due time", async () => {
    const versionId = await upload("Budget.pdf", await textPdf("Budget"));
    const due = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const created = await ask(versionId, {
      dueDate: due,
      signers: [{ personId: cleo.personId }],
      fields: [],
    });
    const id = created.body.signatureRequestId;
    const dueAt = new Date(created.body.dueAt ?? "");
    const ctx = { baseUrl: server.url, links: server.services.links };
    const remindersTo = async () =>
      (
        await server.database.db.select().from(mailMessages).where(eq(mailMessages.to, cleo.email))
      ).filter((m) => m.subject === "Reminder: please sign Budget.pdf").length;
    await runSignatureSchedule(server.database.db, ctx, new Date(dueAt.getTime() - 2 * 86_400_000));
    expect(await remindersTo()).toBe(0);
    const dayBefore = new Date(dueAt.getTime() - 12 * 3_600_000);
    await runSignatureSchedule(server.database.db, ctx, dayBefore);
    await runSignatureSchedule(server.database.db, ctx, dayBefore);
    expect(await remindersTo()).toBe(1);
    await runSignatureSchedule(server.database.db, ctx, new Date(dueAt.getTime() + 1));
    const view = await secretary.request<SignatureRequestView>(
      "GET",
      `/api/signature-requests/${id}`,
    );
    expect(view.body.status).toBe("expired");
    expect((await latestMailTo(server.database.db, secretaryEmail))?.subject).toBe(
      "Not signed in time: Budget.pdf",
    );
  });
});
