import type { Readable } from "node:stream";

/**
 * An upload held aside, encrypted, while it is checked: nothing is in the store until
 * `commit`, and `discard` leaves no trace. Size and hash are of the plain file.
 */
export type StagedFile = {
  size: number;
  sha256: string;
  /** The first bytes of the plain file (up to 4 KiB): what its type is sniffed from. */
  head: Buffer;
  /** The plain file again, streamed from the staged copy (for checks that read it all). */
  read(): Readable;
  commit(key: string): Promise<void>;
  discard(): Promise<void>;
};

/**
 * Where files live: papers, packs, minutes, pictures, documents. Keys are paths such as
 * `papers/{meetingId}/{paperId}`; every file is encrypted at rest (file-cipher.ts) and
 * streamed both ways, so a 50 MB file is never held whole in memory unless a caller asks
 * for its bytes (`get`, for the small files and the PDF tools that need all of one).
 */
export interface FileStore {
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  /** The plain file as a stream, verified record by record; undefined when there is none. */
  read(key: string): Promise<Readable | undefined>;
  remove(key: string): Promise<void>;
  stage(upload: Readable): Promise<StagedFile>;
}
