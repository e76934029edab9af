import { randomUUID } from "node:crypto";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { documentSeals, meetings, type minuteConfirmations } from "../../../db/schema/index.js";
import type { InstallationSeal } from "../../../signing/installation-seal.js";
import { recordSeal } from "../../../signing/record-seal.js";
import { sealPdf } from "../../../signing/seal-pdf.js";
import type { FileStore } from "../../../storage/file-store.js";
import { meetingDay } from "../meeting-format.js";

type Confirmation = typeof minuteConfirmations.$inferSelect;

/**
 * Seals confirmed minutes once everyone asked has signed: the frozen PDF (whose SHA-256 the
 * signatures bind, kept as it is) is copied with the installation's seal over the whole file,
 * and the copy recorded. Asked again after more signers sign, it seals again: a new copy.
 */
export async function sealSignedMinutes(
  tx: DbOrTx,
  storage: FileStore,
  seal: InstallationSeal,
  confirmation: Confirmation,
  frozenPdf: Buffer,
): Promise<{ sha256: string; fileKey: string }> {
  const [meeting] = await tx
    .select()
    .from(meetings)
    .where(eq(meetings.id, confirmation.meetingId))
    .limit(1);
  if (!meeting) throw new Error(`meeting ${confirmation.meetingId} is gone`);
  const sealed = await sealPdf(frozenPdf, seal, {
    reason: "Minutes confirmed and signed",
  });
  const fileKey = `minutes/${meeting.id}/${confirmation.id}.sealed-${randomUUID()}.pdf`;
  await storage.put(fileKey, sealed.pdf);
  await recordSeal(tx, sealed, seal, {
    organisationId: meeting.organisationId,
    what: `Minutes of ${meeting.title} of ${meetingDay(meeting)}`,
    subjectType: "minuteConfirmation",
    subjectId: confirmation.id,
    fileKey,
  });
  return { sha256: sealed.sha256, fileKey };
}

/** Where the newest sealed copy of a confirmation's minutes is kept, if it has been sealed. */
export async function sealedMinutesKey(
  db: DbOrTx,
  confirmationId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ fileKey: documentSeals.fileKey })
    .from(documentSeals)
    .where(
      and(
        eq(documentSeals.subjectType, "minuteConfirmation"),
        eq(documentSeals.subjectId, confirmationId),
        isNotNull(documentSeals.fileKey),
      ),
    )
    .orderBy(desc(documentSeals.sealedAt))
    .limit(1);
  return row?.fileKey ?? undefined;
}
