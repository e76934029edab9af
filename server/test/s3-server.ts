import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../storage/s3-storage.js";

export type TestS3 = {
  settings: S3Settings;
  /** Where s3rver keeps the objects (a file per object, named by its key). */
  directory: string;
  close(): Promise<void>;
};

/**
 * A real S3-compatible server (s3rver: the S3 REST API over HTTP, objects in a folder) on a
 * free port, with one bucket, for as long as a test file needs it.
 */
export async function startTestS3(bucket = "quorate-test"): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), "quorate-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      // s3rver's own fixed credentials.
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      prefix: "installation-1/",
    },
    directory,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
