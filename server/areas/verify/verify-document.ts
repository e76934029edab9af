import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { VerifyAnswer } from "../../../common/contracts/verify.js";
import { formatInZone } from "../../../common/date-formatters.js";
import type { DbOrTx } from "../../db/client.js";
import { documentSeals, organisations } from "../../db/schema/index.js";
import { checkSeal, type SealFinding } from "../../signing/check-seal.js";
import type { InstallationSeal } from "../../signing/installation-seal.js";

type Recorded = { what: string; sealedAt: Date; organisationName: string; timeZone: string };

async function recordWhere(
  db: DbOrTx,
  column: typeof documentSeals.sha256 | typeof documentSeals.signatureSha256,
  value: string,
): Promise<Recorded | undefined> {
  const [row] = await db
    .select({
      what: documentSeals.what,
      sealedAt: documentSeals.sealedAt,
      organisationName: organisations.name,
      timeZone: organisations.timeZone,
    })
    .from(documentSeals)
    .innerJoin(organisations, eq(organisations.id, documentSeals.organisationId))
    .where(eq(column, value))
    .limit(1);
  return row;
}

/** This installation's certificate now, or one a recorded seal was made with (an earlier P12). */
function ownCertificate(db: DbOrTx, seal: InstallationSeal) {
  return async (fingerprint: string) => {
    if (fingerprint === seal.fingerprint) return true;
    const [row] = await db
      .select({ id: documentSeals.id })
      .from(documentSeals)
      .where(eq(documentSeals.certificateFingerprint, fingerprint))
      .limit(1);
    return row !== undefined;
  };
}

const notSealed = (
  message: string,
  certificateFingerprint: string | null = null,
): VerifyAnswer => ({
  finding: "notSealed",
  sealed: false,
  unchanged: false,
  sealedAt: null,
  organisationName: null,
  what: null,
  certificateFingerprint,
  message,
});

function notSealedAnswer(finding: Exclude<SealFinding, { kind: "sealed" }>): VerifyAnswer {
  switch (finding.kind) {
    case "noSignature":
      return notSealed(
        "This PDF carries no digital signature, so it was not sealed by this Quorate.",
      );
    case "unreadable":
      return notSealed(
        "This PDF carries a digital signature that cannot be read, so it cannot be confirmed as sealed by this Quorate.",
      );
    case "otherSigner":
      return notSealed(
        `This PDF is signed by ${finding.signer ? `“${finding.signer}”` : "someone else"}, not sealed by this Quorate.`,
        finding.fingerprint ?? null,
      );
    case "forged":
      return notSealed(
        "This PDF names this Quorate's certificate, but its signature was not made with it: it was not sealed here.",
        finding.fingerprint,
      );
  }
}

/**
 * Checks a dropped PDF against this installation's seal and its records. Sealed and unchanged
 * needs all three: a signature made with the seal, over every byte of the file, and the file's
 * SHA-256 recorded as sealed here. A changed copy is found again by its signature.
 */
export async function verifyDocument(
  db: DbOrTx,
  seal: InstallationSeal,
  pdf: Buffer,
): Promise<VerifyAnswer> {
  const finding = await checkSeal(pdf, ownCertificate(db, seal));
  if (finding.kind !== "sealed") return notSealedAnswer(finding);
  const intact = finding.coversWholeFile && finding.digestMatches;
  const sha256 = createHash("sha256").update(pdf).digest("hex");
  const asSealed = intact ? await recordWhere(db, documentSeals.sha256, sha256) : undefined;
  const record =
    asSealed ?? (await recordWhere(db, documentSeals.signatureSha256, finding.signatureSha256));
  const when = record && formatInZone(record.sealedAt, record.timeZone, "date");
  const base = {
    sealed: true,
    sealedAt: (record?.sealedAt ?? finding.signingTime)?.toISOString() ?? null,
    organisationName: record?.organisationName ?? null,
    what: record?.what ?? null,
    certificateFingerprint: finding.fingerprint,
  };
  if (asSealed)
    return {
      ...base,
      finding: "sealedUnchanged",
      unchanged: true,
      message: `Sealed by Quorate for ${asSealed.organisationName} on ${when} and unchanged since.`,
    };
  if (intact && !record)
    return {
      ...base,
      finding: "unrecorded",
      unchanged: false,
      message:
        "This file carries this Quorate's seal and its signature is intact, but Quorate keeps no record of sealing it (its organisation may have been deleted), so it cannot confirm the file.",
    };
  const how = !finding.digestMatches
    ? "its contents no longer match the seal"
    : !finding.coversWholeFile
      ? "something was added to it after the seal"
      : "bytes beside its signature were altered";
  return {
    ...base,
    finding: "changed",
    unchanged: false,
    message: `This file has been changed since it was sealed${record ? ` by Quorate for ${record.organisationName} on ${when}` : ""}: ${how}.`,
  };
}
