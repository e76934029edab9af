import { Readable } from "node:stream";
import { createInflateRaw, inflateRawSync } from "node:zlib";

export type OfficeZip = "docx" | "xlsx" | "pptx";
export type ZipVerdict = OfficeZip | "damaged" | "notOffice" | "tooLarge";

/** Unpacked, an Office file may be this big in all; more is a zip bomb, not a paper. */
export const maxUnpackedBytes = 512 * 1024 * 1024;
const maxEntries = 20_000;
/** Deflate cannot shrink more than ~1,032 to 1; an entry claiming more is forged. */
const maxRatio = 1_100;

type Entry = {
  name: string;
  method: number;
  compressed: number;
  unpacked: number;
  localOffset: number;
};

function centralDirectory(zip: Buffer): Entry[] | undefined {
  // The end record is in the last 64 KiB + 22 bytes (its comment is at most 64 KiB).
  const from = Math.max(0, zip.length - 65_557);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < from || end + 22 > zip.length) return undefined;
  const count = zip.readUInt16LE(end + 10);
  const offset = zip.readUInt32LE(end + 16);
  // ZIP64 (over 4 GiB or 65,535 entries) is never needed by a 50 MB Office file.
  if (count === 0xffff || offset === 0xffffffff || count > maxEntries) return undefined;
  const entries: Entry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) return undefined;
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    entries.push({
      method: zip.readUInt16LE(at + 10),
      compressed: zip.readUInt32LE(at + 20),
      unpacked: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
      name: zip.toString("utf8", at + 46, at + 46 + nameLength),
    });
    at += 46 + skip;
  }
  return entries;
}

/** An entry's packed bytes, found through its local header; undefined where that does not read. */
function packedData(zip: Buffer, entry: Entry): Buffer | undefined {
  const local = entry.localOffset;
  if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) return undefined;
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  const data = zip.subarray(start, start + entry.compressed);
  return data.length === entry.compressed ? data : undefined;
}

/** Unpacks an entry without keeping it, failing if it is not what the directory declared. */
async function unpacksAsDeclared(zip: Buffer, entry: Entry): Promise<boolean> {
  const data = packedData(zip, entry);
  if (!data) return false;
  if (entry.method === 0) return entry.compressed === entry.unpacked;
  if (entry.method !== 8) return false;
  let produced = 0;
  const inflate = createInflateRaw();
  try {
    for await (const chunk of Readable.from([data]).pipe(inflate)) {
      produced += (chunk as Buffer).length;
      if (produced > entry.unpacked) {
        inflate.destroy();
        return false;
      }
    }
  } catch {
    return false;
  }
  return produced === entry.unpacked;
}

/**
 * Whether a zip is a Word, Excel or PowerPoint file, and one that can be opened safely: its
 * directory reads, it holds the part that names its kind, and every entry unpacks to the
 * size it declares, within a total that no real paper exceeds. Each entry is unpacked and
 * counted, never kept, so a zip bomb costs a bounded amount of time and no memory.
 */
export async function inspectOfficeZip(zip: Buffer): Promise<ZipVerdict> {
  const entries = centralDirectory(zip);
  if (!entries) return "damaged";
  let total = 0;
  for (const entry of entries) {
    total += entry.unpacked;
    if (total > maxUnpackedBytes) return "tooLarge";
    if (entry.compressed > 0 && entry.unpacked / entry.compressed > maxRatio) return "tooLarge";
  }
  const names = new Set(entries.map((e) => e.name));
  if (!names.has("[Content_Types].xml")) return "notOffice";
  const kind: OfficeZip | undefined = names.has("word/document.xml")
    ? "docx"
    : names.has("xl/workbook.xml")
      ? "xlsx"
      : names.has("ppt/presentation.xml")
        ? "pptx"
        : undefined;
  if (!kind) return "notOffice";
  for (const entry of entries) if (!(await unpacksAsDeclared(zip, entry))) return "damaged";
  return kind;
}

/**
 * The entries of an accepted Office zip whose names pass `wanted`, unpacked (each at most its
 * declared size, which the upload check held to what it really is).
 */
export function zipEntries(zip: Buffer, wanted: (name: string) => boolean): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  for (const entry of centralDirectory(zip) ?? []) {
    if (!wanted(entry.name)) continue;
    const data = packedData(zip, entry);
    if (!data) continue;
    if (entry.method === 0) found.set(entry.name, data);
    else if (entry.method === 8)
      found.set(entry.name, inflateRawSync(data, { maxOutputLength: Math.max(1, entry.unpacked) }));
  }
  return found;
}
