import Fastify from "fastify";

/** The baseline: a bare Fastify route answering a small JSON body, measured in the same run. */
export async function startBareFastify(): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get("/bare", async () => ({ status: "ok", person: { FullName: "Bench Person" } }));
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/bare`, close: () => app.close() };
}
