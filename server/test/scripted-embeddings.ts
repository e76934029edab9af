import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The meanings the scripted model knows, one dimension each, and the words and phrases that
 * carry them: synonyms share a dimension, so "minimum attendance" lands on a passage about a
 * quorum although no word is shared. A text with none of them is the zero vector, alike to
 * nothing.
 */
const concepts: readonly (readonly string[])[] = [
  ["quorum", "minimum attendance", "members present"],
  ["volunteer", "helpers"],
  ["investment", "funds", "money"],
];

/** The scripted model's vector for a text: how often each concept is named in it. */
export function conceptVector(text: string): number[] {
  const lower = text.toLowerCase();
  return concepts.map((phrases) =>
    phrases.reduce((n, phrase) => n + lower.split(phrase).length - 1, 0),
  );
}

export type ScriptedEmbeddings = {
  /** The base address to set as AI_BASE_URL. */
  baseUrl: string;
  /** Every request's inputs, in order. */
  requests: string[][];
  /** Every request's Authorization header, in order. */
  authorizations: string[];
  /** When set, every request is answered with this status and no vectors. */
  failWith: number | undefined;
  close(): Promise<void>;
};

/**
 * A local OpenAI-compatible embeddings endpoint (POST /v1/embeddings) answering with
 * conceptVector, and keeping what it was asked.
 */
export async function scriptedEmbeddings(): Promise<ScriptedEmbeddings> {
  const state: ScriptedEmbeddings = {
    baseUrl: "",
    requests: [],
    authorizations: [],
    failWith: undefined,
    close: async () => undefined,
  };
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v1/embeddings") {
        res.writeHead(404).end();
        return;
      }
      const { input } = JSON.parse(body) as { input: string | string[] };
      const inputs = Array.isArray(input) ? input : [input];
      state.requests.push(inputs);
      state.authorizations.push(req.headers.authorization ?? "");
      if (state.failWith) {
        res.writeHead(state.failWith, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "scripted failure" } }));
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          object: "list",
          model: "scripted",
          data: inputs.map((text, index) => ({
            object: "embedding",
            index,
            embedding: conceptVector(text),
          })),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
