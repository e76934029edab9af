import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { MeetingState } from "../../common/meetings/meeting-state.js";
import { loginFailures, meetings } from "../db/schema/index.js";
import { addMembership, buildAccount, buildBoard, clientWithSession } from "../test/factories.js";
import { fillPath, fixtureRecords } from "../test/route-fixtures.js";
import { startTestServer, type TestServer } from "../test/test-server.js";
import { arbitraryFor } from "../test/zod-arbitrary.js";
import { stringLeaves } from "../test/zod-walk.js";

/**
 * Walks the route table like the authorization test: for every operation whose body names a
 * record by id, a plausible body is sent with each id replaced by a real id of another
 * organisation (of every kind: meeting, item, person, location…) and by an id that exists
 * nowhere. Both must be refused, and alike: a caller must not learn that the other exists.
 */
let server: TestServer;
let foreign: Record<string, string> = {};

beforeAll(async () => {
  // One proxy hop: each check comes from its own address, so e-mail limits never answer first.
  server = await startTestServer({ TRUST_PROXY: "1" });
  const db = server.database.db;
  const stranger = await buildAccount(db);
  const otherBoard = await buildBoard(db, stranger.personId, "Someone Else's Trust");
  foreign = await fixtureRecords(server, otherBoard.id, stranger.personId);
});
afterAll(async () => {
  await server.close();
});

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which of the caller's own records a body field most likely names, so the rest of the body is plausible. */
function ownKindFor(key: string): string {
  if (/seconder/i.test(key)) return "secondPersonId";
  if (/person/i.test(key)) return "personId";
  if (/item/i.test(key) || key === "parentId" || key === "id") return "itemId";
  if (/attendee/i.test(key)) return "attendeeId";
  if (/meeting/i.test(key)) return "meetingId";
  if (/location/i.test(key)) return "locationId";
  if (/template/i.test(key)) return "templateId";
  if (/committee/i.test(key)) return "committeeId";
  if (/organisation/i.test(key)) return "orgId";
  return "personId";
}

type Json = unknown;

/** Whether the value has a leaf at `path` (dots; `[]` for each element). */
function hasPath(value: Json, path: string[]): boolean {
  if (path.length === 0) return value !== undefined;
  const [step, ...rest] = path;
  if (step === "[]") return Array.isArray(value) && value.some((v) => hasPath(v, rest));
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  return hasPath((value as Record<string, Json>)[step ?? ""], rest);
}

/** The value with every leaf at `path` that it has replaced by `to()`; nothing is added. */
function replaceAt(value: Json, path: string[], to: () => string): Json {
  if (!hasPath(value, path)) return value;
  if (path.length === 0) return to();
  const [step, ...rest] = path;
  if (Array.isArray(value)) return step === "[]" ? value.map((v) => replaceAt(v, rest, to)) : value;
  const record = value as Record<string, Json>;
  return { ...record, [step ?? ""]: replaceAt(record[step ?? ""], rest, to) };
}

type Body = { error?: { message?: string } };

const meetingStages: MeetingState[] = ["PreAgenda", "InProgress"];

