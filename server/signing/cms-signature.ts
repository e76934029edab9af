import {
  createHash,
  createVerify,
  type KeyObject,
  sign,
  verify,
  X509Certificate,
} from "node:crypto";
import {
  childrenOf,
  DerError,
  type DerNode,
  encode,
  encodeOid,
  encodeTime,
  oidOf,
  readDer,
  tag,
  timeOf,
} from "./der.js";

/**
 * The detached CMS (PKCS#7) signature a PDF signature's /Contents holds (SubFilter
 * adbe.pkcs7.detached), written and read with Node's crypto. node-forge (which
 * @signpdf/signer-p12 uses) re-encodes a parsed certificate's issuer and encodes UTF-8
 * names twice, so a seal named "Quorate seal – …" pointed at no certificate and pdfsig
 * refused it; it also hashes in JavaScript (~25 ms a megabyte) and re-reads the P12 each time.
 */
const oids = {
  signedData: "1.2.840.113549.1.7.2",
  data: "1.2.840.113549.1.7.1",
  contentType: "1.2.840.113549.1.9.3",
  messageDigest: "1.2.840.113549.1.9.4",
  signingTime: "1.2.840.113549.1.9.5",
  sha256: "2.16.840.1.101.3.4.2.1",
  rsaEncryption: "1.2.840.113549.1.1.1",
  ecdsaWithSha256: "1.2.840.10045.4.3.2",
} as const;

const hashByOid: Record<string, string> = {
  "1.3.14.3.2.26": "sha1",
  "2.16.840.1.101.3.4.2.1": "sha256",
  "2.16.840.1.101.3.4.2.2": "sha384",
  "2.16.840.1.101.3.4.2.3": "sha512",
};

const derNull = encode(tag.null);
const sequence = (...parts: Buffer[]) => encode(tag.sequence, ...parts);
const attribute = (oid: string, value: Buffer) => sequence(encodeOid(oid), encode(tag.set, value));

/** A certificate's serial number and issuer, as a signer names the certificate it used. */
function issuerAndSerial(certificate: Buffer): { issuer: DerNode; serial: DerNode } {
  const [tbs] = childrenOf(readDer(certificate));
  if (!tbs) throw new DerError("not a certificate");
  const fields = childrenOf(tbs);
  const first = fields[0]?.tag === tag.context0 ? 1 : 0; // an explicit version comes first
  const serial = fields[first];
  const issuer = fields[first + 2];
  if (serial?.tag !== tag.integer || issuer?.tag !== tag.sequence)
    throw new DerError("not a certificate");
  return { issuer, serial };
}

/**
 * Signs `content` (the PDF without its /Contents placeholder) with an RSA or EC key: SHA-256,
 * the signing time and the digest as signed attributes, the certificates (the signer's first).
 */
export function buildDetachedSignature(input: {
  key: KeyObject;
  certificates: readonly Buffer[];
  content: Buffer;
  signingTime: Date;
}): Buffer {
  const [own] = input.certificates;
  if (!own) throw new Error("a signature needs the signer's certificate");
  const { issuer, serial } = issuerAndSerial(own);
  const digest = createHash("sha256").update(input.content).digest();
  // DER sorts a SET OF by encoding; the signature is over the SET form of the same bytes.
  const attributes = [
    attribute(oids.contentType, encodeOid(oids.data)),
    attribute(oids.signingTime, encodeTime(input.signingTime)),
    attribute(oids.messageDigest, encode(tag.octetString, digest)),
  ].sort(Buffer.compare);
  const signature = sign("sha256", encode(tag.set, ...attributes), input.key);
  const sha256 = sequence(encodeOid(oids.sha256), derNull);
  const signerInfo = sequence(
    encode(tag.integer, Buffer.from([1])),
    sequence(issuer.bytes, serial.bytes),
    sha256,
    encode(tag.context0, ...attributes),
    input.key.asymmetricKeyType === "ec"
      ? sequence(encodeOid(oids.ecdsaWithSha256))
      : sequence(encodeOid(oids.rsaEncryption), derNull),
    encode(tag.octetString, signature),
  );
  const signedData = sequence(
    encode(tag.integer, Buffer.from([1])),
    encode(tag.set, sha256),
    sequence(encodeOid(oids.data)),
    encode(tag.context0, ...input.certificates),
    encode(tag.set, signerInfo),
  );
  return sequence(encodeOid(oids.signedData), encode(tag.context0, signedData));
}

