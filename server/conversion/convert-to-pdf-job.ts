import { and, eq } from "drizzle-orm";
import { requestPackBuild } from "../areas/meetings/pack/request-pack-build.js";
import type { Db } from "../db/client.js";
import { documentVersions, meetings, papers } from "../db/schema/index.js";
import { enqueueJob } from "../jobs/queue.js";
import type { FileStore } from "../storage/file-store.js";
import type { OfficeConverter } from "./office-to-pdf.js";

export const convertToPdfJob = "files.convertToPdf";
/** Tries per file: a conversion that timed out under load gets two more before it is "failed". */
export const convertAttempts = 3;

/** Which stored file to convert: a meeting's paper or a library document's version. */
export type ConvertPayload = { kind: "paper" | "document"; id: string };

type Row = { storageKey: string; mime: string; pdfStatus: string };

/**
 * The files.convertToPdf job, queued with an Office upload: the file as PDF, stored (encrypted)
 * beside it, for the viewer and the board pack. Without LibreOffice the file is marked
 * "unavailable" (a download, and the pack says why it is not in it); a file LibreOffice cannot
 * convert is "failed". A converted paper of a published agenda rebuilds the pack with it.
 */
export function convertToPdfHandler(db: Db, storage: FileStore, converter: OfficeConverter) {
  return async (payload: Record<string, unknown>, context: { attempt: number }): Promise<void> => {
    const kind = payload.kind === "document" ? "document" : "paper";
    const id = String(payload.id);
    const table = kind === "paper" ? papers : documentVersions;
    const [row]: Row[] = await db
      .select({ storageKey: table.storageKey, mime: table.mime, pdfStatus: table.pdfStatus })
      .from(table)
      .where(eq(table.id, id))
      .limit(1);
    if (row?.pdfStatus !== "pending") return;
    // The new state, and for a paper of a published agenda a pack that says it (or holds it).
    const settle = (set: { pdfStatus: "ready" | "failed" | "unavailable"; pdfKey?: string }) =>
      db.transaction(async (tx) => {
        const settled = await tx
          .update(table)
          .set(set)
          .where(and(eq(table.id, id), eq(table.pdfStatus, "pending")))
          .returning({ id: table.id });
        // Deleted (or settled elsewhere) while converting: the PDF made meanwhile is nobody's.
        if (settled.length === 0) {
          if (set.pdfKey) await storage.remove(set.pdfKey);
          return;
        }
        if (kind !== "paper") return;
        const [paper] = await tx
          .select({ meetingId: papers.meetingId, published: meetings.agendaPublishedAt })
          .from(papers)
          .innerJoin(meetings, eq(meetings.id, papers.meetingId))
          .where(eq(papers.id, id))
          .limit(1);
        if (paper?.published) await requestPackBuild(tx, paper.meetingId);
      });
    if (!(await converter.available())) return settle({ pdfStatus: "unavailable" });
    const bytes = await storage.get(row.storageKey);
    if (!bytes) return settle({ pdfStatus: "failed" });
    let pdf: Buffer;
    try {
      pdf = await converter.toPdf(bytes, row.mime);
    } catch (err) {
      // Tried again later (the queue's back-off) until the last attempt says it failed.
      if (context.attempt < convertAttempts) throw err;
      return settle({ pdfStatus: "failed" });
    }
    const pdfKey = `${row.storageKey}.pdf`;
    await storage.put(pdfKey, pdf);
    return settle({ pdfStatus: "ready", pdfKey });
  };
}

/**
 * At start-up, once LibreOffice is there: Office files uploaded while it was missing are
 * converted now (queued again), so installing it later needs nothing else.
 */
export async function convertWhereUnavailable(db: Db, converter: OfficeConverter): Promise<void> {
  if (!(await converter.available())) return;
  await db.transaction(async (tx) => {
    for (const [kind, table] of [
      ["paper", papers],
      ["document", documentVersions],
    ] as const) {
      const waiting = await tx
        .update(table)
        .set({ pdfStatus: "pending" })
        .where(eq(table.pdfStatus, "unavailable"))
        .returning({ id: table.id });
      for (const { id } of waiting)
        await enqueueJob(tx, convertToPdfJob, { kind, id }, { maxAttempts: convertAttempts });
    }
  });
}
