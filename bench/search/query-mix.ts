import pg from "pg";
import { pgConnection } from "../../server/db/pg-connection.js";
import { rngFrom } from "../dataset/prng.js";

export type QueryKind =
  | "rare word"
  | "mid word"
  | "common word"
  | "two words"
  | "phrase"
  | "prefix";

/** How often each kind of query is sent: mostly content words, some phrases and half-typed words. */
const mix: ReadonlyArray<[QueryKind, number]> = [
  ["rare word", 30],
  ["mid word", 25],
  ["common word", 15],
  ["two words", 15],
  ["phrase", 10],
  ["prefix", 5],
];

/** Ranks (1 = most frequent) each kind draws from: 1/r frequencies over 20,000 words. */
const bands = { rare: [2_000, 20_000], mid: [200, 2_000], common: [10, 200] } as const;

/**
 * The queries of the 1M-passage scenario, `count` of them, with their kinds in the mix's
 * proportions. Phrases are two words that stand side by side in a passage of the searched
 * organisation, so they match as typed; pairs are two words of one passage.
 */
export async function queryMix(
  databaseUrl: string,
  organisationId: string,
  words: readonly string[],
  count = 400,
): Promise<Array<{ kind: QueryKind; query: string }>> {
  const rng = rngFrom(99);
  const word = ([low, high]: readonly [number, number]) =>
    words[low - 1 + rng.int(Math.min(high, words.length) - low + 1)] ?? "board";
  const client = new pg.Client(pgConnection(databaseUrl));
  await client.connect();
  const sample = await client.query<{ text: string }>(
    `select text from document_passages where organisation_id = $1 order by md5(id::text) limit 200`,
    [organisationId],
  );
  await client.end();
  const total = mix.reduce((s, [, w]) => s + w, 0);
  const queries: Array<{ kind: QueryKind; query: string }> = [];
  for (const [kind, weight] of mix) {
    for (let i = 0; i < Math.round((count * weight) / total); i++) {
      let query: string;
      if (kind === "rare word") query = word(bands.rare);
      else if (kind === "mid word") query = word(bands.mid);
      else if (kind === "common word") query = word(bands.common);
      else if (kind === "prefix") query = word(bands.mid).slice(0, 5);
      else {
        const passage = (sample.rows[rng.int(sample.rows.length)]?.text ?? "board policy").split(
          " ",
        );
        const at = rng.int(Math.max(1, passage.length - 1));
        const other = passage[rng.int(passage.length)] ?? "board";
        // Two words that share a passage somewhere (people search for what they have read).
        query =
          kind === "phrase"
            ? `"${passage[at]} ${passage[at + 1] ?? passage[at]}"`
            : `${passage[at]} ${other}`;
      }
      queries.push({ kind, query });
    }
  }
  // Interleaved, so every stretch of the run sends every kind.
  return queries
    .map((q) => ({ q, key: rng.next() }))
    .sort((a, b) => a.key - b.key)
    .map(({ q }) => q);
}
