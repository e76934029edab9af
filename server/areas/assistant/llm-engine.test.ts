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

type ChatMessage = {
  role: string;
  content: string | null;
  tool_call_id?: string;
  tool_calls?: { id: string; function: { name: string; arguments: string } }[];
};
type ChatRequest = {
  model: string;
  messages: ChatMessage[];
  tools?: { type: string; function: { name: string; parameters: unknown } }[];
};
/** One scripted reply: text streamed in pieces, then any tool calls (arguments in two pieces). */
type Reply = { text?: readonly string[]; toolCalls?: readonly { name: string; args: string }[] };

/**
 * A local OpenAI-compatible endpoint that streams the scripted replies in turn, in the chat
 * completions stream format, and keeps what it was asked.
 */
function scriptedModel() {
  const requests: ChatRequest[] = [];
  let replies: Reply[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      requests.push(JSON.parse(body));
      const reply = replies.shift() ?? { text: ["(the script has ended)"] };
      res.writeHead(200, { "content-type": "text/event-stream" });
      const chunk = (delta: Record<string, unknown>, finish: string | null) =>
        `data: ${JSON.stringify({
          id: "chatcmpl-1",
          object: "chat.completion.chunk",
          created: 1_700_000_000,
          model: "scripted",
          choices: [{ index: 0, delta, finish_reason: finish }],
        })}\n\n`;
      res.write(chunk({ role: "assistant", content: "" }, null));
      for (const piece of reply.text ?? []) res.write(chunk({ content: piece }, null));
      if (!reply.toolCalls) res.write(chunk({}, "stop"));
      else {
        reply.toolCalls.forEach((call, index) => {
          const half = Math.floor(call.args.length / 2);
          res.write(
            chunk(
              {
                tool_calls: [
                  {
                    index,
                    id: `call_${requests.length}_${index}`,
                    type: "function",
                    function: { name: call.name, arguments: call.args.slice(0, half) },
                  },
                ],
              },
              null,
            ),
          );
          res.write(
            chunk(
              { tool_calls: [{ index, function: { arguments: call.args.slice(half) } }] },
              null,
            ),
          );
        });
        res.write(chunk({}, "tool_calls"));
      }
      res.end("data: [DONE]\n\n");
    });
  });
  return {
    server,
    requests,
    /** The replies to the next requests, in order; what was asked before is forgotten. */
    script(next: Reply[]) {
      replies = [...next];
      requests.length = 0;
    },
  };
}

/**
 * What each tool answered, in the order the tools were called (they run together and may
 * finish in any order), from the request that carried the results.
 */
function toolResults(request: ChatRequest | undefined): { name: string; content: string }[] {
  const messages = request?.messages ?? [];
  const contents = new Map(
    messages.filter((m) => m.role === "tool").map((m) => [m.tool_call_id, m.content ?? ""]),
  );
  return messages
    .flatMap((m) => m.tool_calls ?? [])
    .map((c) => ({ name: c.function.name, content: contents.get(c.id) ?? "(no result)" }));
}

type Chunk = { text: string; textAnnotations: TextAnnotation[] };

let model: ReturnType<typeof scriptedModel>;
let server: TestServer;
let secretary: TestClient;
let boardId = "";
let meetingId = "";
const connections: HubConnection[] = [];

async function ask(
  ...questions: string[]
): Promise<{ text: string; annotations: TextAnnotation[] }> {
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
  // Several questions are asked in turn in one thread; the last one's answer is returned.
  let chunks: Chunk[] = [];
  for (const question of questions)
    chunks = await new Promise<Chunk[]>((resolve, reject) => {
      const got: Chunk[] = [];
      hub
        .stream<Chunk>("StreamResponse", threadId, question)
        .subscribe({ next: (c) => got.push(c), complete: () => resolve(got), error: reject });
    });
  return {
    text: chunks.map((c) => c.text).join(""),
    annotations: chunks.flatMap((c) => c.textAnnotations),
  };
}

