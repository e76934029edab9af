import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MeResponse } from "../../common/contracts/me.js";
import { roles } from "../../common/roles.js";
import { TestClient } from "../test/http-client.js";
import { startTestServer, type TestServer } from "../test/test-server.js";
import { demoAdminEmail, demoPeople, seedPeopleAndBoards } from "./seed-people-and-boards.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedPeopleAndBoards(server.database.db, "Demo-Password-1");
});
afterAll(async () => {
  await server.close();
});

describe("the demo", () => {
  it("has eight people covering every role", () => {
    expect(demoPeople).toHaveLength(8);
    expect(new Set(demoPeople.map((p) => p.role))).toEqual(new Set(roles));
  });

  it("lets the administrator sign in with DEMO_PASSWORD and see the board and its committee", async () => {
    const client = new TestClient(server.url);
    expect(
      (await client.post("/api/auth/login", { email: demoAdminEmail, password: "Demo-Password-1" }))
        .status,
    ).toBe(200);
    const me = await client.get<MeResponse>("/api/me");
    const names = me.body.organisations.map((o) => o.Name).sort();
    expect(names).toEqual(["Audit & Risk", "Harbourside Community Trust"]);
    const verify = await client.get<{ valid: boolean }>(
      `/api/organisations/${me.body.organisations[1]?.Id}/audit/verify`,
    );
    expect(verify.body.valid).toBe(true);
  });
});
