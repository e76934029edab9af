import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
} from "@microsoft/signalr";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { sessions } from "../../db/schema/index.js";
import { buildAccount, signedInClient } from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";
import { hashToken } from "../auth/secret-tokens.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const hubPath = "/api/hub/aiassistant";

async function signedIn(): Promise<TestClient> {
  const { email } = await buildAccount(server.database.db);
  return signedInClient(server.url, email);
}

async function tokenOf(client: TestClient): Promise<string> {
  return (await client.get<{ token: string }>("/api/auth/token")).body.token;
}

async function openHub(
  token: string,
): Promise<{ connection: HubConnection; closed: Promise<Error | undefined> }> {
  const connection = new HubConnectionBuilder()
    .withUrl(`${server.url}${hubPath}`, {
      accessTokenFactory: () => token,
      transport: HttpTransportType.WebSockets,
    })
    .configureLogging(LogLevel.None)
    .build();
  const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
  await connection.start();
  return { connection, closed };
}

function upgradeStatus(token: string): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${server.url.replace("http", "ws")}${hubPath}?access_token=${token}`);
    ws.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
    ws.on("open", () => {
      ws.close();
      resolve(101);
    });
    ws.on("error", () => resolve(0));
  });
}

describe("socket tokens and the sign-in they came from", () => {
  it("refuses a token minted before sign-out, at negotiate and at the socket", async () => {
    const client = await signedIn();
    const token = await tokenOf(client);
    expect(await upgradeStatus(token)).toBe(101);
    expect((await client.post("/api/auth/logout")).status).toBe(200);

    const negotiate = await fetch(`${server.url}${hubPath}/negotiate?negotiateVersion=1`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(negotiate.status).toBe(401);
    expect(await upgradeStatus(token)).toBe(401);
  });

  it("closes an open socket when its session signs out", async () => {
    const client = await signedIn();
    const { connection, closed } = await openHub(await tokenOf(client));
    expect(await connection.invoke("GetThreadsHistory", 10)).toEqual({ threadsHistory: [] });
    await client.post("/api/auth/logout");
    const error = await closed;
    expect(error?.message).toMatch(/Your session has ended/);
    expect(connection.state).toBe(HubConnectionState.Disconnected);
  });

  it("keeps the sockets of the person's other sign-ins open", async () => {
    const { email } = await buildAccount(server.database.db);
    const laptop = await signedInClient(server.url, email);
    const tablet = await signedInClient(server.url, email);
    const { connection } = await openHub(await tokenOf(tablet));
    await laptop.post("/api/auth/logout");
    expect(await connection.invoke("GetThreadsHistory", 10)).toEqual({ threadsHistory: [] });
    await connection.stop();
  });

  it("answers no further call once the session is gone elsewhere (another process)", async () => {
    const client = await signedIn();
    const { connection, closed } = await openHub(await tokenOf(client));
    // Deleted behind this process's back, as another process signing the person out would.
    const token = client.cookie("qr_session") ?? "";
    await server.database.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    await expect(connection.invoke("GetThreadsHistory", 10)).rejects.toThrow();
    expect((await closed)?.message).toMatch(/Your session has ended/);
  });
});

describe("the message store", () => {
  it("refuses a question with a NUL or half of a surrogate pair, as the HTTP edge does", async () => {
    const client = await signedIn();
    const { connection } = await openHub(await tokenOf(client));
    const threadId = await connection.invoke<string>("GetNewThread");
    for (const bad of ["When is the\u0000 next meeting?", "Who owns \uD83D actions?"]) {
      const failed = await new Promise<Error | undefined>((resolve) =>
        connection.stream("StreamResponse", threadId, bad).subscribe({
          next: () => {},
          complete: () => resolve(undefined),
          error: resolve,
        }),
      );
      expect(failed?.message).toMatch(/can't be stored/);
    }
    await connection.stop();
  });
});
