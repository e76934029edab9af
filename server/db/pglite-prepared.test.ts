import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { markServerPrepared, serverPreparingPglite, sqlLiteral } from "./pglite-prepared.js";

describe("sqlLiteral", () => {
  it("writes text, numbers, booleans, dates, null and lists of text as exact literals", () => {
    expect(sqlLiteral("O'Brien")).toBe("'O''Brien'");
    expect(sqlLiteral("back\\slash")).toBe("'back\\slash'");
    expect(sqlLiteral(-12.5)).toBe("-12.5");
    expect(sqlLiteral(true)).toBe("TRUE");
    expect(sqlLiteral(null)).toBe("NULL");
    expect(sqlLiteral(new Date("2026-11-22T10:00:00Z"))).toBe("'2026-11-22T10:00:00.000Z'");
    expect(sqlLiteral(['a"b', "c\\d", "e'f"])).toBe(`'{"a\\"b","c\\\\d","e''f"}'`);
  });

  it("has no literal for what it cannot write exactly", () => {
    expect(sqlLiteral("nul\0byte")).toBeUndefined();
    expect(sqlLiteral(Number.NaN)).toBeUndefined();
    expect(sqlLiteral(new Date("nonsense"))).toBeUndefined();
    expect(sqlLiteral({ a: 1 })).toBeUndefined();
    expect(sqlLiteral([1, 2])).toBeUndefined();
  });
});

describe("server-prepared PGlite", () => {
  let raw: PGlite;
  let client: PGlite;
  const text =
    "select $1::text as name, $2::int + 1 as next, $3::timestamptz as at, $4::text[] as tags, $5::boolean as flag";

  beforeAll(async () => {
    raw = await PGlite.create();
    client = serverPreparingPglite(raw);
  });

  afterAll(async () => {
    await raw?.close();
  });

  it("answers a marked statement exactly as a normal query would, through a prepared plan", async () => {
    markServerPrepared(client, text);
    const params = [
      'O\'Brien \\ "quoted"',
      41,
      new Date("2026-11-22T10:00:00Z"),
      ['x"y', "z'w"],
      false,
    ];
    const prepared = await client.query(text, params, { rowMode: "array" });
    const plain = await raw.query(text, params, { rowMode: "array" });
    expect(prepared.rows).toEqual(plain.rows);
    expect(prepared.rows[0]).toEqual([
      'O\'Brien \\ "quoted"',
      42,
      new Date("2026-11-22T10:00:00Z"),
      ['x"y', "z'w"],
      false,
    ]);
    const statements = await raw.query<{ statement: string }>(
      "select statement from pg_prepared_statements",
    );
    expect(statements.rows.map((r) => r.statement).join("\n")).toContain("$2::int + 1");
  });

  it("runs a statement normally when a parameter has no exact literal, or it is not marked", async () => {
    const json = "select $1::jsonb ->> 'k' as v";
    markServerPrepared(client, json);
    const r = await client.query<{ v: string }>(json, [{ k: "value" }]);
    expect(r.rows[0]?.v).toBe("value");
    const unmarked = await client.query<{ n: number }>("select $1::int as n", [7]);
    expect(unmarked.rows[0]?.n).toBe(7);
    const statements = await raw.query<{ statement: string }>(
      "select statement from pg_prepared_statements",
    );
    expect(statements.rows.map((r) => r.statement).join("\n")).not.toContain("jsonb");
  });
});
