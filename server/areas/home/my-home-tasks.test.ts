import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MyHomeResponse } from "../../../common/contracts/home.js";
import {
  actionItems,
  actionOwners,
  agendaItems,
  meetings,
  minuteConfirmations,
  minuteSignatures,
  organisations,
  votes,
} from "../../db/schema/index.js";
import { addMembership, buildAccount, buildBoard, signedInClient } from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";
import { textPdf } from "../../test/text-pdf.js";
import { agendaItemContextType } from "../meetings/votes/item-vote.js";

let server: TestServer;
let me: TestClient;
let myId = "";
let owner: TestClient;
let ownerId = "";
let otherId = "";
let boardId = "";
let strangersBoardId = "";

async function meeting(organisationId: string, title: string) {
  const start = new Date(Date.now() - 7 * 86_400_000);
  const [m] = await server.database.db
    .insert(meetings)
    .values({
      organisationId,
      title,
      startTime: start,
      endTime: new Date(start.getTime() + 3_600_000),
      timeZone: "Pacific/Auckland",
      state: "InProgress",
    })
    .returning({ id: meetings.id });
  if (!m) throw new Error("no meeting");
  return m.id;
}

async function action(
  organisationId: string,
  description: string,
  dueDate: string | null,
  ownerIds: string[],
  status: "NotStarted" | "InProgress" | "Done" | "Cancelled" = "NotStarted",
) {
  const db = server.database.db;
  const [a] = await db
    .insert(actionItems)
    .values({ organisationId, description, dueDate, status })
    .returning({ id: actionItems.id });
  if (!a) throw new Error("no action");
  await db.insert(actionOwners).values(ownerIds.map((personId) => ({ actionId: a.id, personId })));
}

async function vote(meetingId: string, motion: string, eligible: string[], status = "open") {
  const db = server.database.db;
  const [item] = await db
    .insert(agendaItems)
    .values({ meetingId, position: 1, title: `Item: ${motion}`, type: "Vote", motion })
    .returning({ id: agendaItems.id });
  const [m] = await db
    .select({ organisationId: meetings.organisationId })
    .from(meetings)
    .where(eq(meetings.id, meetingId));
  const [v] = await db
    .insert(votes)
    .values({
      organisationId: m?.organisationId ?? "",
      contextType: agendaItemContextType,
      contextId: item?.id ?? "",
      motion,
      eligiblePersonIds: eligible,
      status: status === "open" ? "open" : "closed",
    })
    .returning({ id: votes.id });
  if (!v) throw new Error("no vote");
  return v.id;
}

/** Confirmed minutes with a stored PDF, and a request for `personId` to sign them. */
async function signatureRequest(meetingId: string, personId: string, reversed = false) {
  const db = server.database.db;
  // A real PDF: the last signature seals it.
  const pdf = Buffer.from(await textPdf(`Minutes of ${meetingId}`));
  const key = `minutes/${meetingId}/test.pdf`;
  await server.services.storage.put(key, pdf);
  const [c] = await db
    .insert(minuteConfirmations)
    .values({
      meetingId,
      confirmingMeetingId: meetingId,
      mode: "asPresented",
      minutesPdfKey: key,
      minutesSha256: createHash("sha256").update(pdf).digest("hex"),
      reversedAt: reversed ? new Date() : null,
    })
    .returning({ id: minuteConfirmations.id });
  await db.insert(minuteSignatures).values({ confirmationId: c?.id ?? "", personId });
}

const myHome = async (client: TestClient = me) => {
  const res = await client.get<MyHomeResponse>("/api/my-home");
  expect(res.status).toBe(200);
  return res.body;
};

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const o = await buildAccount(db, { firstName: "Owen" });
  ownerId = o.personId;
  owner = await signedInClient(server.url, o.email);
  boardId = (await buildBoard(db, ownerId, "Harbour Trust")).id;
  const p = await buildAccount(db, { firstName: "Mere" });
  myId = p.personId;
  me = await signedInClient(server.url, p.email);
  await addMembership(db, boardId, myId, "Director");
  otherId = (await buildAccount(db)).personId;
  await addMembership(db, boardId, otherId, "Director");
  strangersBoardId = (await buildBoard(db, otherId, "Elsewhere Inc")).id;
});
afterAll(async () => {
  await server.close();
});

