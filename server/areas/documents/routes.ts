import { messageResult } from "../../../common/contracts/auth.js";
import {
  changeFolderBody,
  createdFolder,
  createFolderBody,
  documentDates,
  documentDatesBody,
  documentFolderList,
  documentList,
  documentListQuery,
  documentMessages,
  documentParams,
  documentVersionDetail,
  documentVersionParams,
  folderParams,
  uploadedDocument,
  versionHistory as versionHistorySchema,
} from "../../../common/contracts/documents.js";
import { orgParams } from "../../../common/contracts/organisations.js";
import { storedViewKind } from "../../../common/viewer.js";
import { owningOrganisation } from "../../db/owning-organisation.js";
import { documentFolders, documents } from "../../db/schema/index.js";
import { organisationRoute, requireOrgActor } from "../../http/route-access.js";
import { sendFile, viewerCopy } from "../../http/send-file.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";
import { downloadsAllowed, takePolicy } from "../organisations/take-policy.js";
import { readersOf } from "../reads/readers.js";
import { recordRead } from "../reads/record-read.js";
import { binDocument } from "./bin-document.js";
import { changeFolder, deleteFolder } from "./change-folder.js";
import { createFolder } from "./create-folder.js";
import { can, type DocumentsAction, mayTakeFile } from "./policy.js";
import {
  documentViewOf,
  folderView,
  listDocuments,
  readableFolders,
  readableVersion,
  versionOpens,
  versionToOpen,
} from "./queries.js";
import { replaceDocument } from "./replace-document.js";
import { setDocumentDates } from "./set-document-dates.js";
import { uploadDocument } from "./upload-document.js";
import { versionRoute } from "./version-access.js";
import { versionHistory } from "./version-history.js";

const tags = ["documents"];
const documentOrganisation = owningOrganisation("document", documents, documents);
const folderOrganisation = owningOrganisation("document_folder", documentFolders, documentFolders);

/**
 * The governance library: folders with audiences, documents and their versions. Which
 * folders a person sees is the audience rule (common/documents/folder-audience.ts), asked by
 * the queries for every read; the file itself also follows the download setting.
 */
