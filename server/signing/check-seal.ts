import { createHash } from "node:crypto";
import { checkDetachedSignature } from "./cms-signature.js";
import { findSignatures, hasSignatureMarks } from "./pdf-signatures.js";

/** What a PDF's signatures say about this installation's seal. */
export type SealFinding =
  | { kind: "noSignature" }
  /** Signature marks that cannot be read as a signature. */
  | { kind: "unreadable" }
  | { kind: "otherSigner"; signer: string | undefined; fingerprint: string | undefined }
  /** This installation's certificate is named, but the signature was not made with its key. */
  | { kind: "forged"; fingerprint: string }
  | {
      kind: "sealed";
      fingerprint: string;
      /** The signed bytes are the file, every byte but the signature itself. */
      coversWholeFile: boolean;
      digestMatches: boolean;
      signingTime: Date | undefined;
      /** SHA-256 of the CMS signature, as recorded when sealing. */
      signatureSha256: string;
    };

const commonName = (subject: string) => /^CN=(.*)$/m.exec(subject)?.[1];

/**
 * Finds this installation's seal among a PDF's signatures (the last one made with a certificate
 * `isOwnCertificate` knows). Another signer's signature is reported as such, never checked
 * against the seal's records.
 */
export async function checkSeal(
  pdf: Buffer,
  isOwnCertificate: (fingerprint: string) => Promise<boolean>,
): Promise<SealFinding> {
  const signatures = findSignatures(pdf);
  if (signatures.length === 0)
    return hasSignatureMarks(pdf) ? { kind: "unreadable" } : { kind: "noSignature" };
  let other: SealFinding | undefined;
  for (const signature of [...signatures].reverse()) {
    const check = checkDetachedSignature(signature.signature, signature.covered);
    if (!check.readable) continue;
    const fingerprint = check.certificate?.fingerprint256;
    if (!fingerprint || !(await isOwnCertificate(fingerprint))) {
      other ??= {
        kind: "otherSigner",
        signer: check.certificate ? commonName(check.certificate.subject) : undefined,
        fingerprint,
      };
      continue;
    }
    if (!check.madeWithCertificate) return { kind: "forged", fingerprint };
    return {
      kind: "sealed",
      fingerprint,
      coversWholeFile: signature.coversWholeFile,
      digestMatches: check.digestMatches,
      signingTime: check.signingTime,
      signatureSha256: createHash("sha256").update(signature.signature).digest("hex"),
    };
  }
  return other ?? { kind: "unreadable" };
}
