import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MeResponse, OrganisationAbilities } from "../../../common/contracts/me.js";
import type { MeetingAbilities, MeetingDetail } from "../../../common/contracts/meetings.js";
import type { VoteAbilities } from "../../../common/contracts/votes.js";
import { type Role, roles } from "../../../common/roles.js";
import {
  addMembership,
  buildAccount,
  buildBoard,
  clientWithSession,
} from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";

/**
 * The client shows a button exactly when the server sends the ability, and never re-derives a
 * rule. So for every role, each ability sent must match what the server then does with the
 * request it stands for: allowed (2xx) when true, refused with a 4xx when false.
 */

let server: TestServer;
let boardId = "";
let ownerId = "";
let admin: TestClient;
/** A voting board member who never signs in: whoever runs a vote records their ballot. */
let absenteeId = "";
const members = new Map<Role, { personId: string; client: TestClient }>();

const ok = (status: number) => status >= 200 && status < 300;
const refused = (status: number) => status >= 400 && status < 500;

/** Asserts that what was sent matches what was done, naming the case when it does not. */
function agrees(what: string, sent: boolean, status: number) {
  expect(
    sent ? ok(status) : refused(status),
    `${what}: told ${sent}, server answered ${status}`,
  ).toBe(true);
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const owner = await buildAccount(db);
  ownerId = owner.personId;
  boardId = (await buildBoard(db, owner.personId)).id;
  admin = await clientWithSession(db, server.url, owner.personId);
  // One member of every role, each a present board member (so each could be a voter).
  for (const role of roles) {
    const p = await buildAccount(db, { firstName: role });
    await addMembership(db, boardId, p.personId, role, { isBoardMember: true });
    members.set(role, {
      personId: p.personId,
      client: await clientWithSession(db, server.url, p.personId),
    });
  }
  const absentee = await buildAccount(db, { firstName: "Absent" });
  await addMembership(db, boardId, absentee.personId, "Director", { isBoardMember: true });
  absenteeId = absentee.personId;
});
afterAll(async () => {
  await server.close();
});

const clientOf = (role: Role) => {
  const m = members.get(role);
  if (!m) throw new Error(`no ${role}`);
  return m;
};

async function newMeeting(title: string, voteItems: number = roles.length): Promise<string> {
  const id = (
    await admin.post<{ Id: string }>(`/api/organisations/${boardId}/meetings`, {
      title,
      date: "2026-12-03",
      startTime: "18:00",
      endTime: "20:00",
    })
  ).body.Id;
  const welcome = { title: "Welcome" };
  expect((await admin.post(`/api/meetings/${id}/agenda/items`, welcome)).status).toBe(201);
  for (let i = 0; i < voteItems; i++)
    expect(
      (
        await admin.post(`/api/meetings/${id}/agenda/items`, {
          type: "Vote",
          title: `Resolution ${i + 1}`,
          motion: `the board resolves item ${i + 1}`,
        })
      ).status,
    ).toBe(201);
  return id;
}

async function moveTo(meetingId: string, ...actions: string[]) {
  for (const action of actions)
    expect((await admin.post(`/api/meetings/${meetingId}/transitions`, { action })).status).toBe(
      200,
    );
}

async function markEveryonePresent(meetingId: string) {
  const att = (
    await admin.get<{ attendees: { Id: string }[] }>(`/api/meetings/${meetingId}/attendance`)
  ).body;
  for (const a of att.attendees)
    await admin.patch(`/api/meetings/${meetingId}/attendance/${a.Id}`, { status: "present" });
}

type Probe = (client: TestClient, meeting: MeetingDetail, tag: string) => Promise<number>;

