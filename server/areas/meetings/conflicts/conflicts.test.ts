import { describe, expect, it } from "vitest";
import { minutesFixture } from "../minutes-fixture.js";

const f = minutesFixture();

describe("conflicts of interest", () => {
  it("suggests conflicts from current interests that mention the item, until declared", async () => {
    const { id, otherItemId } = await f.meetingInMinutes("Interests meeting");
    await f.secretary.patch(`/api/meetings/${id}/agenda/items/${otherItemId}`, {
      description: "Includes the tender from Kauri Builders for the hall roof.",
    });
    const [builder, former] = f.directors;
    const interestsUrl = `/api/organisations/${f.boardId}/interests`;
    expect(
      (
        await builder?.client.post(interestsUrl, {
          personId: builder.personId,
          entity: "Kauri Builders Limited",
          nature: "Director and shareholder",
        })
      )?.status,
    ).toBe(201);
    // An interest that has ended is not a conflict any more.
    await former?.client.post(interestsUrl, {
      personId: former.personId,
      entity: "Kauri Builders Limited",
      nature: "Former employee",
      disclosedOn: "2020-01-01",
      endsOn: "2021-01-01",
    });
    type Suggestions = {
      items: { ItemId: string; Suggestions: { PersonId: string; MatchedWords: string[] }[] }[];
    };
    const url = `/api/meetings/${id}/conflict-suggestions`;
    const first = (await f.secretary.get<Suggestions>(url)).body.items.find(
      (i) => i.ItemId === otherItemId,
    );
    expect(first?.Suggestions).toEqual([
      expect.objectContaining({
        PersonId: builder?.personId,
        MatchedWords: expect.arrayContaining(["kauri", "builder"]),
      }),
    ]);
    await f.secretary.post(`/api/meetings/${id}/agenda/items/${otherItemId}/conflicts`, {
      personId: builder?.personId,
    });
    const after = (await f.secretary.get<Suggestions>(url)).body.items.find(
      (i) => i.ItemId === otherItemId,
    );
    expect(after).toBeUndefined();
    expect((await builder?.client.get(url))?.status).toBe(403);
  });
});
