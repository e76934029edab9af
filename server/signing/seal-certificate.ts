import { generateKeyPairSync, randomBytes } from "node:crypto";
import forge from "node-forge";

const validYears = 10;

/**
 * A new self-signed certificate and its key as a P12 (PKCS#12) protected by `passphrase`: the
 * installation's seal when no SIGNING_P12 is given. The key is made by Node (native, ~0.1 s;
 * node-forge's own takes seconds); forge writes the certificate and the P12.
 */
export function generateSealP12(name: string, passphrase: string, now = new Date()): Buffer {
  const pair = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(
    pair.privateKey.export({ type: "pkcs1", format: "pem" }).toString(),
  );
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    pair.publicKey.export({ type: "spki", format: "pem" }).toString(),
  );
  // Positive and non-zero: the first byte is 0x01–0x7f.
  const serial = randomBytes(16);
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x01;
  certificate.serialNumber = serial.toString("hex");
  // A day's grace for readers whose clocks are behind.
  certificate.validity.notBefore = new Date(now.getTime() - 86_400_000);
  certificate.validity.notAfter = new Date(now);
  certificate.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + validYears);
  // UTF-8 names ("–", macrons): forge encodes the value itself when told the type (its
  // typings call the field a class, but it takes the universal type number).
  const utf8 = forge.asn1.Type.UTF8 as unknown as forge.asn1.Class;
  const names: forge.pki.CertificateField[] = [
    { name: "commonName", value: name, valueTagClass: utf8 },
    { name: "organizationName", value: "Quorate", valueTagClass: utf8 },
  ];
  certificate.setSubject(names);
  certificate.setIssuer(names);
  certificate.setExtensions([
    { name: "basicConstraints", cA: false, critical: true },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true, critical: true },
    { name: "subjectKeyIdentifier" },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [certificate], passphrase, {
    algorithm: "aes256",
    friendlyName: name,
  });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), "binary");
}
