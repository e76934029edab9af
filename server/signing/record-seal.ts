import type { DbOrTx } from "../db/client.js";
import { documentSeals } from "../db/schema/index.js";
import type { InstallationSeal } from "./installation-seal.js";
import type { SealedPdf } from "./seal-pdf.js";

export type SealRecord = {
  organisationId: string;
  /** What was sealed, as /verify names it: "Minutes of Board Meeting of 3 December 2026". */
  what: string;
  subjectType: (typeof documentSeals.$inferInsert)["subjectType"];
  subjectId: string;
  /** Where the sealed copy is kept, when it is. */
  fileKey: string | null;
};

/** Records a sealed file, in the caller's transaction, so /api/verify can recognise it. */
export async function recordSeal(
  tx: DbOrTx,
  sealed: SealedPdf,
  seal: InstallationSeal,
  record: SealRecord,
): Promise<void> {
  await tx.insert(documentSeals).values({
    ...record,
    sha256: sealed.sha256,
    signatureSha256: sealed.signatureSha256,
    certificateFingerprint: seal.fingerprint,
    sealedAt: sealed.sealedAt,
  });
}