describe("ids in request bodies", () => {
  it("refuses another organisation's real ids exactly as it refuses ids that exist nowhere", async () => {
    const db = server.database.db;
    const routes = server.app.routeTable.filter(
      (r) =>
        (r.access.kind === "organisation" || r.access.kind === "signedIn") &&
        (r.schema as { body?: z.core.$ZodType } | undefined)?.body,
    );
    const failures: string[] = [];
    let operations = 0;
    let tried = 0;
    let accepted = 0;
    let checks = 0;
    const notAccepted: string[] = [];
    for (const [index, route] of routes.entries()) {
      const bodySchema = (route.schema as { body: z.core.$ZodType }).body;
      const idLeaves = stringLeaves(bodySchema).filter((leaf) => {
        const format = (leaf.schema._zod.def as { format?: string }).format;
        return format === "uuid" || format === "guid";
      });
      if (idLeaves.length === 0) continue;
      operations++;
      // Agenda work happens before a meeting, minutes during it: try the ids at both stages.
      for (const leaf of idLeaves)
        for (const stage of meetingStages) {
          checks++;
          // A fresh caller per check, so no per-person limit answers before the id is looked at.
          const callerId = (await buildAccount(db)).personId;
          const from = { "x-forwarded-for": `10.${index}.${checks % 250}.${stage.length}` };
          const board = await buildBoard(db, callerId, `Own Trust ${index}`);
          const own = await fixtureRecords(server, board.id, callerId);
          await db
            .update(meetings)
            .set({ state: stage, agendaPublishedAt: stage === "PreAgenda" ? null : new Date() })
            .where(eq(meetings.id, own.meetingId ?? ""));
          // A second member, for bodies that name two different people (mover and seconder).
          const second = await buildAccount(db);
          await addMembership(db, board.id, second.personId, "Director");
          own.secondPersonId = second.personId;
          const client = await clientWithSession(db, server.url, callerId);
          const path = fillPath(route.url, own);
          const steps = leaf.path.split(".").filter(Boolean);
          // A plausible body that names this id (a union's other branches do not), every id in
          // it the caller's own record of the likely kind.
          const samples = fc.sample(
            arbitraryFor(bodySchema, { hostile: false, ids: [own.personId ?? ""] }),
            { numRuns: 30, seed: 7 + index },
          );
          let body = samples.find((sample) => hasPath(sample, steps));
          if (body === undefined) {
            failures.push(`${route.method} ${route.url}: no generated body names ${leaf.path}`);
            continue;
          }
          for (const other of stringLeaves(bodySchema))
            if (idLeaves.some((l) => l.path === other.path))
              body = replaceAt(
                body,
                other.path.split(".").filter(Boolean),
                () => own[ownKindFor(other.key)] ?? "",
              );
          const baseline = await client.request<Body>(route.method, path, body, from);
          if (baseline.status < 400) accepted++;
          else
            notAccepted.push(
              `${stage} ${route.method} ${route.url} ${baseline.status} ${baseline.body?.error?.message}`,
            );
          for (const [kind, foreignId] of Object.entries(foreign)) {
            if (!uuidPattern.test(foreignId)) continue;
            tried++;
            // Each pair of requests starts with the e-mail allowance untouched, however many
            // kinds of record there are: a limit must never answer before the id is looked at.
            await db.delete(loginFailures).where(like(loginFailures.key, "mail:%"));
            const withForeign = replaceAt(body, steps, () => foreignId);
            const withUnknown = replaceAt(body, steps, () => randomUUID());
            const a = await client.request<Body>(route.method, path, withForeign, from);
            const b = await client.request<Body>(route.method, path, withUnknown, from);
            const what = `${route.method} ${route.url} ${leaf.path} = another organisation's ${kind}`;
            if (a.status < 400 || a.status >= 500)
              failures.push(
                `${what}: answered ${a.status} ${JSON.stringify(a.body).slice(0, 160)}`,
              );
            else if (b.status >= 500)
              failures.push(`${what}: an id that exists nowhere answered ${b.status}`);
            else if (a.status !== b.status || a.body?.error?.message !== b.body?.error?.message)
              failures.push(
                `${what}: told apart from an unknown id (${a.status} "${a.body?.error?.message}" vs ${b.status} "${b.body?.error?.message}")`,
              );
          }
        }
    }
    console.info(
      `foreign ids: ${operations} operations with ids in their body, ${tried} foreign ids tried; the plausible body with the caller's own ids was accepted in ${accepted} of ${checks} checks`,
    );
    if (process.env.FOREIGN_IDS_VERBOSE) console.info(notAccepted.join("\n"));
    expect(operations).toBeGreaterThan(10);
    expect(failures).toEqual([]);
  }, 600_000);
});
