import { TestClient } from "../../server/test/http-client.js";
import type { Plan } from "../dataset/plan.js";

/** A voter and how their ballot is cast: by themselves, or recorded by the minute taker. */
export type Voter = { personId: string; client: TestClient; onBehalfOf: string | undefined };

export type LiveMeeting = {
  meetingId: string;
  /** One Vote item with a motion per round. */
  voteItemIds: string[];
  /** The Administrator, who runs the meeting: opens and closes votes, records ballots. */
  runner: TestClient;
  voters: Voter[];
};

type Answer = { status: number; body: unknown };

function ok<T>(answer: Answer, what: string): T {
  if (answer.status >= 300)
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body as T;
}

function signedIn(baseUrl: string, sessionToken: string): TestClient {
  const client = new TestClient(baseUrl);
  client.setCookie("qr_session", sessionToken);
  return client;
}

/**
 * The meeting the scenario runs, prepared through the API as its Administrator would: a
 * meeting dated the day before the dataset's anchor (so it is in no one's upcoming list), one
 * Vote item per round, the agenda published, minutes started, and `voterCount` board members
 * marked present. Board members with a bench session cast their own ballots; the others are
 * members without a login here, whose ballots the minute taker records (`onBehalfOf`).
 */
export async function prepareLiveMeeting(
  baseUrl: string,
  plan: Plan,
  rounds: number,
  voterCount: number,
): Promise<LiveMeeting> {
  const first = plan.benchUsers[0];
  const org = first && plan.orgs[first.homeOrg];
  if (!first || !org) throw new Error("the dataset has no bench user");
  const sessions = new Map(plan.benchUsers.map((u) => [u.person, u.token]));
  const administrator = org.members.find(
    (m) => m.role === "Administrator" && sessions.has(m.person),
  );
  const runnerToken = administrator && sessions.get(administrator.person);
  if (!runnerToken) throw new Error("no bench user is the organisation's Administrator");
  const runner = signedIn(baseUrl, runnerToken);

  const board = org.members.filter((m) => m.isBoardMember);
  // Board members who can sign in first, so as many ballots as possible are cast by the voter.
  const ordered = [
    ...board.filter((m) => sessions.has(m.person)),
    ...board.filter((m) => !sessions.has(m.person)),
  ].slice(0, voterCount);
  if (ordered.length < voterCount)
    throw new Error(`the organisation has ${board.length} board members, not ${voterCount}`);
  const voters: Voter[] = ordered.map((m) => {
    const token = sessions.get(m.person);
    const personId = plan.personId(m.person);
    return token
      ? { personId, client: signedIn(baseUrl, token), onBehalfOf: undefined }
      : { personId, client: runner, onBehalfOf: personId };
  });

  const day = new Date(plan.options.anchor.getTime() - 86_400_000).toISOString().slice(0, 10);
  const { Id: meetingId } = ok<{ Id: string }>(
    await runner.post(`/api/organisations/${org.id}/meetings`, {
      title: `Live bench meeting ${new Date().toISOString()}`,
      date: day,
      startTime: "09:00",
      endTime: "11:00",
    }),
    "create the meeting",
  );
  const meeting = `/api/meetings/${meetingId}`;
  ok(await runner.post(`${meeting}/agenda/build`, { source: "blank" }), "build the agenda");
  const voteItemIds: string[] = [];
  for (let r = 0; r < rounds; r++) {
    const item = ok<{ Id: string }>(
      await runner.post(`${meeting}/agenda/items`, {
        type: "Vote",
        title: `Motion ${r + 1}`,
        motion: `That the board approves proposal ${r + 1}.`,
      }),
      "add a Vote item",
    );
    voteItemIds.push(item.Id);
  }
  for (const action of ["publishAgenda", "startMinutes"])
    ok(await runner.post(`${meeting}/transitions`, { action }), action);
  const attendance = ok<{ attendees: Array<{ Id: string; PersonId: string | null }> }>(
    await runner.get(`${meeting}/attendance`),
    "read attendance",
  );
  for (const voter of voters) {
    const row = attendance.attendees.find((a) => a.PersonId === voter.personId);
    if (!row) throw new Error(`voter ${voter.personId} is not on the attendance list`);
    ok(
      await runner.patch(`${meeting}/attendance/${row.Id}`, { status: "present" }),
      "mark a voter present",
    );
  }
  return { meetingId, voteItemIds, runner, voters };
}
