import type { DbOrTx } from "../../db/client.js";
import type { OrgActor } from "../../http/actor.js";
import { organisationVersion } from "../../http/cached-answers.js";
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
 * the pages that show the records decide. Kept while nothing it rests on changes (`searchScope`).
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

/** Scopes kept: one per person and organisation searched, until anything in them changes. */
const scopesKept = 500;
const scopes = new Map<string, SearchScope>();

/**
 * The person's scope, worked out again only when something it rests on has changed:
 * memberships, folders and their audiences, and the download setting all raise their
 * organisation's version (migrations 0017, 0019, 0024), and the session look-up reads the
 * person's versions with every request, so an unchanged version list is an unchanged scope.
 * Without versions for this organisation (access not through a membership of one's own),
 * it is asked afresh.
 */
export async function searchScope(db: DbOrTx, org: OrgActor): Promise<SearchScope> {
  const { actor } = org;
  const versions = actor.orgVersions;
  if (versions === undefined || organisationVersion(versions, org.organisation.id) === undefined)
    return freshSearchScope(db, org);
  const key = [
    actor.personId,
    org.organisation.id,
    actor.isSupport,
    actor.isInstallationAdmin,
    versions,
  ].join("|");
  const kept = scopes.get(key);
  if (kept) {
    // Most recently used last, so the oldest is the first to go.
    scopes.delete(key);
    scopes.set(key, kept);
    return kept;
  }
  const scope = await freshSearchScope(db, org);
  scopes.set(key, scope);
  for (const oldest of scopes.keys()) {
    if (scopes.size <= scopesKept) break;
    scopes.delete(oldest);
  }
  return scope;
}

async function freshSearchScope(db: DbOrTx, org: OrgActor): Promise<SearchScope> {
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
