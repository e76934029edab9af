import { eq } from "drizzle-orm";
import { zonedToUtc } from "../../common/zoned-time.js";
import type { Db } from "../../server/db/client.js";
import {
  actionItems,
  actionOwners,
  agendaItems,
  decisions,
  documentFolders,
  documentPassages,
  documents,
  documentVersions,
  interests,
  meetingAttendees,
  meetings,
  memberships,
  organisations,
  people,
} from "../../server/db/schema/index.js";
import type { BoardHistory } from "./board-history.js";

/** Where each record of the history went: its key to its row's id. */
export type LoadedHistory = {
  people: Map<string, string>;
  orgs: Map<string, string>;
  meetings: Map<string, string>;
  /** Document key to the id of its (only) version: what a citation names. */
  documentVersions: Map<string, string>;
};

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`the history names ${what}, which it does not hold`);
  return value;
};

/**
 * The board history as rows, the way the app stores them: people and memberships (with a
 * login), organisations and committees, meetings in their zone with agendas, minutes and
 * attendance, decisions with movers and tallies, actions with owners, interests, and documents
 * (folders with their audience, one version each, its passages by page).
 */
export async function loadHistory(db: Db, history: BoardHistory): Promise<LoadedHistory> {
  const loaded: LoadedHistory = {
    people: new Map(),
    orgs: new Map(),
    meetings: new Map(),
    documentVersions: new Map(),
  };
  for (const p of history.people) {
    const [row] = await db
      .insert(people)
      .values({ firstName: p.first, lastName: p.last, email: p.email })
      .returning({ id: people.id });
    loaded.people.set(p.key, need(row, p.key).id);
  }
  // Boards first, so a committee can name its parent.
  const ordered = [...history.orgs].sort(
    (a, b) => Number(a.parent !== null) - Number(b.parent !== null),
  );
  for (const o of ordered) {
    const [row] = await db
      .insert(organisations)
      .values({
        name: o.name,
        shortName: o.shortName,
        timeZone: o.timeZone,
        parentId: o.parent ? need(loaded.orgs.get(o.parent), o.parent) : null,
      })
      .returning({ id: organisations.id });
    const orgId = need(row, o.key).id;
    loaded.orgs.set(o.key, orgId);
    for (const m of o.members)
      await db.insert(memberships).values({
        organisationId: orgId,
        personId: need(loaded.people.get(m.person), m.person),
        role: m.role,
        isBoardMember: m.boardMember,
        loginEnabled: true,
      });
  }
  const zoneOf = (orgKey: string) =>
    need(
      history.orgs.find((o) => o.key === orgKey),
      orgKey,
    ).timeZone;
  const itemIds = new Map<string, string>();
  for (const m of history.meetings) {
    const [date, time] = m.start.split("T") as [string, string];
    const start = zonedToUtc(date, time, zoneOf(m.org));
    const [row] = await db
      .insert(meetings)
      .values({
        organisationId: need(loaded.orgs.get(m.org), m.org),
        title: m.title,
        startTime: start,
        endTime: new Date(start.getTime() + m.durationMinutes * 60_000),
        timeZone: zoneOf(m.org),
        locationText: m.location,
        state: m.state,
        cancelledAt: m.cancelled ? start : null,
      })
      .returning({ id: meetings.id });
    const meetingId = need(row, m.key).id;
    loaded.meetings.set(m.key, meetingId);
    let position = 0;
    for (const item of m.items) {
      const [i] = await db
        .insert(agendaItems)
        .values({
          meetingId,
          position: ++position,
          title: item.title,
          type: item.type === "ConfirmMinutes" ? "ConfirmMinutes" : "Generic",
          description: item.description ?? "",
          minutes: item.minutes ?? "",
        })
        .returning({ id: agendaItems.id });
      itemIds.set(item.key, need(i, item.key).id);
    }
    let seat = 0;
    for (const a of m.attendance ?? [])
      await db.insert(meetingAttendees).values({
        meetingId,
        personId: need(loaded.people.get(a.person), a.person),
        isVotingMember: true,
        status: a.status === "Present" ? "present" : a.status === "Apology" ? "apology" : "absent",
        position: ++seat,
      });
  }
  const person = (key: string | undefined) =>
    key === undefined ? null : need(loaded.people.get(key), key);
  for (const d of history.decisions)
    await db.insert(decisions).values({
      organisationId: need(loaded.orgs.get(d.org), d.org),
      meetingId: d.meeting ? need(loaded.meetings.get(d.meeting), d.meeting) : null,
      agendaItemId: d.item ? (itemIds.get(d.item) ?? null) : null,
      title: d.title,
      text: d.text,
      decidedOn: d.decidedOn,
      outcome: d.outcome,
      source: d.tally ? "vote" : "minutes",
      moverPersonId: person(d.mover),
      seconderPersonId: person(d.seconder),
      tally: d.tally ?? null,
    });
  for (const a of history.actions) {
    const [row] = await db
      .insert(actionItems)
      .values({
        organisationId: need(loaded.orgs.get(a.org), a.org),
        meetingId: a.meeting ? need(loaded.meetings.get(a.meeting), a.meeting) : null,
        agendaItemId: a.item ? (itemIds.get(a.item) ?? null) : null,
        description: a.description,
        dueDate: a.due,
        status: a.status,
      })
      .returning({ id: actionItems.id });
    for (const owner of a.owners)
      await db
        .insert(actionOwners)
        .values({ actionId: need(row, a.key).id, personId: need(loaded.people.get(owner), owner) });
  }
  for (const i of history.interests)
    await db.insert(interests).values({
      organisationId: need(loaded.orgs.get(i.org), i.org),
      personId: need(loaded.people.get(i.person), i.person),
      entity: i.entity,
      nature: i.nature,
      disclosedOn: i.disclosedOn,
      endsOn: i.endsOn,
    });
  const boardOnly = new Map<string, string>();
  for (const doc of history.documents) {
    const organisationId = need(loaded.orgs.get(doc.org), doc.org);
    let folderId: string | null = null;
    if (doc.folder === "boardOnly") {
      folderId = boardOnly.get(organisationId) ?? null;
      if (!folderId) {
        const [f] = await db
          .insert(documentFolders)
          .values({ organisationId, name: "Board Only", audience: "boardOnly" })
          .returning({ id: documentFolders.id });
        folderId = need(f, "a folder").id;
        boardOnly.set(organisationId, folderId);
      }
    }
    const [d] = await db
      .insert(documents)
      .values({ organisationId, folderId })
      .returning({ id: documents.id });
    const documentId = need(d, doc.key).id;
    const [v] = await db
      .insert(documentVersions)
      .values({
        documentId,
        organisationId,
        number: 1,
        name: doc.name,
        mime: "application/pdf",
        sizeBytes: 1000,
        sha256: "evaluation",
        storageKey: `evaluation/${documentId}`,
        textStatus: "extracted",
        pageCount: doc.pages.length,
      })
      .returning({ id: documentVersions.id });
    const versionId = need(v, doc.key).id;
    await db
      .update(documents)
      .set({ currentVersionId: versionId })
      .where(eq(documents.id, documentId));
    loaded.documentVersions.set(doc.key, versionId);
    let position = 0;
    const rows = doc.pages.flatMap((passages, p) =>
      passages.map((text) => ({
        documentVersionId: versionId,
        organisationId,
        page: p + 1,
        position: position++,
        text,
      })),
    );
    if (rows.length) await db.insert(documentPassages).values(rows);
  }
  return loaded;
}
