import { sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { queryRows } from "../db/raw-rows.js";
import { enqueueJob } from "../jobs/queue.js";
import type { JobHandler, JobWorker } from "../jobs/worker.js";
import {
  type EmbeddingClient,
  type EmbeddingSettings,
  embeddingClient,
} from "./embedding-client.js";
import { vectorsAvailable, vectorText } from "./vector-support.js";

export const embedPassagesJob = "search.embedPassages";

/** Passages per request: few enough for any endpoint's input limit, many enough to be quick. */
const batchSize = 64;
/** Passages one run embeds before a fresh job takes the rest, so other jobs get their turn. */
const perRun = 1024;
const requestTimeoutMs = 60_000;
/**
 * Besides the run queued after each extraction, an hourly run embeds whatever still has no
 * vector from the configured model: a library from before the model was set or changed, and
 * files whose runs gave up while the endpoint was down.
 */
const backfillEveryMs = 60 * 60_000;

type Passage = { id: string; text: string };

/**
 * Passages with no vector from this model, current versions and meeting papers only (search
 * never reads a replaced version's passages).
 */
function passagesToEmbed(db: Db, model: string): Promise<Passage[]> {
  return queryRows<Passage>(
    db,
    sql`select p.id, p.text from document_passages p
      where p.text <> ''
        and (p.paper_id is not null or p.document_version_id in (
          select d.current_version_id from documents d where d.deleted_at is null))
        and not exists (select 1 from passage_embeddings e
          where e.passage_id = p.id and e.model = ${model})
      limit ${batchSize}`,
  );
}

/** A passage removed meanwhile (its file replaced or erased) is skipped, not an error. */
async function storeVectors(
  db: Db,
  model: string,
  passages: Passage[],
  vectors: number[][],
): Promise<void> {
  const rows = passages.map(
    (p, i) => sql`(${p.id}::uuid, ${vectorText(vectors[i] ?? [])}::vector)`,
  );
  await db.execute(sql`insert into passage_embeddings (passage_id, organisation_id, model, embedding)
    select p.id, p.organisation_id, ${model}, v.embedding
    from (values ${sql.join(rows, sql`, `)}) as v(passage_id, embedding)
      join document_passages p on p.id = v.passage_id
    on conflict (passage_id) do update
      set model = excluded.model, embedding = excluded.embedding, embedded_at = now()`);
}

/**
 * The search.embedPassages job: passages' vectors, a batch per request. A request that fails
 * fails the job, which the worker retries later; the text and its word search never wait on
 * it. Two runs at once (two processes) may embed a batch twice; the second write wins.
 */
export function embedPassagesHandler(db: Db, embeddings: EmbeddingClient): JobHandler {
  return async () => {
    if (!(await vectorsAvailable(db))) return;
    for (let done = 0; done < perRun; done += batchSize) {
      const passages = await passagesToEmbed(db, embeddings.model);
      if (passages.length === 0) return;
      const vectors = await embeddings.embed(
        passages.map((p) => p.text),
        requestTimeoutMs,
      );
      await storeVectors(db, embeddings.model, passages, vectors);
    }
    await enqueueJob(db, embedPassagesJob, {});
  };
}

/** With an embedding model configured: the job, run after extractions and hourly. */
export function registerEmbeddingJobs(
  jobs: JobWorker,
  db: Db,
  settings: EmbeddingSettings | undefined,
): void {
  if (!settings) return;
  jobs.registerRecurring(
    { name: embedPassagesJob, everyMs: backfillEveryMs },
    embedPassagesHandler(db, embeddingClient(settings)),
  );
}
