import { owningOrganisation } from "../../db/owning-organisation.js";
import { documentVersions } from "../../db/schema/index.js";
import { organisationRoute } from "../../http/route-access.js";
import { can, type DocumentsAction } from "./policy.js";

const versionOrganisation = owningOrganisation(
  "document_version",
  documentVersions,
  documentVersions,
);

/**
 * A route on /api/document-versions/:documentVersionId/…: the version's organisation decides,
 * through the documents policy (the library's file, notes on it, its share links).
 */
export const versionRoute = (action: DocumentsAction) =>
  organisationRoute("documents", can, action, (database, params) =>
    versionOrganisation(database, params.documentVersionId ?? ""),
  );
