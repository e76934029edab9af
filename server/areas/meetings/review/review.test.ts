import { describe, expect, it } from "vitest";
import { type ErrorBody, minutesFixture } from "../minutes-fixture.js";

const f = minutesFixture();

describe("draft minutes for comment", () => {
  it("circulates draft minutes for comment and collects members' comments", async () => {
    const { id } = await f.meetingInMinutes("Review meeting");
    const director = f.directors[0]?.client;
    const early = await f.secretary.post<ErrorBody>(`/api/meetings/${id}/minutes/circulate`, {});
    expect(early.status).toBe(409);
    await f.secretary.post(`/api/meetings/${id}/transitions`, { action: "finishDraftMinutes" });
    const sent = await f.secretary.post<{ sent: number }>(`/api/meetings/${id}/minutes/circulate`, {
      comment: "Comments by Friday please.",
    });
    expect(sent.body.sent).toBeGreaterThanOrEqual(3);
    expect(
      (
        await director?.post(`/api/meetings/${id}/minutes-comments`, {
          text: "Item 3: the figure should be $12,400.",
        })
      )?.status,
    ).toBe(201);
    const list = await f.secretary.get<{ comments: { Text: string; By: string }[] }>(
      `/api/meetings/${id}/minutes-comments`,
    );
    expect(list.body.comments.map((c) => c.Text)).toEqual([
      "Item 3: the figure should be $12,400.",
    ]);
  });
});
