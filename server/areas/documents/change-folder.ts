import { eq } from "drizzle-orm";
import { type ChangeFolderBody, documentMessages } from "../../../common/contracts/documents.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { documentFolders, documents } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { assertPeopleInOrganisation } from "./audience-people.js";
import { lockFolder } from "./lock-folder.js";
import { folderIn, readableFolder, readableFolders } from "./queries.js";

/**
 * Renames a folder, moves it (never into itself or below itself), or changes who may see it.
 * A new audience applies to everything below at once: audiences are read along the path.
 */
export async function changeFolder(
  db: Db,
  org: OrgActor,
  folderId: string,
  body: ChangeFolderBody,
) {
  await db.transaction(async (tx) => {
    if (body.parentId) await lockFolder(tx, body.parentId, "fileInto");
    const folders = await readableFolders(tx, org);
    const folder = folderIn(folders, folderId);
    if (!folder) throw new AppError("notFound", documentMessages.folderNotFound);
    const change: Partial<typeof documentFolders.$inferInsert> = {};
    if (body.name !== undefined) change.name = body.name;
    if (body.parentId !== undefined) {
      const parent = folderIn(folders, body.parentId);
      for (
        let at: typeof parent | undefined = parent;
        at;
        at = at.parentId ? folders.get(at.parentId) : undefined
      )
        if (at.id === folder.id) throw new AppError("conflict", documentMessages.moveIntoItself);
      change.parentId = parent?.id ?? null;
    }
    if (body.audience !== undefined) {
      const chosen = body.audience === "chosen";
      const named = [...new Set((body.audiencePeople ?? []).map((p) => p.toLowerCase()))];
      // Every id sent is checked, even one a non-chosen audience ignores: none may be from elsewhere.
      await assertPeopleInOrganisation(tx, org.organisation.id, named);
      const people = chosen ? named : [];
      change.audience = body.audience;
      change.audienceRoles = chosen ? [...new Set(body.audienceRoles ?? [])] : [];
      change.audiencePeople = people;
    }
    if (Object.keys(change).length === 0)
      throw new AppError("badRequest", documentMessages.nothingToChange);
    await tx.update(documentFolders).set(change).where(eq(documentFolders.id, folder.id));
    await writeAudit(tx, {
      organisationId: org.organisation.id,
      actorPersonId: org.actor.personId,
      action: "documentFolder.change",
      subjectType: "documentFolder",
      subjectId: folder.id,
      before: folder,
      after: change,
    });
  });
}

/** Removes an empty folder: no folders inside it, and no documents, the bin's included. */
export async function deleteFolder(db: Db, org: OrgActor, folderId: string) {
  await db.transaction(async (tx) => {
    await lockFolder(tx, folderId, "delete");
    const folder = await readableFolder(tx, org, folderId);
    if (!folder) throw new AppError("notFound", documentMessages.folderNotFound);
    const [inner] = await tx
      .select({ id: documentFolders.id })
      .from(documentFolders)
      .where(eq(documentFolders.parentId, folder.id))
      .limit(1);
    const [held] = await tx
      .select({ id: documents.id, deletedAt: documents.deletedAt })
      .from(documents)
      .where(eq(documents.folderId, folder.id))
      .limit(1);
    if (inner || held)
      throw new AppError(
        "conflict",
        held?.deletedAt ? documentMessages.folderHoldsBinned : documentMessages.folderNotEmpty,
      );
    await tx.delete(documentFolders).where(eq(documentFolders.id, folder.id));
    await writeAudit(tx, {
      organisationId: org.organisation.id,
      actorPersonId: org.actor.personId,
      action: "documentFolder.delete",
      subjectType: "documentFolder",
      subjectId: folder.id,
      before: folder,
    });
  });
}
