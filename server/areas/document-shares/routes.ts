import { eq, sql } from "drizzle-orm";
import { messageResult } from "../../../common/contracts/auth.js";
import {
  createdShare,
  createShareBody,
  shareCodeBody,
  sharedDocument,
  shareList,
  shareMessages,
  shareParams,
  shareTokenParams,
} from "../../../common/contracts/document-shares.js";
import { documentVersionParams } from "../../../common/contracts/documents.js";
import { formatInZone } from "../../../common/date-formatters.js";
import { writeAudit } from "../../audit/write-audit.js";
import { owningOrganisation } from "../../db/owning-organisation.js";
import { documentShares } from "../../db/schema/index.js";
import { AppError } from "../../http/app-error.js";
import { takeMailAllowance } from "../../http/mail-limits.js";
import { organisationRoute, publicRoute, requireOrgActor } from "../../http/route-access.js";
import { isViewerRequest, sendFile, viewerCopy } from "../../http/send-file.js";
import type { App } from "../../http/types.js";
import { queueMail } from "../../mail/send-mail.js";
import type { Services } from "../../services.js";
import { can } from "../documents/policy.js";
import { readableVersion } from "../documents/queries.js";
import { versionRoute } from "../documents/version-access.js";
import { createShare } from "./create-share.js";
import { sharesOf } from "./queries.js";
import { revokeShare } from "./revoke-share.js";
import { shareCodeMail } from "./share-mail.js";
import {
  checkShareCode,
  describeShare,
  hasShareSession,
  issueShareCode,
  shareDownloadable,
  shareOfLink,
} from "./shared-access.js";

const tags = ["document shares"];
const shareOrganisation = owningOrganisation("document_share", documentShares, documentShares);

/**
 * Share links: the library's managers share one version with someone outside the board and
 * revoke it; the recipient opens it at `document-share?link=…` without an account (the signed
 * link, and the e-mailed code when asked for, are the proof). Every open is audited.
 */
export function registerDocumentShareRoutes(app: App, services: Services): void {
  const db = services.database.db;
  const { links } = services;
  const versionManagers = versionRoute("manage");

  app.post(
    "/api/document-versions/:documentVersionId/shares",
    {
      schema: {
        tags,
        params: documentVersionParams,
        body: createShareBody,
        response: { 201: createdShare },
      },
      config: { access: versionManagers, sendsMail: "shareLink" },
    },
    async (request, reply) => {
      const org = requireOrgActor(request);
      const share = await createShare(
        db,
        links,
        services.publicUrl(),
        org,
        request.params.documentVersionId,
        request.body,
      );
      return reply.status(201).send(share);
    },
  );

  app.get(
    "/api/document-versions/:documentVersionId/shares",
    {
      schema: { tags, params: documentVersionParams, response: { 200: shareList } },
      config: { access: versionManagers },
    },
    async (request) => {
      const org = requireOrgActor(request);
      const version = await readableVersion(db, org, request.params.documentVersionId);
      return { shares: await sharesOf(db, org.organisation.id, version.documentVersionId) };
    },
  );

  app.post(
    "/api/document-shares/:shareId/revoke",
    {
      schema: { tags, params: shareParams, response: { 200: messageResult } },
      config: {
        access: organisationRoute("documents", can, "manage", (database, params) =>
          shareOrganisation(database, params.shareId ?? ""),
        ),
      },
    },
    async (request) => {
      await revokeShare(db, requireOrgActor(request), request.params.shareId);
      return { message: "The link no longer opens the document." };
    },
  );

  const linkIsProof = publicRoute(
    "a share link's recipient has no account: the signed link is the proof",
  );

  app.get(
    "/api/shared-documents/:token",
    {
      schema: { tags, params: shareTokenParams, response: { 200: sharedDocument } },
      config: { access: linkIsProof },
    },
    async (request) => {
      const linked = await shareOfLink(db, links, request.params.token);
      const entered = linked ? hasShareSession(request, links, linked.share.id) : false;
      return describeShare(linked, entered);
    },
  );

  app.post(
    "/api/shared-documents/:token/code",
    {
      schema: { tags, params: shareTokenParams, response: { 200: messageResult } },
      config: { access: linkIsProof, sendsMail: "shareCode" },
    },
    async (request) => {
      const linked = await shareOfLink(db, links, request.params.token);
      const state = describeShare(linked, false);
      if (!linked || state.state !== "needsCode")
        throw new AppError("notFound", shareMessages.linkClosed);
      // The link's own allowance too: whoever holds it, from however many addresses.
      await takeMailAllowance(db, "shareCode", `share:${linked.share.id}`, request.ip);
      const issued = await issueShareCode(db, linked.share);
      if ("refused" in issued) throw new AppError("tooManyRequests", issued.refused);
      await queueMail(
        db,
        shareCodeMail(
          linked.share.recipientEmail,
          linked.version.name,
          issued.code,
          linked.share.id,
        ),
      );
      return { message: `A code has been sent to ${state.maskedEmail}.` };
    },
  );

  app.post(
    "/api/shared-documents/:token/verify",
    {
      schema: {
        tags,
        params: shareTokenParams,
        body: shareCodeBody,
        response: { 200: sharedDocument },
      },
      config: { access: linkIsProof },
    },
    async (request, reply) => {
      const linked = await shareOfLink(db, links, request.params.token);
      if (!linked || describeShare(linked, false).state !== "needsCode")
        throw new AppError("notFound", shareMessages.linkClosed);
      const refused = await checkShareCode(
        db,
        request,
        reply,
        links,
        linked.share,
        request.body.code,
      );
      if (refused) throw new AppError("badRequest", refused, { fields: { code: refused } });
      return describeShare(linked, true);
    },
  );

  app.get(
    "/api/shared-documents/:token/content",
    {
      schema: { tags, params: shareTokenParams },
      config: { access: linkIsProof },
    },
    async (request, reply) => {
      const linked = await shareOfLink(db, links, request.params.token);
      const entered = linked ? hasShareSession(request, links, linked.share.id) : false;
      const state = describeShare(linked, entered);
      if (
        !linked ||
        state.state === "invalid" ||
        state.state === "revoked" ||
        state.state === "expired"
      )
        throw new AppError("notFound", shareMessages.linkClosed);
      if (state.state === "needsCode") throw new AppError("forbidden", shareMessages.codeNeeded);
      const { share, version } = linked;
      return sendFile(
        request,
        reply,
        {
          name: version.name,
          mime: version.mime,
          ...viewerCopy(request, version, services.storage),
          notFound: shareMessages.linkClosed,
          onOpened: () =>
            db.transaction(async (tx) => {
              await tx
                .update(documentShares)
                .set({ openCount: sql`${documentShares.openCount} + 1`, lastOpenedAt: new Date() })
                .where(eq(documentShares.id, share.id));
              await writeAudit(tx, {
                organisationId: share.organisationId,
                actorPersonId: null,
                action: "documentShare.open",
                subjectType: "document_share",
                subjectId: share.id,
                after: {
                  recipientEmail: share.recipientEmail,
                  as: isViewerRequest(request) ? "viewer" : "download",
                  address: request.ip,
                },
              });
            }),
        },
        {
          manager: false,
          downloadsAllowed: shareDownloadable(linked),
          watermark: async () =>
            `${share.recipientName} · ${formatInZone(new Date(), linked.timeZone, "date")} · ${linked.organisationName}`,
        },
      );
    },
  );
}
