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
  return (await readableScope(db, personId)).organisations;
}

/**
 * What the person may read (`organisations`), and the calendars of the organisations where they
 * may see only when meetings are (`calendars`: an Executive or guest sees meeting dates, not
 * agendas or minutes), for the same "when is the next meeting" answer without its agenda.
 */
export async function readableScope(
  db: DbOrTx,
  personId: string,
): Promise<{ organisations: ReadableOrganisation[]; calendars: ReadableOrganisation[] }> {
  const actors = await orgActorsOf(db, {
    personId,
    email: "",
    isSupport: false,
    isInstallationAdmin: false,
    sessionTokenHash: "",
  });
  const readable = (o: OrgActor): ReadableOrganisation => ({
    id: o.organisation.id,
    name: o.organisation.name,
    parentId: o.organisation.parentId,
    documentsReader: canDocuments(o, "read") ? o : null,
  });
  return {
    organisations: actors.filter((o) => can(o, "readAgenda")).map(readable),
    calendars: actors
      .filter((o) => can(o, "list") && !can(o, "readAgenda"))
      .map((o) => ({ ...readable(o), documentsReader: null })),
  };
}
