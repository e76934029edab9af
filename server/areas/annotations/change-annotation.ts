import { and, eq } from "drizzle-orm";
import {
  type AnnotationView,
  annotationMessages,
  type ChangeAnnotationBody,
} from "../../../common/contracts/annotations.js";
import type { DbOrTx } from "../../db/client.js";
import { annotations } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { ownView } from "./queries.js";

/** Only its author changes or removes a note; to everyone else it is not there (404). */
const ownNote = (org: OrgActor, annotationId: string) =>
  and(
    eq(annotations.id, annotationId),
    eq(annotations.organisationId, org.organisation.id),
    eq(annotations.authorId, org.actor.personId),
  );

export async function changeAnnotation(
  db: DbOrTx,
  org: OrgActor,
  annotationId: string,
  change: ChangeAnnotationBody,
): Promise<AnnotationView> {
  const [before] = await db
    .select({ kind: annotations.kind })
    .from(annotations)
    .where(ownNote(org, annotationId))
    .limit(1);
  if (!before) throw new AppError("notFound", annotationMessages.notFound);
  // A note is its words: emptying one is removing it, which is asked for as such.
  if (before.kind === "note" && change.note === "")
    throw new AppError("badRequest", annotationMessages.writeNote, {
      fields: { note: annotationMessages.writeNote },
    });
  const [row] = await db
    .update(annotations)
    .set({
      ...(change.note !== undefined ? { note: change.note || null } : {}),
      ...(change.colour ? { colour: change.colour } : {}),
      ...(change.shared !== undefined ? { shared: change.shared } : {}),
      updatedAt: new Date(),
    })
    .where(ownNote(org, annotationId))
    .returning();
  if (!row) throw new AppError("notFound", annotationMessages.notFound);
  return ownView(db, org, row);
}

export async function removeAnnotation(
  db: DbOrTx,
  org: OrgActor,
  annotationId: string,
): Promise<void> {
  const removed = await db
    .delete(annotations)
    .where(ownNote(org, annotationId))
    .returning({ id: annotations.id });
  if (removed.length === 0) throw new AppError("notFound", annotationMessages.notFound);
}
