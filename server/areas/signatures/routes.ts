import type { FastifyRequest } from "fastify";
import { messageResult } from "../../../common/contracts/auth.js";
import { documentVersionParams } from "../../../common/contracts/documents.js";
import {
  changeSignerBody,
  createSignatureRequestBody,
  declineBody,
  possibleSigners,
  signatureMessages,
  signatureRequestCreated,
  signatureRequestList,
  signatureRequestParams,
  signatureRequestView,
  signBody,
  signerParams,
  voidBody,
} from "../../../common/contracts/signature-requests.js";
import { readOrganisationRules } from "../../../common/organisation-settings.js";
import type { Db } from "../../db/client.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { organisationRoute, requireOrgActor } from "../../http/route-access.js";
import { sendFile } from "../../http/send-file.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";
import { readableVersion } from "../documents/queries.js";
import { versionRoute } from "../documents/version-access.js";
import { takePolicy } from "../organisations/take-policy.js";
import { confirmIdentity } from "./confirm-identity.js";
import { createSignatureRequest } from "./create-signature-request.js";
import { declineSignatureRequest } from "./decline-signature-request.js";
import { changeSigner, remindSigners, voidSignatureRequest } from "./manage-signature-request.js";
import { organisationFacts } from "./organisation-facts.js";
import { can, type SignaturesAction } from "./policy.js";
import {
  assertMaySign,
  refusalError,
  signerFor,
  signSignatureRequest,
} from "./sign-signature-request.js";
import { listVersionRequests, possibleSignersOf } from "./signature-queries.js";
import {
  loadSignatureRequest,
  type SignatureRecord,
  signatureRequestOrganisation,
} from "./signature-record.js";
import { signatureRequestViewOf, signerOf, type Viewer } from "./signature-view.js";

const tags = ["signatures"];

/** A library manager who can read the document may act on its requests (remind, void, change). */
async function managesRequest(db: Db, org: OrgActor, record: SignatureRecord): Promise<boolean> {
  if (!can(org, "request")) return false;
  try {
    await readableVersion(db, org, record.request.documentVersionId);
    return true;
  } catch {
    return false;
  }
}

/** The request and the caller as its viewer: a signer or a manager, or refused as not theirs. */
async function memberView(db: Db, org: OrgActor, requestId: string) {
  const record = await loadSignatureRequest(db, requestId, { organisationId: org.organisation.id });
  const viewer: Viewer = {
    kind: "member",
    personId: org.actor.personId,
    manager: await managesRequest(db, org, record),
  };
  if (!viewer.manager && !signerOf(record, viewer)) throw refusalError("notYou");
  return { record, viewer };
}

export const signingPlace = (
  request: FastifyRequest,
  services: Services,
  organisationId: string,
  timeZone: string,
) => ({
  organisationId,
  timeZone,
  address: request.ip,
  device: request.headers["user-agent"] ?? null,
  verifyUrl: `${services.publicUrl()}/verify`,
});

