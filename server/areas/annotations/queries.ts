import { and, desc, eq, or, type SQL } from "drizzle-orm";
import type { AnnotationView } from "../../../common/contracts/annotations.js";
import type { DbOrTx } from "../../db/client.js";
import { annotations, documentVersions, meetings, papers, people } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";

export type AnnotationAnchor = { documentId: string } | { meetingId: string };

const viewColumns = {
  a: annotations,
  first: people.firstName,
  last: people.lastName,
};

type Row = { a: typeof annotations.$inferSelect; first: string | null; last: string | null };

export function annotationViewOf(row: Row, personId: string): AnnotationView {
  const { a } = row;
  return {
    id: a.id,
    page: a.page,
    kind: a.kind,
    rects: a.rects,
    quote: a.quote,
    note: a.note,
    colour: a.colour,
    shared: a.shared,
    mine: a.authorId === personId,
    authorName: `${row.first ?? ""} ${row.last ?? ""}`.trim(),
    paperId: a.paperId,
    documentVersionId: a.documentVersionId,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

/** The caller's own note as the viewer shows it (after adding or changing it). */
export async function ownView(
  db: DbOrTx,
  org: OrgActor,
  a: typeof annotations.$inferSelect,
): Promise<AnnotationView> {
  const [author] = await db
    .select({ first: people.firstName, last: people.lastName })
    .from(people)
    .where(eq(people.id, org.actor.personId))
    .limit(1);
  return annotationViewOf(
    { a, first: author?.first ?? "", last: author?.last ?? "" },
    org.actor.personId,
  );
}

/** What this reader sees on a file or a meeting's papers: their own notes and those shared. */
export async function annotationsOn(
  db: DbOrTx,
  org: OrgActor,
  anchor: AnnotationAnchor,
): Promise<AnnotationView[]> {
  const on: SQL | undefined =
    "documentId" in anchor
      ? eq(annotations.documentId, anchor.documentId)
      : eq(annotations.meetingId, anchor.meetingId);
  const rows = await db
    .select(viewColumns)
    .from(annotations)
    .innerJoin(people, eq(people.id, annotations.authorId))
    .where(
      and(
        on,
        eq(annotations.organisationId, org.organisation.id),
        or(eq(annotations.authorId, org.actor.personId), eq(annotations.shared, true)),
      ),
    )
    .orderBy(annotations.page, annotations.createdAt);
  return rows.map((row) => annotationViewOf(row, org.actor.personId));
}

/** A person's own notes in an organisation, newest first, each with where it is. */
export async function myAnnotations(db: DbOrTx, org: OrgActor) {
  const rows = await db
    .select({
      ...viewColumns,
      documentName: documentVersions.name,
      paperName: papers.name,
      meetingTitle: meetings.title,
    })
    .from(annotations)
    .innerJoin(people, eq(people.id, annotations.authorId))
    .leftJoin(documentVersions, eq(documentVersions.id, annotations.documentVersionId))
    .leftJoin(papers, eq(papers.id, annotations.paperId))
    .leftJoin(meetings, eq(meetings.id, annotations.meetingId))
    .where(
      and(
        eq(annotations.organisationId, org.organisation.id),
        eq(annotations.authorId, org.actor.personId),
      ),
    )
    .orderBy(desc(annotations.updatedAt));
  return rows.map((row) => ({
    ...annotationViewOf(row, org.actor.personId),
    where:
      row.meetingTitle && row.paperName
        ? `${row.meetingTitle} › ${row.paperName}`
        : (row.documentName ?? ""),
    meetingId: row.a.meetingId,
  }));
}
