import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { documents, documentVersions, memberships } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { can as documentsCan } from "../../documents/policy.js";
import { readableFolders } from "../../documents/queries.js";
import { chooseMembers } from "../../organisations/assert-members.js";

const unique = (ids: readonly string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

/**
 * The chosen readers, each a member of the organisation who opens Between Meetings. Someone of
 * another organisation and an id that exists nowhere get the same answer.
 */
export async function checkAudiencePeople(
  db: DbOrTx,
  organisationId: string,
  personIds: readonly string[],
): Promise<string[]> {
  const wanted = unique(personIds);
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ personId: memberships.personId, role: memberships.role })
    .from(memberships)
    .where(
      and(eq(memberships.organisationId, organisationId), inArray(memberships.personId, wanted)),
    );
  if (rows.length !== wanted.length)
    throw new AppError("badRequest", chooseMembers, { fields: { personIds: chooseMembers } });
  if (rows.some((r) => r.role === "Executive"))
    throw new AppError("badRequest", "Executive / Guest members do not open reports.", {
      fields: { personIds: "Executive / Guest members do not open reports." },
    });
  return wanted;
}

const notInLibrary = "Choose files from this organisation's library that you can open.";

/**
 * The report's files, in the order given: versions of documents in the organisation's library,
 * not in its bin, that the caller may open. Files the report already has stay without a new
 * check (an Administrator may have added one its author cannot see in the library). A version
 * of another organisation is refused exactly as one that exists nowhere.
 */
export async function checkReportFiles(
  db: DbOrTx,
  org: OrgActor,
  documentVersionIds: readonly string[],
  alreadyOnReport: readonly string[] = [],
): Promise<string[]> {
  const wanted = unique(documentVersionIds);
  const added = wanted.filter((id) => !alreadyOnReport.includes(id));
  if (added.length === 0) return wanted;
  const refuse = () =>
    new AppError("badRequest", notInLibrary, { fields: { documentVersionIds: notInLibrary } });
  if (!documentsCan(org, "read")) throw refuse();
  const rows = await db
    .select({ id: documentVersions.id, folderId: documents.folderId, binned: documents.deletedAt })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(
      and(
        inArray(documentVersions.id, added),
        eq(documentVersions.organisationId, org.organisation.id),
      ),
    );
  const folders = rows.some((r) => r.folderId !== null) ? await readableFolders(db, org) : null;
  const opens = rows.filter(
    (r) => r.binned === null && (r.folderId === null || folders?.has(r.folderId)),
  );
  if (opens.length !== added.length) throw refuse();
  return wanted;
}