/** E-signature requests on library documents (issue 18), for signed-in members. */
export function registerSignatureRoutes(app: App, services: Services): void {
  const db = services.database.db;
  const mail = () => ({ baseUrl: services.publicUrl(), links: services.links });
  const ofRequest = (action: SignaturesAction) =>
    organisationRoute("signatures", can, action, (d, params) =>
      signatureRequestOrganisation(d, params.signatureRequestId ?? ""),
    );
  const view = async (org: OrgActor, requestId: string) => {
    const { record, viewer } = await memberView(db, org, requestId);
    return signatureRequestViewOf(db, await loadSignatureRequest(db, record.request.id), viewer);
  };

  app.get(
    "/api/document-versions/:documentVersionId/signature-requests",
    {
      schema: { tags, params: documentVersionParams, response: { 200: signatureRequestList } },
      config: { access: versionRoute("read") },
    },
    async (request) => {
      const org = requireOrgActor(request);
      await readableVersion(db, org, request.params.documentVersionId);
      return {
        requests: await listVersionRequests(db, request.params.documentVersionId),
        abilities: { request: can(org, "request") },
      };
    },
  );

  app.get(
    "/api/document-versions/:documentVersionId/signers",
    {
      schema: { tags, params: documentVersionParams, response: { 200: possibleSigners } },
      config: { access: versionRoute("manage") },
    },
    async (request) =>
      possibleSignersOf(
        db,
        services.storage,
        requireOrgActor(request),
        request.params.documentVersionId,
      ),
  );

  app.post(
    "/api/document-versions/:documentVersionId/signature-requests",
    {
      schema: {
        tags,
        params: documentVersionParams,
        body: createSignatureRequestBody,
        response: { 201: signatureRequestCreated },
      },
      config: { access: versionRoute("manage"), sendsMail: "shareLink" },
    },
    async (request, reply) => {
      const org = requireOrgActor(request);
      const facts = await organisationFacts(db, org.organisation.id);
      const record = await createSignatureRequest(
        db,
        services.storage,
        org,
        request.params.documentVersionId,
        request.body,
        mail(),
        facts.timeZone,
      );
      return reply.status(201).send(
        await signatureRequestViewOf(db, record, {
          kind: "member",
          personId: org.actor.personId,
          manager: true,
        }),
      );
    },
  );

  app.get(
    "/api/signature-requests/:signatureRequestId",
    {
      schema: { tags, params: signatureRequestParams, response: { 200: signatureRequestView } },
      config: { access: ofRequest("read") },
    },
    async (request) => view(requireOrgActor(request), request.params.signatureRequestId),
  );

  app.get(
    "/api/signature-requests/:signatureRequestId/document",
    {
      schema: { tags, params: signatureRequestParams },
      config: { access: ofRequest("read") },
    },
    async (request, reply) => {
      const org = requireOrgActor(request);
      const { record, viewer } = await memberView(db, org, request.params.signatureRequestId);
      const manager = viewer.kind === "member" && viewer.manager;
      return sendFile(
        request,
        reply,
        {
          name: "document.pdf",
          mime: "application/pdf",
          open: () => services.storage.read(record.request.sourceKey),
          notFound: signatureMessages.notFound,
        },
        await takePolicy(db, org, manager),
      );
    },
  );

  app.get(
    "/api/signature-requests/:signatureRequestId/sealed-document",
    {
      schema: { tags, params: signatureRequestParams },
      config: { access: ofRequest("read") },
    },
    async (request, reply) => {
      const org = requireOrgActor(request);
      const { record } = await memberView(db, org, request.params.signatureRequestId);
      return sendSealed(request, reply, record, services);
    },
  );

  app.post(
    "/api/signature-requests/:signatureRequestId/sign",
    {
      schema: {
        tags,
        params: signatureRequestParams,
        body: signBody,
        response: { 200: signatureRequestView },
      },
      config: { access: ofRequest("read"), sendsMail: "notice" },
    },
    async (request) => {
      const org = requireOrgActor(request);
      const requestId = request.params.signatureRequestId;
      const facts = await organisationFacts(db, org.organisation.id);
      const key = { personId: org.actor.personId };
      // Refused before any password is asked: not theirs, already signed, closed, not their turn.
      const before = await loadSignatureRequest(db, requestId, {
        organisationId: org.organisation.id,
      });
      assertMaySign(before, signerFor(before, key), new Date());
      const authenticatedBy = readOrganisationRules(facts.settings).confirmIdentityToSign
        ? await confirmIdentity(db, org.actor.personId, request.body, request.ip, {
            maxFailures: services.config.loginMaxFailures,
            windowMinutes: services.config.loginWindowMinutes,
          })
        : "signed in";
      await signSignatureRequest(
        db,
        services.storage,
        services.seal,
        mail(),
        requestId,
        key,
        request.body,
        signingPlace(request, services, org.organisation.id, facts.timeZone),
        authenticatedBy,
      );
      return view(org, requestId);
    },
  );

  app.post(
    "/api/signature-requests/:signatureRequestId/decline",
    {
      schema: {
        tags,
        params: signatureRequestParams,
        body: declineBody,
        response: { 200: signatureRequestView },
      },
      config: { access: ofRequest("read"), sendsMail: "notice" },
    },
    async (request) => {
      const org = requireOrgActor(request);
      await declineSignatureRequest(
        db,
        mail(),
        request.params.signatureRequestId,
        { personId: org.actor.personId },
        request.body.reason,
        { organisationId: org.organisation.id, address: request.ip },
      );
      return view(org, request.params.signatureRequestId);
    },
  );

  const managerOnly = async (org: OrgActor, requestId: string) => {
    const record = await loadSignatureRequest(db, requestId, {
      organisationId: org.organisation.id,
    });
    if (!(await managesRequest(db, org, record)))
      throw new AppError(
        "forbidden",
        "Only the library's managers can change a signature request.",
      );
    return record;
  };

  app.post(
    "/api/signature-requests/:signatureRequestId/remind",
    {
      schema: { tags, params: signatureRequestParams, response: { 200: messageResult } },
      config: { access: ofRequest("request"), sendsMail: "reminder" },
    },
    async (request) => {
      const org = requireOrgActor(request);
      await managerOnly(org, request.params.signatureRequestId);
      const sent = await remindSigners(db, org, request.params.signatureRequestId, mail());
      return {
        message: `A reminder has been sent to ${sent} ${sent === 1 ? "signer" : "signers"}.`,
      };
    },
  );

  app.post(
    "/api/signature-requests/:signatureRequestId/void",
    {
      schema: {
        tags,
        params: signatureRequestParams,
        body: voidBody,
        response: { 200: signatureRequestView },
      },
      config: { access: ofRequest("request") },
    },
    async (request) => {
      const org = requireOrgActor(request);
      await managerOnly(org, request.params.signatureRequestId);
      await voidSignatureRequest(db, org, request.params.signatureRequestId, request.body.reason);
      return view(org, request.params.signatureRequestId);
    },
  );

  app.patch(
    "/api/signature-requests/:signatureRequestId/signers/:signerId",
    {
      schema: {
        tags,
        params: signerParams,
        body: changeSignerBody,
        response: { 200: signatureRequestView },
      },
      config: { access: ofRequest("request"), sendsMail: "notice" },
    },
    async (request) => {
      const org = requireOrgActor(request);
      const record = await managerOnly(org, request.params.signatureRequestId);
      const version = await readableVersion(db, org, record.request.documentVersionId);
      await changeSigner(
        db,
        org,
        request.params.signatureRequestId,
        request.params.signerId,
        request.body,
        version.folderId,
        mail(),
      );
      return view(org, request.params.signatureRequestId);
    },
  );
}

/** The sealed copy, byte for byte: a mark or any change would break the seal. */
export async function sendSealed(
  request: FastifyRequest,
  reply: Parameters<typeof sendFile>[1],
  record: SignatureRecord,
  services: Services,
) {
  const key = record.request.sealedKey;
  if (record.request.status !== "completed" || !key)
    throw new AppError("conflict", "The signed copy is made once everyone has signed.");
  return sendFile(
    request,
    reply,
    {
      name: "signed.pdf",
      mime: "application/pdf",
      open: () => services.storage.read(key),
      notFound: signatureMessages.notFound,
    },
    { manager: true, downloadsAllowed: true, watermark: async () => "" },
  );
}
