import { eq } from "drizzle-orm";
import {
  declineBody,
  signatureMessages,
  signatureRequestView,
  signBody,
  signingLinkParams,
} from "../../../common/contracts/signature-requests.js";
import type { Db } from "../../db/client.js";
import { signatureSigners } from "../../db/schema/index.js";
import { publicRoute } from "../../http/route-access.js";
import { sendFile } from "../../http/send-file.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";
import { downloadsAllowed } from "../organisations/take-policy.js";
import { declineSignatureRequest } from "./decline-signature-request.js";
import { organisationFacts } from "./organisation-facts.js";
import { sendSealed, signingPlace } from "./routes.js";
import { refusalError, signerFor, signSignatureRequest } from "./sign-signature-request.js";
import { loadSignatureRequest } from "./signature-record.js";
import { signatureRequestViewOf } from "./signature-view.js";
import { readSigningLink } from "./signing-link.js";

const tags = ["signatures"];

/** The request and signer a link names: a link not made here, or for a replaced signer, is tampered. */
async function linked(db: Db, services: Services, token: string) {
  const read = readSigningLink(services.links, token);
  if (!read) throw refusalError("tampered");
  const [row] = await db
    .select({ requestId: signatureSigners.requestId })
    .from(signatureSigners)
    .where(eq(signatureSigners.id, read.signerId))
    .limit(1);
  if (!row) throw refusalError("tampered");
  const record = await loadSignatureRequest(db, row.requestId);
  const key = { signerId: read.signerId, generation: read.generation };
  const signer = signerFor(record, key);
  return { record, signer, key };
}

/**
 * Signing from outside the board (issue 18): the e-mailed link is the proof, as a document
 * share's is; it opens that one signer's place on that one request, and nothing else.
 */
export function registerSigningLinkRoutes(app: App, services: Services): void {
  const db = services.database.db;
  const linkIsProof = publicRoute(
    "an external signer has no account: the signed link e-mailed to them is the proof",
  );
  const mail = () => ({ baseUrl: services.publicUrl(), links: services.links });
  const viewOf = async (token: string) => {
    const { record, signer } = await linked(db, services, token);
    return signatureRequestViewOf(db, record, { kind: "link", signerId: signer.id });
  };

  app.get(
    "/api/signing-links/:signingToken",
    {
      schema: { tags, params: signingLinkParams, response: { 200: signatureRequestView } },
      config: { access: linkIsProof },
    },
    async (request) => viewOf(request.params.signingToken),
  );

  app.get(
    "/api/signing-links/:signingToken/document",
    { schema: { tags, params: signingLinkParams }, config: { access: linkIsProof } },
    async (request, reply) => {
      const { record, signer } = await linked(db, services, request.params.signingToken);
      return sendFile(
        request,
        reply,
        {
          name: "document.pdf",
          mime: "application/pdf",
          open: () => services.storage.read(record.request.sourceKey),
          notFound: signatureMessages.notFound,
        },
        {
          manager: false,
          downloadsAllowed: await downloadsAllowed(db, record.request.organisationId),
          watermark: async () => `${signer.name} · ${signer.email}`,
        },
      );
    },
  );

  app.get(
    "/api/signing-links/:signingToken/sealed-document",
    { schema: { tags, params: signingLinkParams }, config: { access: linkIsProof } },
    async (request, reply) => {
      const { record } = await linked(db, services, request.params.signingToken);
      return sendSealed(request, reply, record, services);
    },
  );

  app.post(
    "/api/signing-links/:signingToken/sign",
    {
      schema: {
        tags,
        params: signingLinkParams,
        body: signBody,
        response: { 200: signatureRequestView },
      },
      config: { access: linkIsProof, sendsMail: "notice" },
    },
    async (request) => {
      const { record, key } = await linked(db, services, request.params.signingToken);
      const facts = await organisationFacts(db, record.request.organisationId);
      await signSignatureRequest(
        db,
        services.storage,
        services.seal,
        mail(),
        record.request.id,
        key,
        request.body,
        signingPlace(request, services, record.request.organisationId, facts.timeZone),
        "the signing link e-mailed to this address",
      );
      return viewOf(request.params.signingToken);
    },
  );

  app.post(
    "/api/signing-links/:signingToken/decline",
    {
      schema: {
        tags,
        params: signingLinkParams,
        body: declineBody,
        response: { 200: signatureRequestView },
      },
      config: { access: linkIsProof, sendsMail: "notice" },
    },
    async (request) => {
      const { record, key } = await linked(db, services, request.params.signingToken);
      await declineSignatureRequest(db, mail(), record.request.id, key, request.body.reason, {
        organisationId: record.request.organisationId,
        address: request.ip,
      });
      return viewOf(request.params.signingToken);
    },
  );
}