/** One request per meeting ability, harmless to repeat where it is allowed. */
const meetingProbes: Record<keyof MeetingAbilities, Probe> = {
  readAgenda: async (c, m) => (await c.get(`/api/meetings/${m.Id}/attendance`)).status,
  edit: async (c, m, tag) =>
    (await c.post(`/api/meetings/${m.Id}/agenda/save-as-template`, { name: `Template ${tag}` }))
      .status,
  editAgenda: async (c, m) =>
    (await c.patch(`/api/meetings/${m.Id}`, { title: m.Title, version: m.Version })).status,
  takeMinutes: async (c, m) => {
    const item = (await admin.get<MeetingDetail>(`/api/meetings/${m.Id}`)).body.Agenda?.[0];
    return (
      await c.request("PUT", `/api/meetings/${m.Id}/agenda/items/${item?.Id}/minutes`, {
        text: "Noted.",
        baseVersion: item?.MinutesVersion ?? 0,
      })
    ).status;
  },
  openVotes: async (c, m) => {
    const agenda = (await admin.get<MeetingDetail>(`/api/meetings/${m.Id}`)).body.Agenda ?? [];
    const item = agenda.find((i) => i.Type === "Vote" && i.VoteId === null);
    return (
      await c.post(`/api/meetings/${m.Id}/agenda/items/${item?.Id}/vote`, { anonymous: false })
    ).status;
  },
  confirmEarlierMinutes: async (c, m) => {
    // Confirming for real would change the earlier meeting, so this asks through an item that
    // is not a Confirm Minutes item: the server first decides whether this member may confirm
    // here now (403 or 409 if not), and only then refuses the item (400), which means "allowed".
    const item = (await admin.get<MeetingDetail>(`/api/meetings/${m.Id}`)).body.Agenda?.[0];
    const res = await c.post(`/api/meetings/${m.Id}/agenda/items/${item?.Id}/confirm-minutes`, {
      meetingId: m.Id,
      mode: "asPresented",
    });
    return res.status === 400 ? 200 : res.status;
  },
  comment: async (c, m) =>
    (await c.post(`/api/meetings/${m.Id}/minutes-comments`, { text: "A comment." })).status,
  circulateMinutes: async (c, m) =>
    (await c.post(`/api/meetings/${m.Id}/minutes/circulate`, {})).status,
  manageLocations: async (c, _m, tag) =>
    (
      await c.post(`/api/organisations/${boardId}/meeting-locations`, {
        name: `Room ${tag}`,
        timeZone: "Pacific/Auckland",
      })
    ).status,
};

