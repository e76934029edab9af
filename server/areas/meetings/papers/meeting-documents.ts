import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { MeetingDocuments } from "../../../../common/contracts/papers.js";
import { numberAgenda } from "../../../../common/meetings/agenda.js";
import { foldText } from "../../../../common/text-fold.js";
import { storedViewKind } from "../../../../common/viewer.js";
import { utcToZoned } from "../../../../common/zoned-time.js";
import type { DbOrTx } from "../../../db/client.js";
import { agendaItems, boardPacks, meetings, papers } from "../../../db/schema/index.js";

/**
 * The meetings' documents for the Meeting Documents page: every meeting (not cancelled) that
 * has papers or a pack, newest first; with `q`, only what matches a meeting's title, an item's
 * title or a paper's name (accents and case ignored), keeping the matches in their place.
 */
export async function meetingDocumentsOf(
  db: DbOrTx,
  organisationId: string,
  q: string | undefined,
): Promise<MeetingDocuments["meetings"]> {
  const rows = await db
    .select({ m: meetings, packReady: boardPacks.readyKey, packPages: boardPacks.pageCount })
    .from(meetings)
    .leftJoin(boardPacks, eq(boardPacks.meetingId, meetings.id))
    .where(and(eq(meetings.organisationId, organisationId), isNull(meetings.cancelledAt)))
    .orderBy(desc(meetings.startTime));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.m.id);
  const [items, files] = await Promise.all([
    db.select().from(agendaItems).where(inArray(agendaItems.meetingId, ids)),
    db
      .select()
      .from(papers)
      .where(inArray(papers.meetingId, ids))
      .orderBy(asc(papers.position), asc(papers.name)),
  ]);
  const needle = q ? foldText(q) : "";
  const matches = (text: string) => !needle || foldText(text).includes(needle);

  return rows.flatMap(({ m, packReady, packPages }) => {
    const meetingMatches = matches(m.title);
    const numbered = numberAgenda(
      items.filter((i) => i.meetingId === m.id),
      m.startTime,
    );
    const withPapers = numbered.flatMap((item) => {
      const own = files.filter((p) => p.agendaItemId === item.id);
      const shown =
        meetingMatches || matches(item.title) ? own : own.filter((p) => matches(p.name));
      if (shown.length === 0) return [];
      return [
        {
          id: item.id,
          number: item.number,
          title: item.title,
          papers: shown.map((p) => ({
            Id: p.id,
            Name: p.name,
            Mime: p.mime,
            SizeBytes: p.sizeBytes,
            Show: storedViewKind(p),
          })),
        },
      ];
    });
    const packShown = packReady !== null && packReady !== undefined && (meetingMatches || !needle);
    if (withPapers.length === 0 && !packShown) return [];
    return [
      {
        id: m.id,
        title: m.title,
        startTime: m.startTime.toISOString(),
        timeZone: m.timeZone,
        year: Number(utcToZoned(m.startTime, m.timeZone).date.slice(0, 4)),
        pack: { available: packShown, pageCount: packShown ? (packPages ?? null) : null },
        items: withPapers,
      },
    ];
  });
}
