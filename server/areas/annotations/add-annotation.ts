import { and, eq } from "drizzle-orm";
import {
  type AnnotationView,
  annotationMessages,
  type NewAnnotationBody,
} from "../../../common/contracts/annotations.js";
import { readOrganisationRules } from "../../../common/organisation-settings.js";
import type { Db, DbOrTx } from "../../db/client.js";
import { annotations, meetings, organisations, papers } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { ownView } from "./queries.js";

/** Where a new note goes: a library document's version, or a paper of a meeting. */
export type NoteTarget =
  | { documentId: string; documentVersionId: string }
  | { meetingId: string; paperId: string };

/**
 * Whether a meeting's papers still take notes: not once its minutes are confirmed where the
 * organisation destroys notes then (they would outlive the promise).
 */
export async function meetingTakesNotes(
  db: DbOrTx,
  organisationId: string,
  meetingId: string,
  lock = false,
): Promise<boolean> {
  const query = db
    .select({ state: meetings.state, settings: organisations.settings })
    .from(meetings)
    .innerJoin(organisations, eq(organisations.id, meetings.organisationId))
    .where(and(eq(meetings.id, meetingId), eq(meetings.organisationId, organisationId)))
    .limit(1);
  // Adding a note holds the meeting (share) until it commits; the destroy job takes it for
  // update: a note added at the moment of destruction is either destroyed or refused.
  const [row] = await (lock ? query.for("share", { of: meetings }) : query);
  if (!row) return false;
  return !(row.state === "Complete" && readOrganisationRules(row.settings).autoDeleteAnnotations);
}

/** Adds a reader's highlight or note; the caller has checked they may read the file. */
export async function addAnnotation(
  db: Db,
  org: OrgActor,
  target: NoteTarget,
  body: NewAnnotationBody,
): Promise<AnnotationView> {
  return db.transaction((tx) => insertAnnotation(tx, org, target, body));
}

async function insertAnnotation(
  db: DbOrTx,
  org: OrgActor,
  target: NoteTarget,
  body: NewAnnotationBody,
): Promise<AnnotationView> {
  if ("paperId" in target) {
    const [paper] = await db
      .select({ id: papers.id })
      .from(papers)
      .where(and(eq(papers.id, target.paperId), eq(papers.meetingId, target.meetingId)))
      .limit(1);
    if (!paper) throw new AppError("notFound", "That paper was not found.");
    if (!(await meetingTakesNotes(db, org.organisation.id, target.meetingId, true)))
      throw new AppError("conflict", annotationMessages.destroyed);
  }
  const [row] = await db
    .insert(annotations)
    .values({
      organisationId: org.organisation.id,
      authorId: org.actor.personId,
      ...target,
      page: body.page,
      kind: body.kind,
      rects: body.rects,
      quote: body.quote || null,
      note: body.note || null,
      colour: body.colour,
      shared: body.shared,
    })
    .returning();
  if (!row) throw new Error("annotation insert returned nothing");
  return ownView(db, org, row);
}
