// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, refusal, reply } from "../../../test/fake-api.js";
import { renderInApp } from "../../../test/render.js";
import { BallotButtons } from "./BallotButtons.js";

const ballots = "POST /api/votes/v1/ballots";
const choice = (name: string) => screen.getByRole("button", { name });

describe("casting a ballot", () => {
  it("offers three choices, none taken, and records the one pressed with the comment", async () => {
    const api = fakeApi({ [ballots]: () => reply(201, { message: "Recorded" }) });
    const { user } = renderInApp(<BallotButtons voteId="v1" current={null} />);
    expect(screen.getByRole("group", { name: "Your vote" })).toBeTruthy();
    for (const name of ["Support", "Oppose", "Abstain"])
      expect(choice(name).getAttribute("aria-pressed")).toBe("false");

    await user.type(screen.getByLabelText("Comment (optional)"), "  Subject to audit ");
    await user.click(choice("Support"));

    expect(await screen.findByText("Your vote has been recorded.")).toBeTruthy();
    expect(api.sentTo(ballots)).toEqual([{ choice: "Support", comment: "Subject to audit" }]);
  });

  it("shows the vote already cast as pressed, and says a change was made", async () => {
    const api = fakeApi({ [ballots]: () => reply(201, { message: "Changed" }) });
    const { user } = renderInApp(<BallotButtons voteId="v1" current="Oppose" />);
    expect(screen.getByRole("group", { name: "Change your vote" })).toBeTruthy();
    expect(choice("Oppose").getAttribute("aria-pressed")).toBe("true");
    expect(choice("Support").getAttribute("aria-pressed")).toBe("false");

    await user.click(choice("Abstain"));

    expect(await screen.findByText("Your vote has been changed.")).toBeTruthy();
    expect(api.sentTo(ballots)).toEqual([{ choice: "Abstain" }]);
  });

  it("says why a ballot was refused, and lets the voter try again", async () => {
    let answers = 0;
    fakeApi({
      [ballots]: () =>
        answers++ === 0 ? reply(409, refusal("This vote has closed.")) : { message: "Recorded" },
    });
    const { user } = renderInApp(<BallotButtons voteId="v1" current={null} />);

    await user.click(choice("Support"));
    const alert = await screen.findByText("This vote has closed.");
    expect(alert.closest("[role=alert]")).toBeTruthy();

    await user.click(choice("Support"));
    expect(await screen.findByText("Your vote has been recorded.")).toBeTruthy();
    expect(screen.queryByText("This vote has closed.")).toBeNull();
  });
});
