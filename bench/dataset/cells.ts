/** A value as PostgreSQL's text input reads it; null is SQL NULL. */
export type Cell = string | null;

export type TableData = {
  table: string;
  columns: readonly string[];
  rows(): Iterable<Cell[]>;
};

export const ts = (d: Date): string => d.toISOString();
export const bool = (b: boolean): string => (b ? "t" : "f");
export const json = (v: unknown): string => JSON.stringify(v);
export const int = (n: number): string => String(n);
