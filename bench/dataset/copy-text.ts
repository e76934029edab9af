import type { Cell, TableData } from "./cells.js";

const escapes: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

/** One row in COPY's text format: tab-separated, \N for NULL, backslash escapes. */
export function copyLine(row: readonly Cell[]): string {
  return `${row.map((v) => (v === null ? "\\N" : v.replace(/[\\\t\n\r]/g, (c) => escapes[c] ?? c))).join("\t")}\n`;
}

/** The table's rows as COPY text in chunks of about `chunkBytes`, for a stream with backpressure. */
export function* copyChunks(data: TableData, chunkBytes = 1 << 20): Generator<string> {
  let chunk = "";
  for (const row of data.rows()) {
    chunk += copyLine(row);
    if (chunk.length >= chunkBytes) {
      yield chunk;
      chunk = "";
    }
  }
  if (chunk) yield chunk;
}

export function copyStatement(data: TableData): string {
  return `COPY ${data.table} (${data.columns.join(", ")}) FROM STDIN`;
}
