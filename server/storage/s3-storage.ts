import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { decrypted, encryptingStream, type FilesKey } from "./file-cipher.js";
import type { FileStore, StagedFile } from "./file-store.js";
import { Staging } from "./staging.js";

export type S3Settings = {
  bucket: string;
  /** An S3-compatible server's address (MinIO, Ceph, R2…); AWS itself when absent. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Put before every key, so one bucket can hold several installations. */
  prefix: string;
};

/**
 * Files in an S3 bucket, encrypted before they leave this process (the bucket never holds a
 * readable byte, whatever its own settings). Uploads are staged on local disk while they are
 * checked, then streamed up in parts; reads stream down and are verified record by record.
 */
export class S3Storage implements FileStore {
  private readonly client: S3Client;
  private readonly staging: Staging;

  constructor(
    private readonly settings: S3Settings,
    private readonly key: FilesKey,
    stagingDir: string,
  ) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      // S3-compatible servers address buckets by path; AWS accepts it too.
      forcePathStyle: settings.endpoint !== undefined,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // With the defaults a streamed upload stores the checksum framing inside the object on
      // some S3-compatible servers (stack-facts.md): checksums only where the API needs them.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
    this.staging = new Staging(stagingDir, key, async (staged, key) => {
      await this.upload(key, createReadStream(staged));
      await fs.rm(staged, { force: true });
    });
  }

  private objectKey(key: string): string {
    if (key.split("/").some((part) => part === ".." || part === "") || key.startsWith("/"))
      throw new Error(`storage key is not a plain path: ${key}`);
    return `${this.settings.prefix}${key}`;
  }

  private async upload(key: string, encrypted: Readable): Promise<void> {
    await new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: this.objectKey(key), Body: encrypted },
    }).done();
  }

  async put(key: string, data: Uint8Array): Promise<void> {
    await this.upload(key, Readable.from([data]).pipe(encryptingStream(this.key)));
  }

  async read(key: string): Promise<Readable | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error("S3 answered without a body");
      return decrypted(answer.Body, this.key);
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
        return undefined;
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    const stream = await this.read(key);
    return stream ? buffer(stream) : undefined;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
    );
  }

  stage(upload: Readable): Promise<StagedFile> {
    return this.staging.stage(upload);
  }

  close(): void {
    this.client.destroy();
  }
}
