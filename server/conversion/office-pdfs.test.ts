import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MeetingDetail } from "../../common/contracts/meetings.js";
import type { PackStatus } from "../../common/contracts/publishing.js";
import { viewerHeader } from "../../common/viewer.js";
import { officeNotIncluded } from "../areas/meetings/pack/pack-build-job.js";
import { secretaryWithAgendaItem } from "../test/agenda-item-fixture.js";
import type { TestClient } from "../test/http-client.js";
import { startTestServer, type TestServer } from "../test/test-server.js";
import { postFiles } from "../test/uploads.js";
import { wordFile } from "../test/zip-file.js";

/**
 * Office files through the whole path (upload, the files.convertToPdf job, the viewer, the
 * board pack) with a stand-in for soffice that "converts" by writing a known PDF; and the
 * same without LibreOffice. Real LibreOffice is exercised by `npm run test:office`.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quorate-office-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function standInSoffice(): Promise<string> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText("Converted board charter, page one");
  doc.addPage().drawText("Converted board charter, page two");
  const pdf = path.join(dir, "converted.pdf");
  fs.writeFileSync(pdf, await doc.save());
  const script = path.join(dir, "soffice");
  fs.writeFileSync(
    script,
    `#!/bin/sh
out=""; input=""; prev=""
for a in "$@"; do
  if [ "$prev" = "--outdir" ]; then out="$a"; fi
  prev="$a"; input="$a"
done
mkdir -p "$out"
name=$(basename "$input")
cp "${pdf}" "$out/\${name%.*}.pdf"
`,
    { mode: 0o755 },
  );
  return script;
}

type Detail = { show: string; conversion: string };
const textOf = async (res: Response) =>
  (await extractText(new Uint8Array(await res.arrayBuffer()), { mergePages: true })).text;

async function publishWithWordPaper(server: TestServer) {
  const made = await secretaryWithAgendaItem(server, "May Board Meeting", "Governance");
  const res = await postFiles(
    server.url,
    made.secretary,
    `/api/meetings/${made.meetingId}/agenda/items/${made.itemId}/papers`,
    [{ name: "Charter.docx", bytes: wordFile("Board charter") }],
  );
  expect(res.status).toBe(201);
  const paperId = ((await res.json()) as { papers: { Id: string }[] }).papers[0]?.Id ?? "";
  expect(
    (
      await made.secretary.post(`/api/meetings/${made.meetingId}/transitions`, {
        action: "publishAgenda",
      })
    ).status,
  ).toBe(200);
  return { ...made, paperId };
}

const paperShow = async (client: TestClient, meetingId: string, paperId: string) =>
  (await client.get<MeetingDetail>(`/api/meetings/${meetingId}`)).body.Agenda?.flatMap(
    (i) => i.Papers,
  ).find((p) => p.Id === paperId)?.Show;

describe("with LibreOffice", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SOFFICE_PATH: await standInSoffice() });
  });
  afterAll(async () => {
    await server.close();
  });

  it("shows a library Office file as its PDF in the viewer, and downloads the file as uploaded", async () => {
    const made = await secretaryWithAgendaItem(server, "Unused", "Unused");
    const res = await postFiles(
      server.url,
      made.secretary,
      `/api/organisations/${made.boardId}/governance-documents`,
      [{ name: "Charter.docx", bytes: wordFile("Board charter") }],
      "file",
    );
    const { documentVersionId } = (await res.json()) as { documentVersionId: string };
    const detail = () =>
      made.secretary.get<Detail>(`/api/document-versions/${documentVersionId}`).then((r) => r.body);
    expect(await detail()).toMatchObject({ show: "none", conversion: "pending" });
    await server.services.jobs.drain();
    expect(await detail()).toMatchObject({ show: "pdf", conversion: "ready" });

    const content = (viewer: boolean) =>
      fetch(`${server.url}/api/document-versions/${documentVersionId}/content`, {
        headers: {
          cookie: `qr_session=${made.secretary.cookie("qr_session")}`,
          ...(viewer ? { [viewerHeader]: "1" } : {}),
        },
      });
    expect(await textOf(await content(true))).toContain("Converted board charter");
    const original = Buffer.from(await (await content(false)).arrayBuffer());
    expect(original.subarray(0, 2).toString()).toBe("PK");
  });

  it("puts a converted paper's pages in the board pack", async () => {
    const { secretary, meetingId, paperId } = await publishWithWordPaper(server);
    await server.services.jobs.drain();
    await server.services.jobs.drain();
    const status = (await secretary.get<PackStatus>(`/api/meetings/${meetingId}/pack/status`)).body;
    expect(status).toMatchObject({ status: "ready", skipped: [] });
    expect(status.pageMap).toEqual([expect.objectContaining({ paperId, pageCount: 2 })]);
    expect(await paperShow(secretary, meetingId, paperId)).toBe("pdf");
  });
});

describe("without LibreOffice", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SOFFICE_PATH: path.join(dir, "not-installed", "soffice") });
  });
  afterAll(async () => {
    await server.close();
  });

  it("keeps Office papers as downloads, and the pack says why they are not in it", async () => {
    const { secretary, meetingId, paperId } = await publishWithWordPaper(server);
    await server.services.jobs.drain();
    await server.services.jobs.drain();
    const status = (await secretary.get<PackStatus>(`/api/meetings/${meetingId}/pack/status`)).body;
    expect(status.status).toBe("ready");
    expect(status.skipped).toEqual([
      expect.objectContaining({ name: "Charter.docx", reason: officeNotIncluded.unavailable }),
    ]);
    expect(await paperShow(secretary, meetingId, paperId)).toBe("none");
  });
});