describe("My Home: my actions", () => {
  it("lists my open actions across organisations, overdue first, without completed or others'", async () => {
    await action(boardId, "Undated task", null, [myId]);
    await action(boardId, "Far future", "2099-06-30", [myId, otherId], "InProgress");
    await action(boardId, "Long overdue", "2020-01-31", [myId]);
    await action(boardId, "Already done", "2020-01-01", [myId], "Done");
    await action(boardId, "Cancelled one", "2020-01-01", [myId], "Cancelled");
    await action(boardId, "Not mine", "2020-01-01", [otherId]);
    // Owned by me, in an organisation I am not a member of.
    await action(strangersBoardId, "Stray", "2020-01-01", [myId]);

    const { actions } = await myHome();
    expect(actions.items.map((a) => [a.Description, a.Overdue])).toEqual([
      ["Long overdue", true],
      ["Far future", false],
      ["Undated task", false],
    ]);
    expect(actions.total).toBe(3);
    expect(actions.items[0]).toMatchObject({
      OrganisationId: boardId,
      OrganisationName: "Harbour Trust",
      Status: "NotStarted",
      DueDate: "2020-01-31",
    });
  });
});

describe("My Home: open votes", () => {
  it("shows a vote I may cast until I have voted", async () => {
    const meetingId = await meeting(boardId, "March board meeting");
    const mine = await vote(meetingId, "Adopt the budget", [myId, otherId]);
    await vote(meetingId, "Not my vote", [otherId]);
    await vote(meetingId, "Closed already", [myId], "closed");

    const before = await myHome();
    expect(before.votes).toEqual([
      expect.objectContaining({
        Id: mine,
        Motion: "Adopt the budget",
        ItemTitle: "Item: Adopt the budget",
        MeetingId: meetingId,
        MeetingTitle: "March board meeting",
        OrganisationName: "Harbour Trust",
      }),
    ]);
    const cast = await me.post(`/api/votes/${mine}/ballots`, { choice: "Support" });
    expect(cast.status).toBe(201);
    expect((await myHome()).votes).toEqual([]);
  });
});

describe("My Home: minutes awaiting my signature", () => {
  it("shows confirmed minutes I am asked to sign until I sign them", async () => {
    const meetingId = await meeting(boardId, "February board meeting");
    await signatureRequest(meetingId, myId);
    const reversedMeeting = await meeting(boardId, "Reversed minutes");
    await signatureRequest(reversedMeeting, myId, true);

    const before = await myHome();
    expect(before.signatures).toEqual([
      expect.objectContaining({
        MeetingId: meetingId,
        MeetingTitle: "February board meeting",
        OrganisationName: "Harbour Trust",
        TimeZone: "Pacific/Auckland",
      }),
    ]);
    const signed = await me.post(`/api/meetings/${meetingId}/signatures/sign`);
    expect(signed.status).toBe(201);
    expect((await myHome()).signatures).toEqual([]);
  });

  it("are not shown to an Executive, who may not open minutes", async () => {
    const exec = await buildAccount(server.database.db);
    await addMembership(server.database.db, boardId, exec.personId, "Executive");
    await signatureRequest(await meeting(boardId, "Executive's request"), exec.personId);
    const body = await myHome(await signedInClient(server.url, exec.email));
    expect(body.signatures).toEqual([]);
  });
});

describe("My Home: free trials", () => {
  it("shows the days left to everyone, and Buy Now only to the account owner", async () => {
    const forMe = (await myHome()).trials;
    expect(forMe).toEqual([
      {
        OrganisationId: boardId,
        OrganisationName: "Harbour Trust",
        IsCommittee: false,
        DaysLeft: 14,
        ShowBuyNow: false,
      },
    ]);
    const forOwner = (await myHome(owner)).trials;
    expect(forOwner).toEqual([
      expect.objectContaining({ OrganisationId: boardId, ShowBuyNow: true }),
    ]);
  });

  it("shows nothing for a trial without a start date or duration, nor for a paid organisation", async () => {
    const db = server.database.db;
    const o = await buildAccount(db);
    const client = await signedInClient(server.url, o.email);
    const undated = (await buildBoard(db, o.personId, "Undated trial")).id;
    const paid = (await buildBoard(db, o.personId, "Paying board")).id;
    const counted = (await buildBoard(db, o.personId, "Counting down")).id;
    await db
      .update(organisations)
      .set({ trialStartDate: null })
      .where(eq(organisations.id, undated));
    await db.update(organisations).set({ status: "Active" }).where(eq(organisations.id, paid));
    await db
      .update(organisations)
      .set({ trialStartDate: new Date(Date.now() - 10 * 86_400_000) })
      .where(eq(organisations.id, counted));
    expect((await myHome(client)).trials).toEqual([
      expect.objectContaining({ OrganisationId: counted, DaysLeft: 4, ShowBuyNow: true }),
    ]);
  });
});
