import Fastify from "fastify";
import pg from "pg";
import { pgConnection } from "../../server/db/pg-connection.js";

/**
 * The floor of the votes scenario: bare Fastify inserting the ballot row into the same `ballots`
 * table (so its triggers — the organisation's version, the live channel's notice — fire as for
 * Quorate's), through a pool of 20 as Quorate's (server/db/client.ts). No session, no access
 * check, no vote or flying-minute rules, no audit: one statement per ballot, autocommitted. The
 * primary key refuses a voter's second ballot (409), as it does Quorate's.
 */
export async function startBareBallotFastify(
  databaseUrl: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const pool = new pg.Pool({ ...pgConnection(databaseUrl), max: 20 });
  const app = Fastify({ logger: false });
  app.post<{ Params: { voteId: string }; Body: { personId: string; choice: string } }>(
    "/votes/:voteId/ballots",
    async (request, reply) => {
      const { rowCount } = await pool.query({
        name: "bare_ballot",
        text: "insert into ballots (vote_id, person_id, choice, cast_at) values ($1, $2, $3, now()) on conflict do nothing",
        values: [request.params.voteId, request.body.personId, request.body.choice],
      });
      return reply.status(rowCount ? 201 : 409).send({ counted: Boolean(rowCount) });
    },
  );
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
