/**
 * Just enough DER (the binary form of ASN.1) to write and read a PDF's CMS signature: tags below
 * 31 and definite lengths. Reading keeps every element's own bytes, so what a signature covers
 * (its signed attributes, a certificate's issuer) is compared byte for byte, never re-encoded.
 */
export const tag = {
  integer: 0x02,
  octetString: 0x04,
  null: 0x05,
  oid: 0x06,
  utf8String: 0x0c,
  utcTime: 0x17,
  generalizedTime: 0x18,
  sequence: 0x30,
  set: 0x31,
  /** [0] and [1], constructed: a CMS message's certificates and a signer's attributes. */
  context0: 0xa0,
  context1: 0xa1,
} as const;

export class DerError extends Error {}

export type DerNode = {
  tag: number;
  /** The whole element: tag, length and content. */
  bytes: Buffer;
  content: Buffer;
};

/** The element starting at `offset`; trailing bytes after it are the caller's business. */
export function readDer(buffer: Buffer, offset = 0): DerNode {
  const first = buffer[offset];
  const lengthByte = buffer[offset + 1];
  if (first === undefined || lengthByte === undefined) throw new DerError("cut short");
  if ((first & 0x1f) === 0x1f) throw new DerError("long tag numbers are not used here");
  let length = lengthByte;
  let header = 2;
  if (lengthByte & 0x80) {
    const count = lengthByte & 0x7f;
    if (count === 0 || count > 4) throw new DerError("indefinite or huge length");
    length = 0;
    for (let i = 0; i < count; i++) {
      const byte = buffer[offset + 2 + i];
      if (byte === undefined) throw new DerError("cut short");
      length = length * 256 + byte;
    }
    header += count;
  }
  const end = offset + header + length;
  if (end > buffer.length) throw new DerError("cut short");
  return {
    tag: first,
    bytes: buffer.subarray(offset, end),
    content: buffer.subarray(offset + header, end),
  };
}

/** The elements inside a constructed one (a SEQUENCE, a SET, a context tag). */
export function childrenOf(node: DerNode): DerNode[] {
  if (!(node.tag & 0x20)) throw new DerError("not a constructed element");
  const children: DerNode[] = [];
  let at = 0;
  while (at < node.content.length) {
    const child = readDer(node.content, at);
    children.push(child);
    at += child.bytes.length;
  }
  return children;
}

export function oidOf(node: DerNode): string {
  if (node.tag !== tag.oid || node.content.length === 0) throw new DerError("not an OID");
  const [first = 0] = node.content;
  const parts = [Math.floor(first / 40), first % 40];
  let value = 0;
  for (const byte of node.content.subarray(1)) {
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) {
      parts.push(value);
      value = 0;
    }
  }
  return parts.join(".");
}

/** UTCTime or GeneralizedTime in UTC ("…Z"), as CMS writes a signing time. */
export function timeOf(node: DerNode): Date | undefined {
  const text = node.content.toString("latin1");
  const match = /^(\d{2}|\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?Z$/.exec(text);
  if (!match || (node.tag !== tag.utcTime && node.tag !== tag.generalizedTime)) return undefined;
  const [, y = "", mo = "", d = "", h = "", mi = "", s = "00"] = match;
  const year = y.length === 2 ? (Number(y) < 50 ? 2000 : 1900) + Number(y) : Number(y);
  return new Date(Date.UTC(year, Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
}

function lengthBytes(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let n = length; n > 0; n = Math.floor(n / 256)) bytes.unshift(n % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

export function encode(tagByte: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tagByte]), lengthBytes(body.length), body]);
}

export function encodeOid(oid: string): Buffer {
  const [a = 0, b = 0, ...rest] = oid.split(".").map(Number);
  const bytes = [a * 40 + b];
  for (const part of rest) {
    const groups: number[] = [];
    for (let n = part; ; n = Math.floor(n / 128)) {
      groups.unshift((n % 128) | (groups.length > 0 ? 0x80 : 0));
      if (n < 128) break;
    }
    bytes.push(...groups);
  }
  return encode(tag.oid, Buffer.from(bytes));
}

/** A signing time as RFC 5652 asks: UTCTime until 2049, GeneralizedTime after. */
export function encodeTime(date: Date): Buffer {
  const iso = date.toISOString(); // 2026-12-03T05:00:00.000Z
  const digits = `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
  return date.getUTCFullYear() < 2050
    ? encode(tag.utcTime, Buffer.from(digits.slice(2), "latin1"))
    : encode(tag.generalizedTime, Buffer.from(digits, "latin1"));
}
