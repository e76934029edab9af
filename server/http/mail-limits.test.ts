import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionItems, actionOwners, mailMessages } from "../db/schema/index.js";
import { addMembership, boardWithSecretary, buildAccount, uniqueEmail } from "../test/factories.js";
import { TestClient } from "../test/http-client.js";
import { startTestServer, type TestServer } from "../test/test-server.js";
import { mailLimits } from "./mail-limits.js";

type ErrorBody = { error: { message: string } };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "1" });
});
afterAll(async () => {
  await server.close();
});

function forgot(email: string, address: string) {
  return new TestClient(server.url).request<ErrorBody>(
    "POST",
    "/api/auth/forgot-password",
    { email },
    { "x-forwarded-for": address },
  );
}

async function mailsTo(to: string): Promise<number> {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(mailMessages)
    .where(eq(mailMessages.to, to));
  return row?.n ?? 0;
}

describe("limits on what sends e-mail", () => {
  it("stops a forgotten-password flood at one account from many addresses, sending nothing more", async () => {
    const { email } = await buildAccount(server.database.db);
    for (let i = 0; i < mailLimits.accountLink.perAccount; i++)
      expect((await forgot(email, `198.51.100.${i + 1}`)).status).toBe(202);
    const refused = await forgot(email, "198.51.100.200");
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/Too many e-mails .* try again in \d+ minutes?/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await mailsTo(email)).toBe(mailLimits.accountLink.perAccount);
  });

  it("stops one address asking for links to many accounts, and resend and sign-up share the count", async () => {
    const address = "192.0.2.44";
    for (let i = 0; i < mailLimits.accountLink.perAddress - 1; i++)
      expect((await forgot(uniqueEmail("x"), address)).status).toBe(202);
    const resend = await new TestClient(server.url).request(
      "POST",
      "/api/auth/resend-confirmation",
      { email: uniqueEmail("y") },
      { "x-forwarded-for": address },
    );
    expect(resend.status).toBe(202);
    const signUp = await new TestClient(server.url).request(
      "POST",
      "/api/auth/register",
      {
        firstName: "Ana",
        lastName: "Ruiz",
        email: uniqueEmail("z"),
        password: "Harbour-Trust-7",
        acceptTerms: true,
      },
      { "x-forwarded-for": address },
    );
    expect(signUp.status).toBe(429);
    expect((await forgot(uniqueEmail("x"), "192.0.2.45")).status).toBe(202);
  });

  it("limits reminders sent by hand per person", async () => {
    const db = server.database.db;
    const { boardId, secretary } = await boardWithSecretary(db, server.url);
    const owner = await buildAccount(db);
    await addMembership(db, boardId, owner.personId, "Director");
    const [action] = await db
      .insert(actionItems)
      .values({ organisationId: boardId, description: "Send the audit letter" })
      .returning({ id: actionItems.id });
    const actionId = action?.id ?? "";
    await db.insert(actionOwners).values({ actionId, personId: owner.personId });
    const url = `/api/organisations/${boardId}/actions/${actionId}/reminders`;
    for (let i = 0; i < mailLimits.reminder.perAccount; i++)
      expect((await secretary.post(url, { comment: `Reminder ${i}` })).status).toBe(200);
    const refused = await secretary.post<ErrorBody>(url, { comment: "One more" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await mailsTo(owner.email)).toBe(mailLimits.reminder.perAccount);
  });
});