describe("abilities sent by the server, for every role", () => {
  it("/api/me's organisation abilities match what each role may then do", async () => {
    for (const role of roles) {
      const { client } = clientOf(role);
      const me = (await client.get<MeResponse>("/api/me")).body;
      const abilities = me.organisations.find((o) => o.Id === boardId)?.Abilities;
      if (!abilities) throw new Error(`${role} sees no board`);
      const probes: Record<keyof OrganisationAbilities, () => Promise<number>> = {
        createCommittee: async () =>
          (
            await client.post(`/api/organisations/${boardId}/committees`, {
              name: `${role} Committee`,
              administratorPersonId: ownerId,
            })
          ).status,
        createMeeting: async () =>
          (
            await client.post(`/api/organisations/${boardId}/meetings`, {
              title: `${role}'s meeting`,
              date: "2027-01-14",
              startTime: "18:00",
              endTime: "19:00",
            })
          ).status,
        manageLocations: async () =>
          (
            await client.post(`/api/organisations/${boardId}/meeting-locations`, {
              name: `${role}'s room`,
              timeZone: "Pacific/Auckland",
            })
          ).status,
      };
      for (const [ability, probe] of Object.entries(probes))
        agrees(
          `${role} ${ability}`,
          abilities[ability as keyof OrganisationAbilities],
          await probe(),
        );
    }
  });

  it("a meeting's abilities match what each role may do with it, at every stage and once cancelled", async () => {
    const draft = await newMeeting("In Draft Agenda");
    const minutes = await newMeeting("In Draft Minutes");
    await moveTo(minutes, "publishAgenda", "startMinutes");
    await markEveryonePresent(minutes);
    const review = await newMeeting("In Minutes in Review", 0);
    await moveTo(review, "publishAgenda", "startMinutes", "finishDraftMinutes");
    const confirmed = await newMeeting("Minutes Confirmed", 0);
    await moveTo(confirmed, "publishAgenda", "startMinutes", "finishDraftMinutes");
    // Confirmation comes through a later meeting's Confirm Minutes item; the state is what counts here.
    await server.database.db.execute(
      sql`update meetings set state = 'Complete' where id = ${confirmed}`,
    );
    const cancelled = await newMeeting("Cancelled", 1);
    await moveTo(cancelled, "publishAgenda", "startMinutes");
    expect((await admin.post(`/api/meetings/${cancelled}/cancel`, { notify: false })).status).toBe(
      200,
    );

    const seen = new Map<string, Set<boolean>>();
    for (const [stage, meetingId] of Object.entries({
      draft,
      minutes,
      review,
      confirmed,
      cancelled,
    }))
      for (const role of roles) {
        const { client } = clientOf(role);
        for (const [ability, probe] of Object.entries(meetingProbes)) {
          const res = await client.get<MeetingDetail>(`/api/meetings/${meetingId}`);
          expect(res.status).toBe(200);
          const sent = res.body.Abilities[ability as keyof MeetingAbilities];
          agrees(
            `${role}, ${stage}: ${ability}`,
            sent,
            await probe(client, res.body, `${role} ${stage}`),
          );
          seen.set(ability, (seen.get(ability) ?? new Set()).add(sent));
        }
      }
    // Every ability was both given and withheld somewhere, so each probe was tested both ways.
    for (const ability of Object.keys(meetingProbes))
      expect([...(seen.get(ability) ?? [])].sort(), ability).toEqual([false, true]);
  });

  it("a vote's abilities match what each role may then do: vote, vote again, record for others, close", async () => {
    const meetingId = await newMeeting("Voting", 1);
    await moveTo(meetingId, "publishAgenda", "startMinutes");
    await markEveryonePresent(meetingId);
    const item = (await admin.get<MeetingDetail>(`/api/meetings/${meetingId}`)).body.Agenda?.find(
      (i) => i.Type === "Vote",
    );
    const voteId = (
      await admin.post<{ Id: string }>(`/api/meetings/${meetingId}/agenda/items/${item?.Id}/vote`, {
        anonymous: false,
      })
    ).body.Id;
    // Whoever may not read the vote at all (an Executive) may do nothing with it.
    const nothing: VoteAbilities = { castBallot: false, recordForOthers: false, close: false };
    const abilitiesOf = async (client: TestClient) => {
      const res = await client.get<{ Abilities: VoteAbilities }>(`/api/votes/${voteId}`);
      return res.status === 200 ? res.body.Abilities : nothing;
    };
    const runners: Role[] = [];

    for (const role of roles) {
      const { client } = clientOf(role);
      const before = await abilitiesOf(client);
      agrees(
        `${role} votes`,
        before.castBallot,
        (await client.post(`/api/votes/${voteId}/ballots`, { choice: "Support" })).status,
      );
      // Votes cannot be changed under the default rules: having voted, they are told so.
      const after = await abilitiesOf(client);
      agrees(
        `${role} votes again`,
        after.castBallot,
        (await client.post(`/api/votes/${voteId}/ballots`, { choice: "Oppose" })).status,
      );
      if (before.recordForOthers) runners.push(role);
      else {
        const forAbsentee = { choice: "Abstain", onBehalfOf: absenteeId };
        agrees(
          `${role} records for another`,
          false,
          (await client.post(`/api/votes/${voteId}/ballots`, forAbsentee)).status,
        );
        agrees(
          `${role} closes`,
          before.close,
          (await client.post(`/api/votes/${voteId}/close`, {})).status,
        );
      }
    }
    expect(runners.length).toBeGreaterThan(0);
    const runner = clientOf(runners[0] as Role).client;
    const forAbsentee = { choice: "Abstain", onBehalfOf: absenteeId };
    agrees(
      "runner records for another",
      true,
      (await runner.post(`/api/votes/${voteId}/ballots`, forAbsentee)).status,
    );
    agrees(
      "runner closes",
      (await abilitiesOf(runner)).close,
      (await runner.post(`/api/votes/${voteId}/close`, {})).status,
    );
    const closed = await abilitiesOf(runner);
    expect(closed).toEqual({ castBallot: false, recordForOthers: false, close: false });
  });
});
