import os from "node:os";
import type pg from "pg";

/** A URL without a user name (postgres://127.0.0.1/test) connects as the OS user, like psql does. */
export function pgConnection(url: string): pg.ClientConfig {
  const parsed = new URL(url);
  if (!parsed.username) parsed.username = process.env.PGUSER ?? os.userInfo().username;
  return { connectionString: parsed.toString() };
}
