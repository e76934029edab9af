import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { registerCachedAnswers } from "./cached-answers.js";

/**
 * A bare server with one cached route whose answer takes a moment, asked by several people at
 * once: what every meeting viewer does after a ballot.
 */
async function slowCachedRoute(
  answer: (person: string, run: number) => { code: number; body: string },
) {
  const app = Fastify();
  app.decorateRequest("actor", null);
  app.decorateRequest("orgActor", null);
  app.addHook("onRequest", async (request) => {
    const person = String(request.headers["x-person"]);
    request.actor = {
      personId: person,
      email: `${person}@example.org`,
      isSupport: false,
      isInstallationAdmin: false,
      sessionTokenHash: person,
      orgVersions: "org:1",
    };
  });
  registerCachedAnswers(app);
  const runs: string[] = [];
  app.get(
    "/tally",
    { config: { cachedAnswer: { scope: "person", clock: "none" } } },
    async (request, reply) => {
      const person = request.actor?.personId ?? "";
      const run = runs.push(person);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const { code, body } = answer(person, run);
      return reply.status(code).type("application/json").send(body);
    },
  );
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const ask = async (person: string) => {
    const res = await fetch(`http://127.0.0.1:${port}/tally`, { headers: { "x-person": person } });
    return { status: res.status, body: await res.text() };
  };
  return { app, runs, ask };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
});

describe("cached answers asked for at the same moment", () => {
  it("are computed once per person and key, and everyone who asked gets that answer", async () => {
    const route = await slowCachedRoute((person, run) => ({
      code: 200,
      body: JSON.stringify({ person, run }),
    }));
    close = () => route.app.close();
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => route.ask("ana")),
      route.ask("ben"),
    ]);
    expect(route.runs.sort()).toEqual(["ana", "ben"]);
    const ana = answers.slice(0, 6);
    expect(new Set(ana.map((a) => a.body)).size).toBe(1);
    expect(ana.every((a) => a.status === 200 && JSON.parse(a.body).person === "ana")).toBe(true);
    expect(JSON.parse(answers[6]?.body ?? "{}").person).toBe("ben");
  });

  it("compute their own when the first answer could not be kept", async () => {
    const route = await slowCachedRoute((person, run) =>
      run === 1
        ? { code: 503, body: JSON.stringify({ message: "Try again in a moment." }) }
        : { code: 200, body: JSON.stringify({ person, run }) },
    );
    close = () => route.app.close();
    const answers = await Promise.all([route.ask("ana"), route.ask("ana"), route.ask("ana")]);
    expect(answers[0]?.status).toBe(503);
    expect(answers.slice(1).every((a) => a.status === 200)).toBe(true);
    expect(route.runs.length).toBeGreaterThan(1);
  });
});
