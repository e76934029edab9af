import type { DbOrTx } from "../../db/client.js";
import type { OrgActor } from "../../http/actor.js";
import { can as actionsCan, seesAllActions } from "../actions/policy.js";
import { can as decisionsCan } from "../decisions/policy.js";
import { can as documentsCan } from "../documents/policy.js";
import { readableFolders } from "../documents/queries.js";
import { can as meetingsCan } from "../meetings/policy.js";
import { orgActorsOf } from "../organisations/org-actor.js";
import { downloadsAllowed } from "../organisations/take-policy.js";

/**
 * What one person may find from one organisation's search: the organisation and those of its
 * committees they belong to, each source narrowed by that membership's own policy, exactly as
 * the pages that show the records decide. Asked afresh for every search.
 */
export type SearchScope = {
  personId: string;
  /** Organisations whose agendas, minutes and papers the person reads. */
  meetingOrgs: string[];
  /** …whose papers they may also download (editors, or downloads allowed). */
  paperDownloadOrgs: string[];
  /** Organisations whose governance library they read, and the folders they may open there. */
  documentOrgs: string[];
  readableFolderIds: string[];
  documentDownloadOrgs: string[];
  decisionOrgs: string[];
  /** Organisations whose actions they read: everyone's, or (Executives) only their own. */
  allActionOrgs: string[];
  ownActionOrgs: string[];
};

export function isEmptyScope(scope: SearchScope): boolean {
  return (
    scope.meetingOrgs.length +
      scope.documentOrgs.length +
      scope.decisionOrgs.length +
      scope.allActionOrgs.length +
      scope.ownActionOrgs.length ===
    0
  );
}

export async function searchScope(db: DbOrTx, org: OrgActor): Promise<SearchScope> {
  const id = org.organisation.id;
  const memberships = (await orgActorsOf(db, org.actor)).filter(
    (o) => o.organisation.id === id || o.organisation.parentId === id,
  );
  const scope: SearchScope = {
    personId: org.actor.personId,
    meetingOrgs: [],
    paperDownloadOrgs: [],
    documentOrgs: [],
    readableFolderIds: [],
    documentDownloadOrgs: [],
    decisionOrgs: [],
    allActionOrgs: [],
    ownActionOrgs: [],
  };
  // Each organisation's folders and download setting are read side by side.
  const reads = await Promise.all(
    memberships.map(async (o) => {
      const readsMeetings = meetingsCan(o, "readAgenda");
      const readsDocuments = documentsCan(o, "read");
      const [allowed, folders] = await Promise.all([
        readsMeetings || readsDocuments ? downloadsAllowed(db, o.organisation.id) : false,
        readsDocuments ? readableFolders(db, o) : undefined,
      ]);
      return { o, readsMeetings, readsDocuments, allowed, folders };
    }),
  );
  for (const { o, readsMeetings, readsDocuments, allowed, folders } of reads) {
    const orgId = o.organisation.id;
    if (readsMeetings) {
      scope.meetingOrgs.push(orgId);
      if (allowed || meetingsCan(o, "edit")) scope.paperDownloadOrgs.push(orgId);
    }
    if (readsDocuments && folders) {
      scope.documentOrgs.push(orgId);
      scope.readableFolderIds.push(...folders.keys());
      if (allowed || documentsCan(o, "manage")) scope.documentDownloadOrgs.push(orgId);
    }
    if (decisionsCan(o, "list")) scope.decisionOrgs.push(orgId);
    if (actionsCan(o, "list"))
      (seesAllActions(o) ? scope.allActionOrgs : scope.ownActionOrgs).push(orgId);
  }
  return scope;
}
