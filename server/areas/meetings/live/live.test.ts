import { describe, expect, it } from "vitest";
import { openEventStream } from "../../../test/event-stream-client.js";
import { buildAccount, clientWithSession, signedInClient } from "../../../test/factories.js";
import { minutesFixture } from "../minutes-fixture.js";

const f = minutesFixture();

describe("the live meeting page", () => {
  it("tells an open page which parts of its meeting changed, on any path, and nothing of other meetings", async () => {
    const { id, voteItemId } = await f.meetingInMinutes("Live meeting");
    const other = await f.meetingInMinutes("Another meeting");
    const director = f.directors[0];
    if (!director) throw new Error("no director");
    const stream = await openEventStream(director.client, `/api/meetings/${id}/live`);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    await stream.next("ready");

    await f.markPresent(other.id, 3); // another meeting: nothing for this page
    await f.markPresent(id, 3);
    expect(await stream.changesUntilQuiet()).toEqual({ parts: ["attendance"], votes: [] });

    const voteId = (
      await f.secretary.post<{ Id: string }>(
        `/api/meetings/${id}/agenda/items/${voteItemId}/vote`,
        {
          anonymous: false,
        },
      )
    ).body.Id;
    // Opening the vote shows on the agenda (the meeting is read again) and names the vote.
    const opened = await stream.changesUntilQuiet();
    expect(opened.parts).toContain("votes");
    expect(opened.votes).toEqual([voteId]);
    // A ballot changes that vote's tally and nothing else the page shows.
    await director.client.post(`/api/votes/${voteId}/ballots`, { choice: "Support" });
    expect(await stream.changesUntilQuiet()).toEqual({ parts: ["ballots"], votes: [voteId] });
    expect(stream.pending()).toEqual([]);
    stream.close();
  });

  it("ends the stream once the viewer signs out", async () => {
    const { id } = await f.meetingInMinutes("Sign-out meeting");
    const director = f.directors[1];
    if (!director) throw new Error("no director");
    const viewer = await clientWithSession(f.server.database.db, f.server.url, director.personId);
    const stream = await openEventStream(viewer, `/api/meetings/${id}/live`);
    await stream.next("ready");
    await viewer.post("/api/auth/logout");
    await f.markPresent(id, 2);
    expect((await stream.next("end")).data).toMatchObject({
      reason: expect.stringMatching(/ended/),
    });
    await expect(stream.next(undefined, 1_000)).rejects.toThrow(/ended/);
  });

  it("is refused to someone who may not read the meeting", async () => {
    const { id } = await f.meetingInMinutes("Closed meeting");
    const stranger = await buildAccount(f.server.database.db);
    const client = await signedInClient(f.server.url, stranger.email);
    const stream = await openEventStream(client, `/api/meetings/${id}/live`);
    expect(stream.status).toBe(404);
    stream.close();
  });
});
