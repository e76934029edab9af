import { Signer } from "@signpdf/signpdf";
import { buildDetachedSignature } from "./cms-signature.js";
import type { InstallationSeal } from "./installation-seal.js";

/** @signpdf's signer, signing with the installation's seal (read once, at start). */
export class SealSigner extends Signer {
  constructor(private readonly seal: InstallationSeal) {
    super();
  }

  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    return buildDetachedSignature({
      key: this.seal.key,
      certificates: this.seal.certificates,
      content: pdfBuffer,
      signingTime: signingTime ?? new Date(),
    });
  }
}
