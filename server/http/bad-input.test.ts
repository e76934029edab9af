import { count, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { allHistoryWritten } from "../areas/search/record-search.js";
import { queryRows } from "../db/raw-rows.js";
import { mailMessages } from "../db/schema/index.js";
import { buildAccount, buildBoard, clientWithSession } from "../test/factories.js";
import { fillPath, fixtureRecords } from "../test/route-fixtures.js";
import { startTestServer, type TestServer } from "../test/test-server.js";
import { arbitraryFor } from "../test/zod-arbitrary.js";
import type { RouteTableRow } from "./access-hooks.js";

/**
 * Every JSON operation in the route table, called by a signed-in Administrator of a fresh board
 * with values generated from the route's own zod schemas: half of them plausible, half hostile
 * (wrong types, NUL and half surrogate pairs, markup, overlong text, huge numbers, unknown and
 * prototype keys, malformed JSON, bad path parameters). No answer may be a 5xx; a refused write
 * must leave every table as it was; a route that queues e-mail must declare its limit.
 * FUZZ_CASES (default 10 per operation) and FUZZ_SEED widen or vary a run.
 */
const casesPerOperation = Number(process.env.FUZZ_CASES ?? 10);
const seed = Number(process.env.FUZZ_SEED ?? 20261125);

// Rate-limit counters (login_failures) are meant to change on refused requests.
const unwatchedTables = new Set(["login_failures"]);

let server: TestServer;
let ownerId = "";
let fingerprintSql = "";

beforeAll(async () => {
  server = await startTestServer();
  ownerId = (await buildAccount(server.database.db)).personId;
  const tables = await queryRows<{ name: string }>(
    server.database.db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  fingerprintSql = tables
    .map((r) => r.name)
    .filter((name) => !unwatchedTables.has(name))
    .map(
      (name) =>
        `(select '${name}:' || count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from "${name}")`,
    )
    .join(" || '|' || ");
});
afterAll(async () => {
  await server.close();
});

async function fingerprint(): Promise<string> {
  const [row] = await queryRows<{ f: string }>(
    server.database.db,
    sql.raw(`select ${fingerprintSql} as f`),
  );
  return row?.f ?? "";
}

async function mailCount(): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(mailMessages);
  return row?.n ?? 0;
}

type Schemas = { body?: z.core.$ZodType; querystring?: z.core.$ZodType };

function queryString(value: unknown): string {
  if (!value || typeof value !== "object") return "";
  const params = new URLSearchParams();
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v])
      params.append(key, typeof item === "string" ? item : JSON.stringify(item));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

const badPathValues = [
  "not-an-id",
  "%00",
  "..%2F..%2Fetc",
  "00000000-0000-0000-0000-000000000000",
  "%F0%9F%98%80",
];

type Case = { path: string; body: unknown; raw?: string };

function casesFor(route: RouteTableRow, ids: Record<string, string>, index: number): Case[] {
  const schemas = (route.schema ?? {}) as Schemas;
  const path = fillPath(route.url, ids);
  const idPool = Object.values(ids).filter((id) => /^[0-9a-f-]{36}$/.test(id));
  const sample = (schema: z.core.$ZodType | undefined, hostile: boolean, n: number): unknown[] =>
    schema
      ? fc.sample(arbitraryFor(schema, { hostile, ids: idPool }), {
          numRuns: n,
          seed: seed + index * 7919 + (hostile ? 1 : 0),
        })
      : Array.from({ length: n }, () => undefined);
  const half = Math.ceil(casesPerOperation / 2);
  const bodies = [
    ...sample(schemas.body, false, half),
    ...sample(schemas.body, true, casesPerOperation - half),
  ];
  const queries = [
    ...sample(schemas.querystring, false, half),
    ...sample(schemas.querystring, true, casesPerOperation - half),
  ];
  const cases: Case[] = bodies.map((body, i) => ({
    path: path + queryString(queries[i]),
    body: route.method === "GET" || route.method === "DELETE" ? undefined : (body ?? {}),
  }));
  if (route.method !== "GET") {
    cases.push({ path, body: {} }); // nothing to change: an empty PATCH is a question, not a crash
    cases.push({ path, body: undefined, raw: '{"title": "unfinished' });
  }
  const params = route.url.match(/:[a-zA-Z]+/g) ?? [];
  for (const [i, param] of params.entries()) {
    const bad = badPathValues[(index + i) % badPathValues.length] ?? "x";
    cases.push({
      path: fillPath(route.url.replace(param, bad), ids),
      body: route.method === "GET" ? undefined : {},
    });
  }
  return cases;
}

describe("bad input on every JSON operation", () => {
  it("never answers 5xx, changes nothing when it refuses, and limits whatever sends e-mail", async () => {
    const db = server.database.db;
    const routes = server.app.routeTable.filter(
      (r) => r.url.startsWith("/api/") && !r.url.startsWith("/api/hub/") && r.method !== "HEAD",
    );
    const failures: string[] = [];
    let cases = 0;
    let fiveHundreds = 0;
    let refused = 0;
    for (const [index, route] of routes.entries()) {
      const board = await buildBoard(db, ownerId, `Fuzz Board ${index}`);
      const ids = await fixtureRecords(server, board.id, ownerId);
      const client = await clientWithSession(db, server.url, ownerId);
      for (const c of casesFor(route, ids, index)) {
        cases++;
        const writes = route.method !== "GET";
        // A search writes its history after answering; let the last one land before comparing.
        if (writes) await allHistoryWritten();
        const before = writes ? await fingerprint() : "";
        const mailsBefore = writes ? await mailCount() : 0;
        const res = await client.request(
          route.method,
          c.path,
          c.raw ?? c.body,
          c.raw ? { "content-type": "application/json" } : {},
        );
        const what = `${route.method} ${route.url} → ${c.path.slice(0, 120)} ${JSON.stringify(c.raw ?? c.body)?.slice(0, 300)}`;
        if (res.status >= 500) {
          fiveHundreds++;
          failures.push(`${res.status} for ${what}: ${JSON.stringify(res.body).slice(0, 200)}`);
          continue;
        }
        if (!writes) continue;
        if (res.status >= 400) {
          refused++;
          if ((await fingerprint()) !== before)
            failures.push(`data changed by a refused (${res.status}) ${what}`);
        } else if (!route.sendsMail && (await mailCount()) > mailsBefore) {
          failures.push(
            `e-mail queued without a declared limit (config.sendsMail) by ${route.method} ${route.url}`,
          );
        }
      }
    }
    console.info(
      `bad-input fuzz: ${routes.length} operations, ${cases} cases, ${refused} refused writes checked unchanged, ${fiveHundreds} answers 5xx (seed ${seed})`,
    );
    expect(routes.length).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 600_000);
});
