import {
  createPrivateKey,
  createPublicKey,
  hkdfSync,
  type KeyObject,
  X509Certificate,
} from "node:crypto";
import fs from "node:fs/promises";
import forge from "node-forge";
import { type Config, ConfigError } from "../config.js";
import type { FileStore } from "../storage/file-store.js";
import { generateSealP12 } from "./seal-certificate.js";

/**
 * The installation's seal: the certificate and key every sealed PDF is signed with, read once
 * at start (server/start-server.ts) and shared through Services.
 */
export type InstallationSeal = {
  /** The certificate's common name: "Quorate seal – board.example.org", or the P12's own. */
  name: string;
  /** SHA-256 of the certificate, "AB:CD:…", as PDF readers show it. */
  fingerprint: string;
  /** DER, the seal's own certificate first, then any chain the P12 carried. */
  certificates: Buffer[];
  key: KeyObject;
};

/** Where a generated seal is kept: with the files, encrypted like them, so every process reads one. */
export const generatedSealKey = "signing/installation-seal.p12";

export const sealName = (host: string) => `Quorate seal – ${host}`;

const der = (node: forge.asn1.Asn1) => Buffer.from(forge.asn1.toDer(node).getBytes(), "binary");

function bagsOf(p12: forge.pkcs12.Pkcs12Pfx, bagType: string | undefined): forge.pkcs12.Bag[] {
  if (!bagType) return [];
  return p12.getBags({ bagType })[bagType] ?? [];
}

function keyOf(bag: forge.pkcs12.Bag): KeyObject {
  // forge reads RSA keys; any other kind it leaves as the decrypted PKCS#8 structure.
  if (bag.key) return createPrivateKey(forge.pki.privateKeyToPem(bag.key));
  return createPrivateKey({ key: der(bag.asn1), format: "der", type: "pkcs8" });
}

const commonName = (certificate: X509Certificate) =>
  /^CN=(.*)$/m.exec(certificate.subject)?.[1] ?? certificate.subject.replace(/\n/g, ", ");

/** Reads a P12 (PKCS#12): its key and the certificate that matches it, with the rest as chain. */
export function readSealP12(p12: Buffer, passphrase: string): InstallationSeal {
  let parsed: forge.pkcs12.Pkcs12Pfx;
  try {
    parsed = forge.pkcs12.pkcs12FromAsn1(
      forge.asn1.fromDer(p12.toString("binary")),
      false,
      passphrase,
    );
  } catch (error) {
    throw new Error(
      `it is not a P12 file this password opens (${error instanceof Error ? error.message : error})`,
    );
  }
  const oids = forge.pki.oids;
  const [keyBag] = [...bagsOf(parsed, oids.pkcs8ShroudedKeyBag), ...bagsOf(parsed, oids.keyBag)];
  if (!keyBag) throw new Error("it holds no private key");
  const key = keyOf(keyBag);
  const publicKey = createPublicKey(key).export({ type: "spki", format: "der" });
  const certificates = bagsOf(parsed, oids.certBag).map((bag) =>
    der(bag.cert ? forge.pki.certificateToAsn1(bag.cert) : bag.asn1),
  );
  const own = certificates.find((c) =>
    new X509Certificate(c).publicKey.export({ type: "spki", format: "der" }).equals(publicKey),
  );
  if (!own) throw new Error("none of its certificates belongs to its key");
  const certificate = new X509Certificate(own);
  return {
    name: commonName(certificate),
    fingerprint: certificate.fingerprint256,
    certificates: [own, ...certificates.filter((c) => c !== own)],
    key,
  };
}

/** The generated seal's P12 password: derived from the files key, like the signed links' key. */
function generatedPassphrase(filesKey: Uint8Array): string {
  return Buffer.from(hkdfSync("sha256", filesKey, "quorate", "installation seal", 32)).toString(
    "base64url",
  );
}

/**
 * SIGNING_P12 when it is set; otherwise the seal generated on first start and kept in the file
 * store (the data folder's files, or the bucket). Two processes starting together for the very
 * first time may each make one; the one kept is read back, and /api/verify also recognises any
 * certificate a recorded seal names.
 */
export async function openInstallationSeal(
  config: Pick<Config, "signingP12">,
  storage: FileStore,
  filesKey: Uint8Array,
  host: string,
): Promise<InstallationSeal> {
  const given = config.signingP12;
  if (given) {
    try {
      return readSealP12(await fs.readFile(given.path), given.password);
    } catch (error) {
      throw new ConfigError(
        `Quorate cannot start: bad configuration.\n  SIGNING_P12: ${given.path} cannot be used: ${error instanceof Error ? error.message.replace(/^ENOENT.*/, "no such file") : error}`,
      );
    }
  }
  const passphrase = generatedPassphrase(filesKey);
  const stored = await storage.get(generatedSealKey);
  if (stored) return readSealP12(stored, passphrase);
  await storage.put(generatedSealKey, generateSealP12(sealName(host), passphrase));
  const kept = await storage.get(generatedSealKey);
  if (!kept) throw new Error("the generated seal was not kept");
  return readSealP12(kept, passphrase);
}