export function registerDocumentRoutes(app: App, services: Services): void {
  const db = services.database.db;
  const access = (action: DocumentsAction) => organisationRoute("documents", can, action);
  const versionAccess = versionRoute("read");
  const documentAccess = (action: DocumentsAction) =>
    organisationRoute("documents", can, action, (database, params) =>
      documentOrganisation(database, params.documentId ?? ""),
    );

  app.get(
    "/api/organisations/:orgId/document-folders",
    {
      schema: { tags, params: orgParams, response: { 200: documentFolderList } },
      config: { access: access("read") },
    },
    async (request) => {
      const org = requireOrgActor(request);
      const folders = await readableFolders(db, org);
      return {
        folders: [...folders.values()].map(folderView),
        abilities: { manage: can(org, "manage") },
      };
    },
  );

  app.post(
    "/api/organisations/:orgId/document-folders",
    {
      schema: { tags, params: orgParams, body: createFolderBody, response: { 201: createdFolder } },
      config: { access: access("manage") },
    },
    async (request, reply) =>
      reply.status(201).send(await createFolder(db, requireOrgActor(request), request.body)),
  );

  app.get(
    "/api/organisations/:orgId/governance-documents",
    {
      schema: {
        tags,
        params: orgParams,
        querystring: documentListQuery,
        response: { 200: documentList },
      },
      config: { access: access("read") },
    },
    async (request) => {
      const org = requireOrgActor(request);
      const listed = await listDocuments(db, org, request.query);
      // Read receipts are the managers' (board-portal behaviour: initials beside the file).
      const readers = can(org, "manage")
        ? await readersOf(
            db,
            org.organisation.id,
            listed.map((d) => ({ kind: "document" as const, id: d.documentId })),
          )
        : null;
      return {
        folderId: request.query.folderId ?? null,
        documents: listed.map((d) => ({
          ...d,
          readers: readers ? (readers.get(`document:${d.documentId}`) ?? []) : null,
        })),
        abilities: {
          upload: can(org, "manage"),
          download: mayTakeFile(org, await downloadsAllowed(db, org.organisation.id)),
        },
      };
    },
  );

  app.post(
    "/api/organisations/:orgId/governance-documents",
    {
      schema: { tags, params: orgParams, response: { 201: uploadedDocument } },
      config: { access: access("manage") },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await uploadDocument(db, services.storage, requireOrgActor(request), request)),
  );

  app.get(
    "/api/document-versions/:documentVersionId",
    {
      schema: { tags, params: documentVersionParams, response: { 200: documentVersionDetail } },
      config: { access: versionAccess },
    },
    async (request) => {
      const org = requireOrgActor(request);
      const manager = can(org, "manage");
      const version = await readableVersion(db, org, request.params.documentVersionId);
      return {
        ...documentViewOf(version),
        current: version.currentVersionId === version.documentVersionId,
        currentVersionId: version.currentVersionId ?? version.documentVersionId,
        show: storedViewKind(version),
        conversion: version.pdfStatus,
        text: version.textStatus,
        canOpen: versionOpens(version, manager),
        abilities: {
          download: mayTakeFile(org, await downloadsAllowed(db, org.organisation.id)),
          manage: manager,
        },
      };
    },
  );

  app.get(
    "/api/document-versions/:documentVersionId/content",
    {
      schema: { tags, params: documentVersionParams },
      config: { access: versionAccess },
    },
    async (request, reply) => {
      const org = requireOrgActor(request);
      const manager = can(org, "manage");
      const version = await versionToOpen(db, org, request.params.documentVersionId, manager);
      return sendFile(
        request,
        reply,
        {
          name: version.name,
          mime: version.mime,
          ...viewerCopy(request, version, services.storage),
          notFound: documentMessages.documentNotFound,
          onOpened: () => recordRead(db, org, { kind: "document", id: version.documentId }),
        },
        await takePolicy(db, org, manager),
      );
    },
  );

  app.get(
    "/api/organisations/:orgId/governance-documents/bin",
    {
      schema: { tags, params: orgParams, response: { 200: documentList } },
      config: { access: access("manage") },
    },
    async (request) => {
      const org = requireOrgActor(request);
      return {
        folderId: null,
        documents: await listDocuments(db, org, { inBin: true }),
        abilities: { upload: true, download: true },
      };
    },
  );

  app.get(
    "/api/documents/:documentId/versions",
    {
      schema: { tags, params: documentParams, response: { 200: versionHistorySchema } },
      config: { access: documentAccess("read") },
    },
    async (request) => versionHistory(db, requireOrgActor(request), request.params.documentId),
  );

  app.post(
    "/api/documents/:documentId/versions",
    {
      schema: { tags, params: documentParams, response: { 201: uploadedDocument } },
      config: { access: documentAccess("manage") },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await replaceDocument(
            db,
            services.storage,
            requireOrgActor(request),
            request,
            request.params.documentId,
          ),
        ),
  );

  app.delete(
    "/api/documents/:documentId",
    {
      schema: { tags, params: documentParams, response: { 200: messageResult } },
      config: { access: documentAccess("manage") },
    },
    async (request) => {
      await binDocument(db, requireOrgActor(request), request.params.documentId, false);
      return { message: "The document is in the bin for 30 days; it can be restored until then." };
    },
  );

  app.patch(
    "/api/documents/:documentId",
    {
      schema: {
        tags,
        params: documentParams,
        body: documentDatesBody,
        response: { 200: documentDates },
      },
      config: { access: documentAccess("manage") },
    },
    async (request) =>
      setDocumentDates(db, requireOrgActor(request), request.params.documentId, request.body),
  );

  app.post(
    "/api/documents/:documentId/restore",
    {
      schema: { tags, params: documentParams, response: { 200: messageResult } },
      config: { access: documentAccess("manage") },
    },
    async (request) => {
      await binDocument(db, requireOrgActor(request), request.params.documentId, true);
      return { message: "The document has been restored." };
    },
  );

  const folderAccess = organisationRoute("documents", can, "manage", (database, params) =>
    folderOrganisation(database, params.folderId ?? ""),
  );

  app.patch(
    "/api/document-folders/:folderId",
    {
      schema: {
        tags,
        params: folderParams,
        body: changeFolderBody,
        response: { 200: messageResult },
      },
      config: { access: folderAccess },
    },
    async (request) => {
      await changeFolder(db, requireOrgActor(request), request.params.folderId, request.body);
      return { message: "The folder has been changed." };
    },
  );

  app.delete(
    "/api/document-folders/:folderId",
    {
      schema: { tags, params: folderParams, response: { 200: messageResult } },
      config: { access: folderAccess },
    },
    async (request) => {
      await deleteFolder(db, requireOrgActor(request), request.params.folderId);
      return { message: "The folder has been deleted." };
    },
  );
}
