import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import Fastify from "fastify";
import pg from "pg";
import { candidatesPerSource } from "../../server/areas/search/search-records.js";
import { pgConnection } from "../../server/db/pg-connection.js";
import { searchTsQuery } from "../../server/search/text-query.js";

/**
 * The floor of the search scenario: bare Fastify and the bare full-text query on the same
 * passages — one organisation's matches, capped and ranked as Quorate ranks them, the best ten —
 * with no session, no permissions, no other kinds of record, no snippets and no history.
 */
export async function startBareSearchFastify(
  databaseUrl: string,
  organisationId: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const pool = new pg.Pool({ ...pgConnection(databaseUrl), max: 20 });
  const db = drizzle(pool);
  const app = Fastify({ logger: false });
  app.post<{ Body: { searchQuery: string } }>("/search", async (request) => {
    const q = searchTsQuery(request.body.searchQuery);
    const { rows } = await db.execute(sql`select c.id, ts_rank(c.search, ${q}, 1) as rank
      from (select p.id, p.search from document_passages p
            where p.organisation_id = ${organisationId}::uuid and p.search @@ ${q}
            limit ${candidatesPerSource}) c
      order by rank desc limit 10`);
    return { Items: rows };
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/search`,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
