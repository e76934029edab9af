// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { FlyingMinuteView } from "../../data/between-meetings.js";
import { fakeApi, refusal, reply } from "../../test/fake-api.js";
import { renderInApp } from "../../test/render.js";
import { FlyingMinuteHostActions } from "./FlyingMinuteHostActions.js";

const status = "POST /api/flying-minutes/f1/status";

function flyingMinute(overrides: Partial<FlyingMinuteView>): FlyingMinuteView {
  return {
    flyingMinuteId: "f1",
    voteId: "v1",
    OrganisationId: "o1",
    Title: "Sign the lease",
    Motion: "That the board signs the lease.",
    MotionDoc: null,
    Background: "",
    BackgroundDoc: null,
    Files: [],
    Status: "VotingInProgress",
    Outcome: "not set",
    Host: { PersonId: "p1", Name: "Aroha Ngata" },
    Mover: null,
    HasDiscussion: false,
    Anonymous: false,
    TimeZone: "Pacific/Auckland",
    VoteStartsAt: "2026-11-25T00:00:00.000Z",
    VoteClosesAt: "2026-11-28T04:00:00.000Z",
    VoteStartsAtText: "25 Nov 2026, 1:00 pm NZDT",
    VoteClosesAtText: "28 Nov 2026, 5:00 pm NZDT",
    ClosingReminderHours: 2,
    EmailGreeting: "",
    EmailComment: "",
    Voters: [],
    SuggestedConflicts: [],
    RuleText: "",
    ParticipationPercentage: 100,
    ParticipationStillPossible: true,
    Vote: {
      Motion: "That the board signs the lease.",
      Mover: null,
      Seconder: null,
      Anonymous: false,
      Status: "open",
      Outcome: null,
      Eligible: [],
      Tally: { support: 2, oppose: 0, abstain: 0, notVoted: 1 },
      MyChoice: null,
      Rules: {
        passingPercentage: 50,
        nonVoteCountsAsSupport: false,
        outcomeCalculated: false,
        allowVoteChangeUntilClose: false,
        participationPercentage: 100,
      },
      Ballots: [],
      Abilities: { castBallot: false, recordForOthers: true, close: true },
    },
    DecisionId: null,
    Comments: [],
    Notices: [],
    Abilities: { edit: true, moves: ["OutcomePending", "Closed"], comment: true, delete: false },
    ...overrides,
  };
}

describe("the host's buttons on a flying minute", () => {
  it("offers only the moves the server sends, and asks for the outcome where it is set by hand", async () => {
    const api = fakeApi({ [status]: () => reply(200, { Status: "Closed" }) });
    const { user } = renderInApp(<FlyingMinuteHostActions fm={flyingMinute({})} />);
    expect(screen.queryByRole("button", { name: "Start voting" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Close vote" }));
    const close = screen.getAllByRole("button", { name: "Close vote" }).at(-1);
    expect(close?.hasAttribute("disabled")).toBe(true);
    await user.click(screen.getByRole("radio", { name: "Not approved" }));
    if (close) await user.click(close);
    expect(await screen.findByText("The flying minute is now: Closed.")).toBeTruthy();
    expect(api.sentTo(status)).toEqual([{ to: "Closed", outcome: "not approved" }]);
  });

  it("shows the server's refusal and keeps the dialog's choice", async () => {
    fakeApi({
      [status]: () =>
        reply(
          400,
          refusal("Too few voters took part for the motion to be approved.", {
            outcome: "Only Not Approved is possible.",
          }),
        ),
    });
    const { user } = renderInApp(<FlyingMinuteHostActions fm={flyingMinute({})} />);
    await user.click(screen.getByRole("button", { name: "Close vote" }));
    await user.click(screen.getByRole("radio", { name: "Approved" }));
    const close = screen.getAllByRole("button", { name: "Close vote" }).at(-1);
    if (close) await user.click(close);
    expect(await screen.findByText(/Too few voters took part/)).toBeTruthy();
    expect((screen.getByRole("radio", { name: "Approved" }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it("starts a draft after asking, since starting e-mails every voter", async () => {
    const api = fakeApi({ [status]: () => reply(200, { Status: "VotingInProgress" }) });
    const { user } = renderInApp(
      <FlyingMinuteHostActions
        fm={flyingMinute({
          Status: "Draft",
          Abilities: {
            edit: true,
            moves: ["Discussion", "VotingInProgress"],
            comment: false,
            delete: true,
          },
        })}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Start voting" }));
    expect(screen.getByText(/Every voter who can sign in is e-mailed now/)).toBeTruthy();
    expect(api.sentTo(status)).toEqual([]);
    await user.click(screen.getAllByRole("button", { name: "Start voting" }).at(-1) as HTMLElement);
    expect(api.sentTo(status)).toEqual([{ to: "VotingInProgress" }]);
  });
});
