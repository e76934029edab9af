import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.js";
import { queryRows } from "../db/raw-rows.js";
import { uuidList } from "../db/uuid-list.js";
import type { EmbeddingClient } from "./embedding-client.js";
import { vectorsAvailable } from "./vector-support.js";

/** What was searched for, as the model's vector, to compare with its passages' vectors. */
export type QueryMeaning = { model: string; vector: number[] };

/** How long a search waits for the endpoint before it answers from the words alone. */
const queryTimeoutMs = 2_000;

/**
 * The search's vector, or undefined to rank by words alone: when the database keeps no vectors
 * (no pgvector), when none of these organisations' passages has one from this model yet (so
 * no call is made for nothing), or when the endpoint fails or is slow (`onFailure` hears why;
 * the search goes on).
 */
export async function queryMeaning(
  db: DbOrTx,
  embeddings: EmbeddingClient,
  organisationIds: readonly string[],
  text: string,
  onFailure: (err: unknown) => void,
): Promise<QueryMeaning | undefined> {
  if (organisationIds.length === 0 || !(await vectorsAvailable(db))) return undefined;
  const [held] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from passage_embeddings
      where organisation_id = any(${uuidList(organisationIds)}) and model = ${embeddings.model})
      as found`,
  );
  if (!held?.found) return undefined;
  try {
    const [vector] = await embeddings.embed([text], queryTimeoutMs);
    return vector ? { model: embeddings.model, vector } : undefined;
  } catch (err) {
    onFailure(err);
    return undefined;
  }
}