/** A meeting with its minutes started, a decision and an action on its first item. */
async function meetingWithRecords(
  client: TestClient,
  organisationId: string,
  meeting: { title: string; date: string },
  records: { decision: string; action: string; actionOwnerId: string },
): Promise<string> {
  const id = (
    await client.post<{ Id: string }>(`/api/organisations/${organisationId}/meetings`, {
      ...meeting,
      startTime: "18:00",
      endTime: "20:00",
    })
  ).body.Id;
  await client.post(`/api/meetings/${id}/agenda/build`, { source: "bestPractice" });
  await client.post(`/api/meetings/${id}/transitions`, { action: "publishAgenda" });
  await client.post(`/api/meetings/${id}/transitions`, { action: "startMinutes" });
  const item = (await client.get<MeetingDetail>(`/api/meetings/${id}`)).body.Agenda?.find(
    (i) => !i.IsHeading,
  );
  const decided = await client.post(`/api/meetings/${id}/agenda/items/${item?.Id}/decisions`, {
    title: records.decision,
    outcome: "Approved",
  });
  const acted = await client.post(`/api/meetings/${id}/agenda/items/${item?.Id}/actions`, {
    description: records.action,
    ownerPersonIds: [records.actionOwnerId],
    dueDate: "2020-01-31",
  });
  expect([decided.status, acted.status]).toEqual([201, 201]);
  return id;
}

beforeAll(async () => {
  model = scriptedModel();
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
  meetingId = await meetingWithRecords(
    secretary,
    boardId,
    { title: "Harbour Trust March Meeting", date: "2030-03-05" },
    {
      decision: "Approve the playground renewal budget",
      action: "Obtain playground renewal quotes",
      actionOwnerId: secretaryId,
    },
  );

  // Another board the secretary is not on: none of its records may ever reach the model.
  const stranger = await buildAccount(db, { firstName: "Sal", lastName: "Stranger" });
  const otherBoard = (await buildBoard(db, stranger.personId, "Private Board")).id;
  await meetingWithRecords(
    await clientWithSession(db, server.url, stranger.personId),
    otherBoard,
    { title: "Private Board Meeting", date: "2030-03-06" },
    {
      decision: "Secret playground land purchase",
      action: "Negotiate the secret playground land price",
      actionOwnerId: stranger.personId,
    },
  );
});
afterAll(async () => {
  await Promise.all(connections.map((c) => c.stop()));
  await server.close();
  model.server.close();
});

/** What nothing given to the model for the secretary may carry: the other board's records. */
function expectNothingPrivate(request: ChatRequest | undefined) {
  // The model's own tool calls may name anything; what Quorate sends it must not.
  const sent = JSON.stringify(request?.messages.filter((m) => m.role !== "assistant"));
  for (const secret of ["Private Board", "Secret playground", "secret playground", "Stranger"])
    expect(sent).not.toContain(secret);
}

