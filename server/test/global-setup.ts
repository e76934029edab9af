import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.js";
import { pgConnection } from "../db/pg-connection.js";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
    postgresTemplate: { baseUrl: string; name: string } | null;
  }
}

export function databaseUrlWithName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Migrates one template database per run (a PGlite folder, and with
 * TEST_DATABASE_URL a PostgreSQL template database); each test file then
 * works on its own copy, so files never see each other's data.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templateDir = fs.mkdtempSync(path.join(os.tmpdir(), "quorate-pglite-template-"));
  const lite = await openDatabase({ pgliteDir: templateDir });
  await lite.migrate();
  await lite.close();
  project.provide("pgliteTemplateDir", templateDir);

  const baseUrl = process.env.TEST_DATABASE_URL;
  let templateName: string | null = null;
  if (baseUrl) {
    templateName = `quorate_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client(pgConnection(baseUrl));
    await admin.connect();
    await admin.query(`create database ${templateName}`);
    await admin.end();
    const server = await openDatabase({ databaseUrl: databaseUrlWithName(baseUrl, templateName) });
    await server.migrate();
    await server.close();
    project.provide("postgresTemplate", { baseUrl, name: templateName });
  } else {
    project.provide("postgresTemplate", null);
  }

  return async () => {
    fs.rmSync(templateDir, { recursive: true, force: true });
    if (baseUrl && templateName) {
      const admin = new pg.Client(pgConnection(baseUrl));
      await admin.connect();
      await admin.query(`drop database if exists ${templateName} with (force)`);
      await admin.end();
    }
  };
}
