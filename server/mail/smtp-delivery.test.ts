import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailMessages } from "../db/schema/index.js";
import { uniqueEmail } from "../test/factories.js";
import { TestClient } from "../test/http-client.js";
import { startTestServer, type TestServer } from "../test/test-server.js";

type Received = { from: string; to: string[]; raw: string };

let smtp: SMTPServer;
let smtpPort = 0;
let server: TestServer;
const received: Received[] = [];
let refuseNext = 0;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        if (refuseNext > 0) {
          refuseNext--;
          callback(new Error("451 try again later"));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  const address = smtp.server.address();
  smtpPort = typeof address === "object" && address ? address.port : 0;
  server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: "Quorate <board@quorate.test>",
  });
});

afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe("mail over SMTP", () => {
  it("delivers the confirmation e-mail through a real SMTP server", async () => {
    const email = uniqueEmail("smtp");
    const client = new TestClient(server.url);
    const res = await client.post("/api/auth/register", {
      firstName: "Mere",
      lastName: "Smith",
      email,
      password: "Smtp-Works-5",
      acceptTerms: true,
    });
    expect(res.status).toBe(201);
    await server.services.jobs.drain();
    const message = received.find((m) => m.to.includes(email));
    expect(message?.from).toBe("board@quorate.test");
    expect(message?.raw).toMatch(/Subject: Confirm your e-mail address for Quorate/);
    expect(message?.raw.replace(/=\r?\n/g, "")).toMatch(
      /account-email\/confirm\/[A-Za-z0-9_-]{20,}/,
    );
    const [row] = await server.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.to, email));
    expect(row?.status).toBe("sent");
  });

  it("retries when the server refuses, and records the error meanwhile", async () => {
    refuseNext = 1;
    const email = uniqueEmail("retry");
    const client = new TestClient(server.url);
    await client.post("/api/auth/register", {
      firstName: "Rua",
      lastName: "Two",
      email,
      password: "Smtp-Works-5",
      acceptTerms: true,
    });
    await server.services.jobs.drain();
    const [afterFirst] = await server.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.to, email));
    expect(afterFirst?.status).toBe("queued");
    expect(afterFirst?.error).toMatch(/try again later/);
    await server.database.db.execute(
      // the retry is scheduled with backoff; bring it forward instead of waiting
      sql`update jobs set run_at = now() where name = 'mail.send' and status = 'pending'`,
    );
    await server.services.jobs.drain();
    const [afterRetry] = await server.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.to, email));
    expect(afterRetry?.status).toBe("sent");
    expect(received.some((m) => m.to.includes(email))).toBe(true);
  });
});
