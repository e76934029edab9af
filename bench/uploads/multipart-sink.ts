import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import fastifyMultipart from "@fastify/multipart";
import Fastify from "fastify";
import { uploadLimits } from "../../common/uploads.js";

/**
 * The uploads' floor: Fastify with the multipart parser the server registers, taking one file
 * per request and writing it to /dev/null. What it costs is the loopback and the parsing; what
 * Quorate adds (hashing, encrypting, writing, the PDF check reading it back, the database) is
 * the difference. It answers with the bytes received, so a short upload cannot pass for a fast one.
 */
export async function startMultipartSink(): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify({ logger: false });
  await app.register(fastifyMultipart);
  app.post("/upload", async (request, reply) => {
    let bytes = 0;
    for await (const part of request.parts({
      limits: { fileSize: uploadLimits.maxFileBytes, files: 1 },
    })) {
      if (part.type !== "file") continue;
      await pipeline(
        part.file,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            bytes += chunk.length;
            yield chunk;
          }
        },
        createWriteStream("/dev/null"),
      );
    }
    return reply.status(201).send({ bytes });
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/upload`, close: () => app.close() };
}
