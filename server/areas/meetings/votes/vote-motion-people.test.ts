import { describe, expect, it } from "vitest";
import type { MeetingDetail } from "../../../../common/contracts/meetings.js";
import { buildAccount, buildBoard } from "../../../test/factories.js";
import { fetchPdfText } from "../../../test/pdf-text.js";
import { type ErrorBody, minutesFixture } from "../minutes-fixture.js";

const f = minutesFixture();

type Named = { PersonId: string; Name: string } | null;
type VoteWithPeople = { Mover: Named; Seconder: Named };
type FieldErrors = ErrorBody & { error: { fields?: Record<string, string> } };

const nameOf = (i: number) => `Director${i} Tester`;
const idOf = (i: number) => f.directors[i]?.personId ?? "";

/** A meeting in Draft Minutes with directors 0–2 present (3 is not) and its vote item. */
async function meetingWithVote(title: string) {
  const meeting = await f.meetingInMinutes(title);
  await f.markPresent(meeting.id, 3);
  return meeting;
}

async function castAndClose(voteId: string, body: Record<string, unknown> = {}) {
  for (const i of [0, 1, 2])
    await f.directors[i]?.client.post(`/api/votes/${voteId}/ballots`, {
      choice: i === 2 ? "Oppose" : "Support",
    });
  return f.secretary.post<{ DecisionId: string } & FieldErrors>(`/api/votes/${voteId}/close`, body);
}

describe("a formal vote's mover and seconder", () => {
  it("are named when the vote opens and carried into the vote, its minute, the minutes, their PDF and the register", async () => {
    const { id, voteItemId } = await meetingWithVote("Moved at opening");
    const opened = await f.secretary.post<{ Id: string }>(
      `/api/meetings/${id}/agenda/items/${voteItemId}/vote`,
      { moverPersonId: idOf(0), seconderPersonId: idOf(1) },
    );
    expect(opened.status).toBe(201);
    const vote = (await f.secretary.get<VoteWithPeople>(`/api/votes/${opened.body.Id}`)).body;
    expect(vote.Mover).toEqual({ PersonId: idOf(0), Name: nameOf(0) });
    expect(vote.Seconder).toEqual({ PersonId: idOf(1), Name: nameOf(1) });
    expect((await castAndClose(opened.body.Id)).status).toBe(200);

    const sentence = `Moved ${nameOf(0)}, seconded ${nameOf(1)}, that the board approves the 2027 budget; carried 2–1.`;
    const meeting = (await f.secretary.get<MeetingDetail>(`/api/meetings/${id}`)).body;
    const item = meeting.Agenda?.find((i) => i.Id === voteItemId);
    expect(item?.Minutes).toContain(sentence);
    expect(item?.Decisions[0]).toMatchObject({
      Mover: nameOf(0),
      Seconder: nameOf(1),
      Text: sentence,
      FromVote: true,
    });

    const pdf = await fetchPdfText(f.server.url, f.secretary, `/api/meetings/${id}/minutes.pdf`);
    expect(pdf).toContain(`Moved: ${nameOf(0)}`);
    expect(pdf).toContain(`Seconded: ${nameOf(1)}`);

    const register = await f.secretary.get<{
      decisions: { MeetingId: string | null; Mover: string | null; Seconder: string | null }[];
    }>(`/api/organisations/${f.boardId}/decisions`);
    expect(register.body.decisions.find((d) => d.MeetingId === id)).toMatchObject({
      Mover: nameOf(0),
      Seconder: nameOf(1),
    });
  });

  it("can be named when the vote closes instead", async () => {
    const { id, voteItemId } = await meetingWithVote("Moved at close");
    const voteId = (
      await f.secretary.post<{ Id: string }>(
        `/api/meetings/${id}/agenda/items/${voteItemId}/vote`,
        {},
      )
    ).body.Id;
    expect(
      (await castAndClose(voteId, { moverPersonId: idOf(2), seconderPersonId: idOf(0) })).status,
    ).toBe(200);
    const vote = (await f.secretary.get<VoteWithPeople>(`/api/votes/${voteId}`)).body;
    expect(vote.Mover?.Name).toBe(nameOf(2));
    expect(vote.Seconder?.Name).toBe(nameOf(0));
    const meeting = (await f.secretary.get<MeetingDetail>(`/api/meetings/${id}`)).body;
    expect(meeting.Agenda?.find((i) => i.Id === voteItemId)?.Decisions[0]?.Text).toBe(
      `Moved ${nameOf(2)}, seconded ${nameOf(0)}, that the board approves the 2027 budget; carried 2–1.`,
    );
  });

  it("must be members present at this meeting; a refused id is refused alike whether it exists elsewhere or not", async () => {
    const { id, voteItemId } = await meetingWithVote("Refused movers");
    const db = f.server.database.db;
    const stranger = await buildAccount(db);
    await buildBoard(db, stranger.personId, "Another Trust");
    const openWith = (body: Record<string, unknown>) =>
      f.secretary.post<FieldErrors>(`/api/meetings/${id}/agenda/items/${voteItemId}/vote`, body);

    const refusals = await Promise.all(
      [
        idOf(3), // a director of this board, not present
        stranger.personId, // someone of another board
        "00000000-0000-4000-8000-000000000000", // nobody
      ].map((moverPersonId) => openWith({ moverPersonId })),
    );
    for (const r of refusals) expect(r.status).toBe(400);
    expect(refusals[0]?.body.error.fields).toEqual({
      moverPersonId: "Choose a member present at this meeting.",
    });
    expect(refusals[1]?.body).toEqual(refusals[0]?.body);
    expect(refusals[2]?.body).toEqual(refusals[0]?.body);

    const same = await openWith({ moverPersonId: idOf(0), seconderPersonId: idOf(0) });
    expect(same.status).toBe(400);
    expect(same.body.error.fields).toEqual({
      seconderPersonId: "Choose someone other than the mover.",
    });

    // Nothing opened on a refusal; at close the same rule holds and the vote stays open.
    const voteId = (await openWith({ moverPersonId: idOf(1) })).body as unknown as { Id: string };
    const late = await castAndClose(voteId.Id, { seconderPersonId: stranger.personId });
    expect(late.status).toBe(400);
    expect(late.body.error.fields).toEqual({
      seconderPersonId: "Choose a member present at this meeting.",
    });
    const stillOpen = await f.secretary.get<{ Status: string }>(`/api/votes/${voteId.Id}`);
    expect(stillOpen.body.Status).toBe("open");
  });
});
