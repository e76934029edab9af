import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { findOrgActor } from "../../server/areas/organisations/org-actor.js";
import { searchOrganisation } from "../../server/areas/search/search-organisation.js";
import { type Db, openDatabase } from "../../server/db/client.js";
import {
  actionItems,
  agendaItems,
  decisions,
  documentPassages,
  documents,
  documentVersions,
  meetings,
} from "../../server/db/schema/index.js";
import { buildAccount, buildBoard } from "../../server/test/factories.js";
import { type JudgedCorpus, type JudgedQuery, judgedCorpus } from "./judged-corpus.js";

type Ids = Map<string, string>;

/** The judged corpus as one board's records, each id remembered against its judged reference. */
async function loadCorpus(db: Db, organisationId: string, corpus: JudgedCorpus): Promise<Ids> {
  const refOf: Ids = new Map();
  for (const doc of corpus.documents) {
    const [d] = await db.insert(documents).values({ organisationId }).returning();
    if (!d) throw new Error("no document");
    const [v] = await db
      .insert(documentVersions)
      .values({
        documentId: d.id,
        organisationId,
        number: 1,
        name: doc.name,
        mime: "application/pdf",
        sizeBytes: 1000,
        sha256: "judged",
        storageKey: `judged/${d.id}`,
        textStatus: "extracted",
        pageCount: doc.pages.length,
      })
      .returning();
    if (!v) throw new Error("no version");
    await db.update(documents).set({ currentVersionId: v.id }).where(eq(documents.id, d.id));
    refOf.set(`document:${d.id}`, doc.key);
    let position = 0;
    const rows = doc.pages.flatMap((passages, p) =>
      passages.map((text) => ({
        documentVersionId: v.id,
        organisationId,
        page: p + 1,
        position: position++,
        text,
      })),
    );
    if (rows.length) await db.insert(documentPassages).values(rows);
  }
  const meetingIds = new Map<string, string>();
  for (const m of corpus.meetings) {
    const start = new Date(`${m.date}T05:30:00Z`);
    const [row] = await db
      .insert(meetings)
      .values({
        organisationId,
        title: m.title,
        startTime: start,
        endTime: new Date(start.getTime() + 7_200_000),
        timeZone: "Pacific/Auckland",
        state: "Complete",
      })
      .returning();
    if (!row) throw new Error("no meeting");
    meetingIds.set(m.key, row.id);
    let position = 0;
    for (const item of m.items) {
      const [i] = await db
        .insert(agendaItems)
        .values({
          meetingId: row.id,
          position: ++position,
          title: item.title,
          description: item.description,
          minutes: item.minutes,
        })
        .returning();
      if (i) refOf.set(`item:${i.id}`, item.key);
    }
  }
  for (const d of corpus.decisions) {
    const [row] = await db
      .insert(decisions)
      .values({
        organisationId,
        meetingId: d.meeting ? (meetingIds.get(d.meeting) ?? null) : null,
        title: d.title,
        text: d.text,
        decidedOn: d.decidedOn,
        outcome: "Approved",
        source: "minutes",
      })
      .returning();
    if (row) refOf.set(`decision:${row.id}`, d.key);
  }
  for (const a of corpus.actions) {
    const [row] = await db
      .insert(actionItems)
      .values({
        organisationId,
        meetingId: a.meeting ? (meetingIds.get(a.meeting) ?? null) : null,
        description: a.description,
        status: a.status,
      })
      .returning();
    if (row) refOf.set(`action:${row.id}`, a.key);
  }
  return refOf;
}

export type QueryScore = { recall: number; ndcg: number };

/** recall@10 and nDCG@10 (gain 2^grade − 1) of one ranked list of references. */
export function scoreRanking(ranked: readonly string[], query: JudgedQuery): QueryScore {
  const grades = new Map(query.relevant.map((r) => [r.ref, r.grade]));
  const top = [...new Set(ranked)].slice(0, 10);
  const found = top.filter((ref) => grades.has(ref)).length;
  const dcg = top.reduce(
    (sum, ref, i) => sum + (2 ** (grades.get(ref) ?? 0) - 1) / Math.log2(i + 2),
    0,
  );
  const ideal = [...grades.values()]
    .sort((a, b) => b - a)
    .slice(0, 10)
    .reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
  return { recall: found / Math.max(1, grades.size), ndcg: ideal > 0 ? dcg / ideal : 0 };
}

/**
 * Relevance of the real search on the judged query set (bench/search/judged-corpus.ts), loaded
 * as one board's library and records on a fresh PGlite database and searched as its
 * Administrator: recall@10 and nDCG@10, per kind of query and overall.
 */
export async function judgedRelevance(corpus: JudgedCorpus = judgedCorpus): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quorate-judged-"));
  const database = await openDatabase({ pgliteDir: dir });
  try {
    await database.migrate();
    const db = database.db;
    const owner = await buildAccount(db);
    const board = await buildBoard(db, owner.personId, "Kōwhai Valley Community Trust");
    const refOf = await loadCorpus(db, board.id, corpus);
    const org = await findOrgActor(
      db,
      {
        personId: owner.personId,
        email: owner.email,
        isSupport: false,
        isInstallationAdmin: false,
        sessionTokenHash: "",
      },
      board.id,
    );
    if (!org) throw new Error("the owner is not a member");
    const byKind = new Map<string, QueryScore[]>();
    const misses: string[] = [];
    for (const query of corpus.queries) {
      const results = await searchOrganisation(db, org, { searchQuery: query.query });
      const ranked = results.Items.map((item) => {
        if (item.File?.Type === "GovernanceDocument")
          return `doc:${refOf.get(`document:${item.File.DocumentId}`)}#${item.Page}`;
        if ((item.Kind === "Agenda" || item.Kind === "Minutes") && item.Meeting?.AgendaItemId)
          return `item:${refOf.get(`item:${item.Meeting.AgendaItemId}`)}`;
        if (item.Kind === "Decision") return `decision:${refOf.get(`decision:${item.Id}`)}`;
        if (item.Kind === "Action") return `action:${refOf.get(`action:${item.Id}`)}`;
        return `other:${item.Id}`;
      });
      const score = scoreRanking(ranked, query);
      if (score.recall < 1) misses.push(`${query.query} (recall ${score.recall.toFixed(2)})`);
      const list = byKind.get(query.kind) ?? [];
      list.push(score);
      byKind.set(query.kind, list);
    }
    const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
    const all = [...byKind.values()].flat();
    const rows = [...byKind.entries()].map(
      ([kind, scores]) =>
        `| ${kind} | ${scores.length} | ${mean(scores.map((s) => s.recall)).toFixed(3)} | ${mean(scores.map((s) => s.ndcg)).toFixed(3)} |`,
    );
    return [
      `== relevance: ${corpus.queries.length} judged queries over ${corpus.documents.length} documents, ${corpus.meetings.length} meetings, ${corpus.decisions.length} decisions and ${corpus.actions.length} actions (PGlite)`,
      "| queries | n | recall@10 | nDCG@10 |",
      "|---|---:|---:|---:|",
      ...rows,
      `| all | ${all.length} | ${mean(all.map((s) => s.recall)).toFixed(3)} | ${mean(all.map((s) => s.ndcg)).toFixed(3)} |`,
      ...(misses.length ? [`below full recall: ${misses.join("; ")}`] : []),
    ].join("\n");
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
