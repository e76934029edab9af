import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  childrenOf,
  DerError,
  encode,
  encodeOid,
  encodeTime,
  oidOf,
  readDer,
  tag,
  timeOf,
} from "./der.js";

describe("DER", () => {
  it("reads back what it writes, at every length form", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 70_000 }), (length) => {
        const content = Buffer.alloc(length, 7);
        const node = readDer(encode(tag.octetString, content));
        expect(node.tag).toBe(tag.octetString);
        expect(node.content.equals(content)).toBe(true);
      }),
      { numRuns: 50 },
    );
    const pair = readDer(encode(tag.sequence, encodeOid("1.2.840.113549.1.7.2"), encode(tag.null)));
    expect(childrenOf(pair).map((c) => c.tag)).toEqual([tag.oid, tag.null]);
  });

  it("round-trips object identifiers and signing times (UTCTime until 2049)", () => {
    for (const oid of ["1.2.840.113549.1.9.4", "2.16.840.1.101.3.4.2.1", "1.2.840.10045.4.3.2"])
      expect(oidOf(readDer(encodeOid(oid)))).toBe(oid);
    const now = new Date("2026-12-03T05:06:07Z");
    expect(readDer(encodeTime(now)).tag).toBe(tag.utcTime);
    expect(timeOf(readDer(encodeTime(now)))).toEqual(now);
    const later = new Date("2051-01-02T03:04:05Z");
    expect(readDer(encodeTime(later)).tag).toBe(tag.generalizedTime);
    expect(timeOf(readDer(encodeTime(later)))).toEqual(later);
  });

  it("refuses what is cut short or uses lengths it does not read", () => {
    expect(() => readDer(Buffer.from([0x30, 0x05, 0x01]))).toThrow(DerError);
    expect(() => readDer(Buffer.from([0x30, 0x80, 0x00, 0x00]))).toThrow(DerError);
    expect(() => readDer(Buffer.alloc(0))).toThrow(DerError);
  });
});