describe("the LLM engine (OpenAI-compatible, with tools)", () => {
  it("searches passages the asker may read, and keeps only the citations tools returned", async () => {
    model.script([
      { toolCalls: [{ name: "searchPassages", args: '{"words":"playground"}' }] },
      {
        text: [
          "The playground renewal budget was ",
          "approved 【1",
          "†source】. Another board also decided something 【99†source】",
          " and [4:2†source] too.",
        ],
      },
    ]);
    const { text, annotations } = await ask("What did we decide about the playground?");
    expect(text).toBe(
      "The playground renewal budget was approved 【1†source】. Another board also decided something  and  too.",
    );
    expect(annotations).toEqual([
      expect.objectContaining({
        textToReplace: "【1†source】",
        documentType: "Meeting",
        meetingId,
        organisationId: boardId,
      }),
    ]);
    // The first request offers the tools; the question is a message of its own, with no
    // passages stuffed into it.
    const [first, second] = model.requests;
    expect(first?.model).toBe("scripted");
    expect(first?.tools?.map((t) => t.function.name).sort()).toEqual([
      "count",
      "listActions",
      "listDecisions",
      "listMeetings",
      "searchPassages",
    ]);
    expect(first?.messages.at(-1)).toEqual({
      role: "user",
      content: "What did we decide about the playground?",
    });
    const [result] = toolResults(second);
    expect(result?.name).toBe("searchPassages");
    expect(result?.content).toContain("Approve the playground renewal budget");
    expect(result?.content).toContain("【1†source】");
    expectNothingPrivate(second);
  });

  it("lists meetings, decisions and actions of the asker's boards only, with dates in words", async () => {
    model.script([
      {
        // Written before anything was looked up: the marker cites nothing, whatever comes next.
        text: ["Let me look 【1†source】."],
        toolCalls: [
          { name: "listMeetings", args: '{"when":"upcoming"}' },
          { name: "listMeetings", args: '{"organisation":"Private Board"}' },
          { name: "listDecisions", args: '{"words":"playground","from":"2030-01-01"}' },
          { name: "listActions", args: '{"status":"overdue","mine":true}' },
          { name: "count", args: '{"of":"decisions","outcome":"Approved"}' },
        ],
      },
      { text: ["Your next meeting is 【1†source】; see also 【7†source】."] },
    ]);
    const { text, annotations } = await ask("When do we next meet, and what is overdue?");
    expect(text).toBe("Let me look .\n\nYour next meeting is 【1†source】; see also .");
    expect(annotations).toEqual([
      expect.objectContaining({
        textToReplace: "【1†source】",
        meetingId,
        documentType: "Meeting",
      }),
    ]);
    const results = toolResults(model.requests[1]).map((r) => ({
      name: r.name,
      result: JSON.parse(r.content) as { total: number; records?: Record<string, unknown>[] },
    }));
    const [upcoming, named, decisions, actions, counted] = results;
    expect(upcoming?.result.total).toBe(1);
    expect(upcoming?.result.records?.[0]).toMatchObject({
      cite: "【1†source】",
      title: "Harbour Trust March Meeting",
      when: expect.stringMatching(/^Tuesday, 5 March 2030, 6:00 pm/),
    });
    // A board the asker may not read is a name that matches nothing.
    expect(named?.result).toMatchObject({ total: 0, records: [] });
    expect(decisions?.result.records).toEqual([
      expect.objectContaining({
        cite: "【1†source】",
        title: "Approve the playground renewal budget",
        outcome: "approved",
        meeting: "Harbour Trust March Meeting",
      }),
    ]);
    expect(actions?.result.records).toEqual([
      expect.objectContaining({
        description: "Obtain playground renewal quotes",
        due: "31 January 2020",
        overdue: true,
        owners: "Pat Tester",
      }),
    ]);
    expect(counted?.result).toEqual({ of: "decisions", total: 1 });
    // Ids travel only inside the markers, never in what the model reads.
    expect(JSON.stringify(results)).not.toContain(meetingId);
    expectNothingPrivate(model.requests[1]);
  });

  it("answers a tool call with bad arguments with an error, and still answers", async () => {
    model.script([
      {
        toolCalls: [
          { name: "listMeetings", args: '{"limit":"many","from":"5 March"}' },
          { name: "listEverything", args: "{}" },
        ],
      },
      { text: ["I couldn't find that, sorry 【1†source】."] },
    ]);
    const { text, annotations } = await ask("List the meetings");
    expect(text).toBe("I couldn't find that, sorry .");
    expect(annotations).toEqual([]);
    const results = toolResults(model.requests[1]);
    expect(results.map((r) => r.name)).toEqual(["listMeetings", "listEverything"]);
    expect(results[0]?.content).toMatch(/invalid/i);
    expect(results[1]?.content).toMatch(/listEverything/);
  });

  it("gives the model the conversation so far, without the markers of earlier answers", async () => {
    model.script([
      { toolCalls: [{ name: "listMeetings", args: "{}" }] },
      { text: ["The March meeting 【1†source】."] },
      { text: ["It is in March 【1†source】."] },
    ]);
    const { text } = await ask("Which meetings are there?", "When is it?");
    // Nothing was looked up for this answer: the marker it repeats cites nothing.
    expect(text).toBe("It is in March .");
    expect(model.requests.at(-1)?.messages.slice(1)).toEqual([
      { role: "user", content: "Which meetings are there?" },
      { role: "assistant", content: "The March meeting ." },
      { role: "user", content: "When is it?" },
    ]);
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

  it("looks a marker up when it is read, so sources may be added while text streams", () => {
    const sources: { documentType: string; documentName: string }[] = [];
    const filter = new CitationFilter((n) => sources[n - 1]);
    expect(filter.push("Before 【1†source】, ").text).toBe("Before , ");
    sources.push({ documentType: "Meeting", documentName: "M" });
    expect(filter.push("after 【1†source】.")).toEqual({
      text: "after 【1†source】.",
      textAnnotations: [
        { documentType: "Meeting", documentName: "M", textToReplace: "【1†source】" },
      ],
    });
  });
});
