/** SignalR's JSON hub protocol ends every record with the ASCII record separator. */
export const recordSeparator = "\u001e";

export function encodeRecord(message: unknown): string {
  return JSON.stringify(message) + recordSeparator;
}

export class RecordTooLargeError extends Error {}

/**
 * Incoming text is split on the separator: one frame may carry several records (the client
 * batches) and one record may arrive over several frames. A record longer than the limit
 * (counted in UTF-8 bytes) is refused before it is buffered further.
 */
export class RecordBuffer {
  private pending = "";
  private pendingBytes = 0;

  constructor(private readonly maxRecordBytes: number) {}

  push(text: string): string[] {
    const records: string[] = [];
    let rest = text;
    for (let cut = rest.indexOf(recordSeparator); cut !== -1; cut = rest.indexOf(recordSeparator)) {
      const piece = rest.slice(0, cut);
      this.grow(piece);
      records.push(this.pending + piece);
      this.pending = "";
      this.pendingBytes = 0;
      rest = rest.slice(cut + 1);
    }
    if (rest) {
      this.grow(rest);
      this.pending += rest;
    }
    return records;
  }

  private grow(piece: string): void {
    this.pendingBytes += Buffer.byteLength(piece, "utf8");
    if (this.pendingBytes > this.maxRecordBytes) throw new RecordTooLargeError();
  }
}
