import { PGlite } from "@electric-sql/pglite";
import Fastify from "fastify";
import pg from "pg";
import { pgConnection } from "../server/db/pg-connection.js";

/**
 * The floor of any page that reads the database even once: bare Fastify plus one trivial
 * prepared query, through a pool of the server's size (PostgreSQL) or an in-process PGlite.
 * Measured beside the bare route, it shows how much of the bare-Fastify ratio a single
 * database round trip costs on this machine.
 */
export async function startOneQueryFastify(
  kind: "postgres" | "pglite",
  postgresUrl: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify({ logger: false });
  let closeDatabase: () => Promise<void>;
  if (kind === "postgres") {
    const pool = new pg.Pool({ ...pgConnection(postgresUrl), max: 20 });
    closeDatabase = () => pool.end();
    app.get("/one-query", async () => {
      const { rows } = await pool.query({ name: "one", text: "select $1::int as n", values: [1] });
      return { status: "ok", rows };
    });
  } else {
    const lite = await PGlite.create();
    closeDatabase = () => lite.close();
    app.get("/one-query", async () => {
      const { rows } = await lite.query("select $1::int as n", [1]);
      return { status: "ok", rows };
    });
  }
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/one-query`,
    async close() {
      await app.close();
      await closeDatabase();
    },
  };
}
