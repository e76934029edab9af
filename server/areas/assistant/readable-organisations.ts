import type { DbOrTx } from "../../db/client.js";
import type { OrgActor } from "../../http/actor.js";
import { can as canDocuments } from "../documents/policy.js";
import { can } from "../meetings/policy.js";
import { orgActorsOf } from "../organisations/org-actor.js";

export type ReadableOrganisation = {
  id: string;
  name: string;
  /** The board a committee belongs to; null for a board. */
  parentId: string | null;
  /** Set when the person may read the organisation's documents: their folders' audiences apply. */
  documentsReader: OrgActor | null;
};

/**
 * The organisations whose meetings, minutes, decisions and actions the person may read right
 * now: asked afresh for every question, so access removed a moment ago is already gone.
 */
export async function readableOrganisations(
  db: DbOrTx,
  personId: string,
): Promise<ReadableOrganisation[]> {
  const actors = await orgActorsOf(db, {
    personId,
    email: "",
    isSupport: false,
    isInstallationAdmin: false,
    sessionTokenHash: "",
  });
  return actors
    .filter((o) => can(o, "readAgenda"))
    .map((o) => ({
      id: o.organisation.id,
      name: o.organisation.name,
      parentId: o.organisation.parentId,
      documentsReader: canDocuments(o, "read") ? o : null,
    }));
}
