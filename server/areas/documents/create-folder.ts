import type { CreateFolderBody } from "../../../common/contracts/documents.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { documentFolders } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { assertPeopleInOrganisation } from "./audience-people.js";
import { lockFolder } from "./lock-folder.js";
import { readableFolder } from "./queries.js";

/** A folder in the library, at the top or inside one the manager may see, with its audience. */
export async function createFolder(db: Db, org: OrgActor, body: CreateFolderBody) {
  return db.transaction(async (tx) => {
    await lockFolder(tx, body.parentId, "fileInto");
    const parent = await readableFolder(tx, org, body.parentId);
    const chosen = body.audience === "chosen";
    const named = [...new Set(body.audiencePeople.map((p) => p.toLowerCase()))];
    // Every id sent is checked, even one a non-chosen audience ignores: none may be from elsewhere.
    await assertPeopleInOrganisation(tx, org.organisation.id, named);
    const people = chosen ? named : [];
    const [folder] = await tx
      .insert(documentFolders)
      .values({
        organisationId: org.organisation.id,
        parentId: parent?.id ?? null,
        name: body.name,
        audience: body.audience,
        audienceRoles: chosen ? [...new Set(body.audienceRoles)] : [],
        audiencePeople: people,
        createdBy: org.actor.personId,
      })
      .returning();
    if (!folder) throw new Error("folder insert returned nothing");
    await writeAudit(tx, {
      organisationId: org.organisation.id,
      actorPersonId: org.actor.personId,
      action: "documentFolder.create",
      subjectType: "documentFolder",
      subjectId: folder.id,
      after: folder,
    });
    return { id: folder.id, name: folder.name };
  });
}
