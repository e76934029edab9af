import { asc, eq } from "drizzle-orm";
import { dateTimeInZone, formatInZone, zoneName } from "../../../../common/date-formatters.js";
import { agendaCloseTime, numberAgenda } from "../../../../common/meetings/agenda.js";
import type { Db } from "../../../db/client.js";
import { agendaItems, boardPacks, meetings, papers } from "../../../db/schema/index.js";
import { buildBoardPack } from "../../../pdf/board-pack.js";
import type { PackItem, PackPaper } from "../../../pdf/board-pack-types.js";
import type { FileStore } from "../../../storage/file-store.js";
import { meetingWhen } from "../meeting-format.js";
import { meetingHeading } from "../meeting-heading.js";

export const packBuildJob = "pack.build";

/** The pack.build job: gathers the agenda and papers, builds the PDF and publishes it if still the latest request. */
/** Why an Office paper is not in the pack, in the words the pack and the meeting page show. */
export const officeNotIncluded = {
  pending: "It is still being converted to PDF; the pack is rebuilt when it is ready.",
  failed: "It could not be converted to PDF.",
  unavailable:
    "Office files are added once converted to PDF, and LibreOffice is not installed on this server.",
} as const;

/** A paper as the pack takes it: a PDF, an Office file's converted PDF, or why it is left out. */
async function packPaperOf(
  storage: FileStore,
  p: typeof papers.$inferSelect,
): Promise<PackPaper | null> {
  const base = { id: p.id, name: p.name };
  if (p.pdfStatus === "ready" && p.pdfKey) {
    const pdf = await storage.get(p.pdfKey);
    return pdf ? { ...base, mime: "application/pdf", bytes: new Uint8Array(pdf) } : null;
  }
  if (p.pdfStatus === "pending" || p.pdfStatus === "failed" || p.pdfStatus === "unavailable")
    return {
      ...base,
      mime: p.mime,
      bytes: new Uint8Array(),
      notIncluded: officeNotIncluded[p.pdfStatus],
    };
  const bytes = await storage.get(p.storageKey);
  return bytes ? { ...base, mime: p.mime, bytes: new Uint8Array(bytes) } : null;
}

export function packBuildHandler(db: Db, storage: FileStore) {
  return async (payload: Record<string, unknown>): Promise<void> => {
    const meetingId = String(payload.meetingId);
    const seq = Number(payload.seq);
    const isLatest = async () =>
      (
        await db
          .select({ seq: boardPacks.buildSeq })
          .from(boardPacks)
          .where(eq(boardPacks.meetingId, meetingId))
      )[0]?.seq === seq;
    if (!(await isLatest())) return; // a newer request supersedes this one
    const [m] = await db.select().from(meetings).where(eq(meetings.id, meetingId)).limit(1);
    if (!m) return;
    await db
      .update(boardPacks)
      .set({ status: "building", step: "Gathering papers" })
      .where(eq(boardPacks.meetingId, meetingId));
    try {
      const heading = await meetingHeading(db, m);
      const items = numberAgenda(
        await db.select().from(agendaItems).where(eq(agendaItems.meetingId, meetingId)),
        m.startTime,
      );
      const paperRows = await db
        .select()
        .from(papers)
        .where(eq(papers.meetingId, meetingId))
        .orderBy(asc(papers.position));
      const packItems: PackItem[] = [];
      for (const item of items) {
        const itemPapers = [];
        for (const p of paperRows.filter((x) => x.agendaItemId === item.id)) {
          const paper = await packPaperOf(storage, p);
          if (paper) itemPapers.push(paper);
        }
        packItems.push({
          number: item.number,
          title: item.title,
          isHeading: item.isHeading,
          presenter: item.presenter,
          startsAt: formatInZone(item.startsAt, m.timeZone, "time"),
          durationMinutes: item.durationMinutes,
          description: item.description,
          papers: itemPapers,
        });
      }
      let lastWrite = 0;
      const result = await buildBoardPack(
        {
          organisationName: heading.organisationName,
          meetingTitle: m.title,
          when: meetingWhen(m),
          location: heading.place,
          agendaTitle: m.state === "Draft" || m.state === "PreAgenda" ? "Draft Agenda" : "Agenda",
          items: packItems,
          // Item times are on the meeting's clock; the pack says which, and names it at the close.
          timesNote: `Times are ${zoneName(m.startTime, m.timeZone)} (${m.timeZone.replaceAll("_", " ")}).`,
          closeTime: formatInZone(agendaCloseTime(items, m.startTime), m.timeZone, "timeWithZone"),
          prepared: `Prepared ${dateTimeInZone(new Date(), m.timeZone)}`,
        },
        (p) => {
          // Progress is for people watching a bar: a write every 250 ms is plenty.
          if (Date.now() - lastWrite < 250 && p.done < p.total) return;
          lastWrite = Date.now();
          void db
            .update(boardPacks)
            .set({ step: p.step, done: p.done, total: p.total })
            .where(eq(boardPacks.meetingId, meetingId));
        },
      );
      const key = `packs/${meetingId}/${seq}.pdf`;
      await storage.put(key, Buffer.from(result.pdf));
      if (!(await isLatest())) return;
      await db
        .update(boardPacks)
        .set({
          status: "ready",
          readyKey: key,
          readyAt: new Date(),
          pageCount: result.pageCount,
          skipped: result.skipped,
          pageMap: result.pageMap,
          step: "Ready",
          done: 1,
          total: 1,
        })
        .where(eq(boardPacks.meetingId, meetingId));
    } catch (err) {
      await db
        .update(boardPacks)
        .set({ status: "failed", error: err instanceof Error ? err.message : String(err) })
        .where(eq(boardPacks.meetingId, meetingId));
      throw err;
    }
  };
}
