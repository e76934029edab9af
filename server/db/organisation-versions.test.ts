import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agendaItemContextType } from "../areas/meetings/votes/item-vote.js";
import { buildAccount, buildBoard } from "../test/factories.js";
import { openTestDatabase, type TestDatabase } from "../test/test-database.js";
import type { Db } from "./client.js";
import {
  actionItems,
  actionOwners,
  agendaItems,
  ballots,
  meetings,
  memberships,
  minuteConfirmations,
  minuteSignatures,
  organisations,
  organisationVersions,
  votes,
} from "./schema/index.js";

let database: TestDatabase;
let db: Db;
let boardId = "";
let otherBoardId = "";
let personId = "";

async function versionOf(organisationId: string): Promise<number> {
  const [row] = await db
    .select({ version: organisationVersions.version })
    .from(organisationVersions)
    .where(eq(organisationVersions.organisationId, organisationId));
  return row?.version ?? 0;
}

/** Runs a change and says whether it raised the board's version, and the other board's. */
async function raises(change: () => Promise<unknown>): Promise<{ board: boolean; other: boolean }> {
  const [board, other] = [await versionOf(boardId), await versionOf(otherBoardId)];
  await change();
  return {
    board: (await versionOf(boardId)) > board,
    other: (await versionOf(otherBoardId)) > other,
  };
}

const only = { board: true, other: false };

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  personId = (await buildAccount(db)).personId;
  boardId = (await buildBoard(db, personId, "Versioned Board")).id;
  otherBoardId = (await buildBoard(db, personId, "Bystander Board")).id;
});

afterAll(async () => {
  await database?.destroy();
});

describe("organisation record versions (what My Home's cache is keyed by)", () => {
  it("rise on every change My Home shows, in that organisation only", async () => {
    const start = new Date("2026-12-01T00:00:00Z");
    let meetingId = "";
    expect(
      await raises(async () => {
        const [m] = await db
          .insert(meetings)
          .values({
            organisationId: boardId,
            title: "December board",
            startTime: start,
            endTime: new Date(start.getTime() + 3_600_000),
            timeZone: "UTC",
          })
          .returning({ id: meetings.id });
        meetingId = m?.id ?? "";
      }),
    ).toEqual(only);
    expect(
      await raises(() =>
        db.update(meetings).set({ title: "December meeting" }).where(eq(meetings.id, meetingId)),
      ),
    ).toEqual(only);

    let itemId = "";
    expect(
      await raises(async () => {
        const [i] = await db
          .insert(agendaItems)
          .values({ meetingId, position: 1, title: "Budget" })
          .returning({ id: agendaItems.id });
        itemId = i?.id ?? "";
      }),
    ).toEqual(only);

    let actionId = "";
    expect(
      await raises(async () => {
        const [a] = await db
          .insert(actionItems)
          .values({ organisationId: boardId, meetingId, description: "Call the auditor" })
          .returning({ id: actionItems.id });
        actionId = a?.id ?? "";
      }),
    ).toEqual(only);
    expect(await raises(() => db.insert(actionOwners).values({ actionId, personId }))).toEqual(
      only,
    );
    expect(
      await raises(() =>
        db.update(actionItems).set({ status: "Done" }).where(eq(actionItems.id, actionId)),
      ),
    ).toEqual(only);
    expect(
      await raises(() => db.delete(actionOwners).where(eq(actionOwners.actionId, actionId))),
    ).toEqual(only);

    let voteId = "";
    expect(
      await raises(async () => {
        const [v] = await db
          .insert(votes)
          .values({
            organisationId: boardId,
            contextType: agendaItemContextType,
            contextId: itemId,
            motion: "Approve the budget",
            eligiblePersonIds: [personId],
          })
          .returning({ id: votes.id });
        voteId = v?.id ?? "";
      }),
    ).toEqual(only);
    expect(
      await raises(() => db.insert(ballots).values({ voteId, personId, choice: "Support" })),
    ).toEqual(only);

    let confirmationId = "";
    expect(
      await raises(async () => {
        const [c] = await db
          .insert(minuteConfirmations)
          .values({
            meetingId,
            confirmingMeetingId: meetingId,
            mode: "asPresented",
            minutesPdfKey: "minutes.pdf",
            minutesSha256: "0".repeat(64),
          })
          .returning({ id: minuteConfirmations.id });
        confirmationId = c?.id ?? "";
      }),
    ).toEqual(only);
    expect(
      await raises(() => db.insert(minuteSignatures).values({ confirmationId, personId })),
    ).toEqual(only);
    expect(
      await raises(() =>
        db
          .update(minuteSignatures)
          .set({ signedAt: new Date() })
          .where(eq(minuteSignatures.confirmationId, confirmationId)),
      ),
    ).toEqual(only);

    expect(
      await raises(() =>
        db
          .update(memberships)
          .set({ role: "Director" })
          .where(eq(memberships.organisationId, boardId)),
      ),
    ).toEqual(only);
    expect(
      await raises(() =>
        db
          .update(organisations)
          .set({ name: "Renamed Board" })
          .where(eq(organisations.id, boardId)),
      ),
    ).toEqual(only);
    expect(await raises(() => db.delete(meetings).where(eq(meetings.id, meetingId)))).toEqual(only);
  });

  it("stay put when a statement changes no rows", async () => {
    expect(
      await raises(() =>
        db.update(meetings).set({ title: "Nothing" }).where(eq(meetings.organisationId, boardId)),
      ),
    ).toEqual({ board: false, other: false });
  });
});