export type SignatureCheck =
  | { readable: false }
  | {
      readable: true;
      /** The certificate the signer names, when the signature carries it. */
      certificate: X509Certificate | undefined;
      /** The signed attributes (or content) verify with that certificate's key. */
      madeWithCertificate: boolean;
      /** The bytes the signature covers hash to the digest it signed. */
      digestMatches: boolean;
      signingTime: Date | undefined;
    };

function signerOf(signedData: DerNode) {
  const parts = childrenOf(signedData);
  const certificates = parts.find((p) => p.tag === tag.context0);
  const signerInfos = parts.at(-1);
  const [signerInfo] = signerInfos?.tag === tag.set ? childrenOf(signerInfos) : [];
  if (!signerInfo) throw new DerError("no signer");
  const fields = childrenOf(signerInfo);
  const [, sid, digestAlgorithm] = fields;
  const attributes = fields[3]?.tag === tag.context0 ? fields[3] : undefined;
  const signature = fields.at(-1)?.tag === tag.octetString ? fields.at(-1) : fields.at(-2);
  if (!sid || !digestAlgorithm || signature?.tag !== tag.octetString)
    throw new DerError("not a signer");
  const [digestOid] = childrenOf(digestAlgorithm);
  const hash = digestOid ? hashByOid[oidOf(digestOid)] : undefined;
  return {
    certificates: certificates ? childrenOf(certificates).map((c) => c.bytes) : [],
    sid,
    hash,
    attributes,
    signature: signature.content,
  };
}

function certificateNamedBy(sid: DerNode, certificates: Buffer[]): X509Certificate | undefined {
  if (sid.tag !== tag.sequence) return undefined; // a subject key identifier: not ours
  const [issuer, serial] = childrenOf(sid);
  for (const certificate of certificates) {
    const named = issuerAndSerial(certificate);
    if (issuer?.bytes.equals(named.issuer.bytes) && serial?.bytes.equals(named.serial.bytes))
      return new X509Certificate(certificate);
  }
  return undefined;
}

function attributeValue(attributes: DerNode[], oid: string): DerNode | undefined {
  for (const a of attributes) {
    const [type, values] = childrenOf(a);
    if (type && values && oidOf(type) === oid) return childrenOf(values)[0];
  }
  return undefined;
}

/** Reads a detached CMS signature and checks it against the bytes it says it covers. */
export function checkDetachedSignature(signatureDer: Buffer, covered: Buffer[]): SignatureCheck {
  try {
    const [type, wrapped] = childrenOf(readDer(signatureDer));
    const [signedData] = wrapped ? childrenOf(wrapped) : [];
    if (!type || oidOf(type) !== oids.signedData || !signedData) return { readable: false };
    const signer = signerOf(signedData);
    if (!signer.hash) return { readable: false };
    const certificate = certificateNamedBy(signer.sid, signer.certificates);
    if (!signer.attributes) {
      // Signed without attributes: the signature is over the covered bytes themselves.
      const made =
        certificate !== undefined &&
        covered
          .reduce((v, part) => v.update(part), createVerify(signer.hash))
          .verify(certificate.publicKey, signer.signature);
      return {
        readable: true,
        certificate,
        madeWithCertificate: made,
        digestMatches: made,
        signingTime: undefined,
      };
    }
    const digest = covered.reduce((h, part) => h.update(part), createHash(signer.hash)).digest();
    const attributes = childrenOf(signer.attributes);
    const messageDigest = attributeValue(attributes, oids.messageDigest);
    const time = attributeValue(attributes, oids.signingTime);
    // What was signed is the attributes as a SET: the same bytes under the SET tag.
    const signedForm = Buffer.concat([Buffer.from([tag.set]), signer.attributes.bytes.subarray(1)]);
    const made =
      certificate !== undefined &&
      verify(signer.hash, signedForm, certificate.publicKey, signer.signature);
    return {
      readable: true,
      certificate,
      madeWithCertificate: made,
      digestMatches: messageDigest?.tag === tag.octetString && messageDigest.content.equals(digest),
      signingTime: time ? timeOf(time) : undefined,
    };
  } catch (error) {
    if (error instanceof DerError) return { readable: false };
    // A certificate or key Node cannot read is a signature we cannot check, not a failure.
    if (error instanceof Error && "code" in error) return { readable: false };
    throw error;
  }
}
