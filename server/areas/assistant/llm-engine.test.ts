import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  LogLevel,
} from "@microsoft/signalr";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TextAnnotation } from "../../../common/assistant/citations.js";
import type { MeetingDetail } from "../../../common/contracts/meetings.js";
import {
  boardWithSecretary,
  buildAccount,
  buildBoard,
  clientWithSession,
} from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";
import { CitationFilter } from "./engines/citation-filter.js";

/** A local OpenAI-compatible endpoint that streams a scripted reply and keeps what it was asked. */
function scriptedModel(pieces: readonly string[]) {
  const requests: { messages: { role: string; content: string }[]; model: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      requests.push(JSON.parse(body));
      res.writeHead(200, { "content-type": "text/event-stream" });
      const chunk = (delta: Record<string, string>, finish: string | null) =>
        `data: ${JSON.stringify({
          id: "chatcmpl-1",
          object: "chat.completion.chunk",
          created: 1_700_000_000,
          model: "scripted",
          choices: [{ index: 0, delta, finish_reason: finish }],
        })}\n\n`;
      res.write(chunk({ role: "assistant", content: "" }, null));
      for (const piece of pieces) res.write(chunk({ content: piece }, null));
      res.write(chunk({}, "stop"));
      res.end("data: [DONE]\n\n");
    });
  });
  return { server, requests };
}

let model: ReturnType<typeof scriptedModel>;
let server: TestServer;
let secretary: TestClient;
let boardId = "";
let meetingId = "";
const connections: HubConnection[] = [];

beforeAll(async () => {
  model = scriptedModel([
    "The playground renewal budget was ",
    "approved 【1",
    "†source】. Another board also decided something 【99†source】",
    " and [4:2†source] too.",
  ]);
  await new Promise<void>((resolve) => model.server.listen(0, "127.0.0.1", resolve));
  const port = (model.server.address() as AddressInfo).port;
  server = await startTestServer({
    AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    AI_MODEL: "scripted",
    AI_API_KEY: "test-key",
  });
  const db = server.database.db;
  let secretaryId = "";
  ({ boardId, secretary, secretaryId } = await boardWithSecretary(db, server.url));
  meetingId = (
    await secretary.post<{ Id: string }>(`/api/organisations/${boardId}/meetings`, {
      title: "Harbour Trust March Meeting",
      date: "2030-03-05",
      startTime: "18:00",
      endTime: "20:00",
    })
  ).body.Id;
  await secretary.post(`/api/meetings/${meetingId}/agenda/build`, { source: "bestPractice" });
  await secretary.post(`/api/meetings/${meetingId}/transitions`, { action: "publishAgenda" });
  await secretary.post(`/api/meetings/${meetingId}/transitions`, { action: "startMinutes" });
  const item = (await secretary.get<MeetingDetail>(`/api/meetings/${meetingId}`)).body.Agenda?.find(
    (i) => !i.IsHeading,
  );
  await secretary.post(`/api/meetings/${meetingId}/agenda/items/${item?.Id}/decisions`, {
    title: "Approve the playground renewal budget",
    outcome: "Approved",
  });

  // Another board the secretary is not on: its decision must never reach the prompt.
  const stranger = await buildAccount(db);
  const otherBoard = (await buildBoard(db, stranger.personId, "Private Board")).id;
  const strangerClient = await clientWithSession(db, server.url, stranger.personId);
  const other = (
    await strangerClient.post<{ Id: string }>(`/api/organisations/${otherBoard}/meetings`, {
      title: "Private Board Meeting",
      date: "2030-03-06",
      startTime: "18:00",
      endTime: "20:00",
    })
  ).body.Id;
  await strangerClient.post(`/api/meetings/${other}/agenda/build`, { source: "bestPractice" });
  await strangerClient.post(`/api/meetings/${other}/transitions`, { action: "publishAgenda" });
  await strangerClient.post(`/api/meetings/${other}/transitions`, { action: "startMinutes" });
  const otherItem = (
    await strangerClient.get<MeetingDetail>(`/api/meetings/${other}`)
  ).body.Agenda?.find((i) => !i.IsHeading);
  await strangerClient.post(`/api/meetings/${other}/agenda/items/${otherItem?.Id}/decisions`, {
    title: "Secret playground land purchase",
    outcome: "Approved",
  });
  expect(secretaryId).not.toBe("");
});
afterAll(async () => {
  await Promise.all(connections.map((c) => c.stop()));
  await server.close();
  model.server.close();
});

describe("the LLM engine (OpenAI-compatible)", () => {
  it("prompts with numbered sources the asker may read, and keeps only their citations", async () => {
    const hub = new HubConnectionBuilder()
      .withUrl(`${server.url}/api/hub/aiassistant`, {
        accessTokenFactory: async () =>
          (await secretary.get<{ token: string }>("/api/auth/token")).body.token,
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();
    await hub.start();
    connections.push(hub);
    const threadId = await hub.invoke<string>("GetNewThread");
    const chunks = await new Promise<{ text: string; textAnnotations: TextAnnotation[] }[]>(
      (resolve, reject) => {
        const got: { text: string; textAnnotations: TextAnnotation[] }[] = [];
        hub
          .stream<{ text: string; textAnnotations: TextAnnotation[] }>(
            "StreamResponse",
            threadId,
            "What did we decide about the playground?",
          )
          .subscribe({ next: (c) => got.push(c), complete: () => resolve(got), error: reject });
      },
    );
    const text = chunks.map((c) => c.text).join("");
    expect(text).toBe(
      "The playground renewal budget was approved 【1†source】. Another board also decided something  and  too.",
    );
    expect(chunks.flatMap((c) => c.textAnnotations)).toEqual([
      expect.objectContaining({
        textToReplace: "【1†source】",
        documentType: "Meeting",
        meetingId,
        organisationId: boardId,
      }),
    ]);
    const prompt = JSON.stringify(model.requests.at(-1)?.messages);
    expect(model.requests.at(-1)?.model).toBe("scripted");
    expect(prompt).toContain("Approve the playground renewal budget");
    expect(prompt).not.toContain("Secret playground land purchase");
    expect(prompt).not.toContain("Private Board");
  });
});

describe("the citation filter", () => {
  it("holds a marker split across pieces and drops numbers retrieval never gave", () => {
    const source = {
      documentType: "Meeting",
      meetingId: "m",
      organisationId: "o",
      documentName: "M",
    };
    const filter = new CitationFilter([source]);
    expect(filter.push("Approved [").text).toBe("Approved ");
    const closed = filter.push("1†source] and 【2†source】 done");
    expect(closed.text).toBe("【1†source】 and  done");
    expect(closed.textAnnotations).toEqual([{ ...source, textToReplace: "【1†source】" }]);
    expect(filter.push(" [not a marker").text).toBe(" ");
    expect(filter.flush().text).toBe("[not a marker");
  });
});
