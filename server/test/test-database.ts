import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/client.js";
import { pgConnection } from "../db/pg-connection.js";
import { databaseUrlWithName } from "./global-setup.js";

export type TestDatabase = Database & { url: string | undefined; destroy(): Promise<void> };

/**
 * A fresh migrated database for one test file: a copy of the run's PGlite
 * template, or (when TEST_DATABASE_URL is set) a PostgreSQL database cloned
 * from the run's template database.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const pgTemplate = inject("postgresTemplate");
  if (pgTemplate) {
    const name = `quorate_t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client(pgConnection(pgTemplate.baseUrl));
    await admin.connect();
    await admin.query(`create database ${name} template ${pgTemplate.name}`);
    await admin.end();
    const url = databaseUrlWithName(pgTemplate.baseUrl, name);
    const database = await openDatabase({ databaseUrl: url });
    return {
      ...database,
      url,
      async destroy() {
        await database.close();
        const a = new pg.Client(pgConnection(pgTemplate.baseUrl));
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quorate-pglite-"));
  fs.cpSync(inject("pgliteTemplateDir"), dir, { recursive: true });
  const database = await openDatabase({ pgliteDir: dir });
  return {
    ...database,
    url: undefined,
    async destroy() {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
