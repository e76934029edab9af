import { z } from "zod";

/** AI_BASE_URL, AI_API_KEY and AI_EMBEDDING_MODEL (config.ts). */
export type EmbeddingSettings = { baseUrl: string; model: string; apiKey: string };

/**
 * Texts to vectors. Vectors are comparable only when one model made them, so the model's name
 * is stored beside each vector and asked for with each search.
 */
export type EmbeddingClient = {
  model: string;
  embed(texts: string[], timeoutMs: number): Promise<number[][]>;
};

export class EmbeddingError extends Error {}

/** The OpenAI embeddings answer (OpenAI, Azure OpenAI's v1 API, Ollama, vLLM answer alike). */
const embeddingsAnswer = z.object({
  data: z.array(
    z.object({ index: z.number().int().min(0), embedding: z.array(z.number()).min(1) }),
  ),
});

/**
 * One POST to `${baseUrl}/embeddings` per call. Nothing is retried here: a job that fails is
 * retried by the job worker, and a search falls back to words alone.
 */
export function embeddingClient(settings: EmbeddingSettings): EmbeddingClient {
  return {
    model: settings.model,
    async embed(texts, timeoutMs) {
      const response = await fetch(`${settings.baseUrl}/embeddings`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${settings.apiKey}`,
        },
        body: JSON.stringify({ model: settings.model, input: texts }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok)
        throw new EmbeddingError(`the embeddings endpoint answered ${response.status}`);
      const answer = embeddingsAnswer.safeParse(await response.json());
      if (!answer.success)
        throw new EmbeddingError("the embeddings endpoint answered in an unknown shape");
      return inInputOrder(answer.data.data, texts.length);
    },
  };
}

/** The answer says which input each vector is for; every input needs one, all of one length. */
function inInputOrder(data: { index: number; embedding: number[] }[], count: number): number[][] {
  const vectors = new Map(data.map((d) => [d.index, d.embedding]));
  const length = vectors.get(0)?.length;
  const ordered: number[][] = [];
  for (let i = 0; i < count; i++) {
    const vector = vectors.get(i);
    if (!vector || vector.length !== length)
      throw new EmbeddingError(`the embeddings endpoint gave no usable vector for input ${i}`);
    ordered.push(vector);
  }
  return ordered;
}
