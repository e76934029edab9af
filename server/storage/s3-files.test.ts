import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MeetingDetail } from "../../common/contracts/meetings.js";
import { secretaryWithAgendaItem } from "../test/agenda-item-fixture.js";
import type { TestClient } from "../test/http-client.js";
import { startTestS3, type TestS3 } from "../test/s3-server.js";
import { startTestServer, type TestServer } from "../test/test-server.js";
import { postFiles } from "../test/uploads.js";

let s3: TestS3;
let server: TestServer;
let secretary: TestClient;
let meetingId = "";
let itemId = "";

beforeAll(async () => {
  s3 = await startTestS3();
  const { settings } = s3;
  server = await startTestServer({
    STORAGE: "s3",
    S3_BUCKET: settings.bucket,
    S3_ENDPOINT: settings.endpoint ?? "",
    S3_ACCESS_KEY_ID: settings.accessKeyId ?? "",
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey ?? "",
    S3_PREFIX: "board-portal",
    FILES_KEY: randomBytes(32).toString("hex"),
  });
  ({ secretary, meetingId, itemId } = await secretaryWithAgendaItem(
    server,
    "Meeting with its papers in a bucket",
    "Audit Report",
  ));
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

/** Every file under a folder, with its bytes. */
function filesUnder(folder: string): Array<{ file: string; bytes: Buffer }> {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      return { file, bytes: readFileSync(file) };
    });
}

describe("the server with its files in an S3 bucket", () => {
  it("stores a paper in the bucket, encrypted, under its prefix, and serves it back", async () => {
    const marker = `AUDIT-${randomBytes(6).toString("hex")}`;
    const paper = new TextEncoder().encode(
      `%PDF-1.4\n% ${marker} ${"findings ".repeat(2000)}\n%%EOF\n`,
    );
    const res = await postFiles(
      server.url,
      secretary,
      `/api/meetings/${meetingId}/agenda/items/${itemId}/papers`,
      [{ name: "Audit findings.pdf", bytes: paper, type: "application/pdf" }],
    );
    expect(res.status).toBe(201);
    const detail = (await secretary.get<MeetingDetail>(`/api/meetings/${meetingId}`)).body;
    const stored = detail.Agenda?.find((i) => i.Id === itemId)?.Papers[0];
    const got = await fetch(`${server.url}/api/meetings/${meetingId}/papers/${stored?.Id}`, {
      headers: { cookie: `qr_session=${secretary.cookie("qr_session")}` },
    });
    expect(got.status).toBe(200);
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(paper);

    // s3rver keeps objects as files named by their key: one is this paper, unreadable.
    const objects = filesUnder(s3.directory).filter((o) => o.file.includes("board-portal"));
    expect(objects.some((o) => o.file.includes(`papers/${meetingId}`))).toBe(true);
    expect(objects.every((o) => !o.bytes.includes(Buffer.from(marker)))).toBe(true);
    // Nothing of it stays in the data folder: staged uploads are moved to the bucket.
    const local = filesUnder(server.services.config.dataDir);
    expect(local.every((f) => !f.file.includes("papers"))).toBe(true);
  });
});
