import { describe, expect, it } from "vitest";
import { type AnalysisContext, analyseQuestion } from "./question-analysis.js";
import { variantsOf } from "./question-words.js";

const context: AnalysisContext = {
  today: "2027-05-20",
  organisations: [{ id: "trust", name: "Te Awa Sports Trust", shortName: "Te Awa" }],
  people: [{ id: "p1", first: "Tom", last: "Fletcher" }],
};
const ask = (q: string) => analyseQuestion(q, context);

describe("questions found on a New Zealand sports trust's board", () => {
  it("reads a question asked under a policy as one about that document", () => {
    const q = ask(
      "Under the health and safety policy, who reports incidents and near misses to the board, and how often?",
    );
    // "Near misses" are incidents, not meetings someone missed.
    expect(q.topic).toBe("document");
    expect(ask("Who misses the most board meetings?").topic).toBe("attendance");
    // A policy's review is an event of the records, not what the policy says.
    expect(ask("What did the board decide in the reserves policy review?").topic).toBe("decision");
  });

  it("reads what a rule needs, and a casting vote, as rules", () => {
    expect(ask("Above what amount does spending need a full board resolution?")).toMatchObject({
      topic: "document",
      asksAmount: true,
      subject: ["above", "spending"],
    });
    expect(ask("Does the chair have a casting vote on our board?").topic).toBe("document");
    expect(ask("How did the chair use his casting vote in August?").topic).toBe("vote");
  });

  it("asks an amount with 'how big', and keeps the AGM in a rule about it", () => {
    expect(ask("How big a contract can the GM sign without directors' approval?")).toMatchObject({
      topic: "document",
      asksAmount: true,
      subject: ["contract", "gm", "sign", "directors", "approval"],
    });
    expect(ask("By when does the AGM have to be held each year?").subject).toContain("agm");
    expect(ask("When is the next AGM?").subject).not.toContain("agm");
    expect(variantsOf("gm")).toContain("general manager");
    expect(variantsOf("agm")).toContain("annual general meeting");
  });

  it("knows the words people use for ending a thing and for holding money", () => {
    expect(ask("who seconded the motion to scrap the regatta?").subject).toEqual([
      "scrap",
      "regatta",
    ]);
    expect(variantsOf("scrap")).toContain("discontinue");
    expect(variantsOf("hold")).toContain("held");
    expect(variantsOf("single")).toContain("one");
    expect(variantsOf("row")).toContain("consecutive");
  });

  it("drops 'new' only when it is the one other word", () => {
    expect(ask("who moved the motion on the new turf?").subject).toEqual(["turf"]);
    expect(ask("when did we approve the new roof at Ashcombe Primary?").subject).toContain("new");
  });

  it("reads approving, being at a meeting oneself, and the bodies named side by side", () => {
    expect(ask("Did the board end up approving the Memorial Park floodlights?").topic).toBe(
      "decision",
    );
    expect(ask("Was I at the August 2026 board meeting?")).toMatchObject({
      topic: "attendance",
      mine: true,
      meeting: "inRange",
    });
    const plate = analyseQuestion(
      "What's still on my plate, action-wise, across the trust and FARC?",
      {
        ...context,
        organisations: [
          ...context.organisations,
          { id: "farc", name: "Finance, Audit and Risk Committee", shortName: "FARC" },
        ],
      },
    );
    expect(plate).toMatchObject({ topic: "action", mine: true, subject: [] });
    expect([...plate.organisations].sort()).toEqual(["farc", "trust"]);
  });

  it("asks which meetings were cancelled, not which were held", () => {
    expect(ask("Which trust board meeting got cancelled?")).toMatchObject({
      topic: "meeting",
      cancelledOnly: true,
    });
    expect(ask("How many board meetings were held in 2026?").cancelledOnly).toBe(false);
    expect(ask("Were any of my actions cancelled?").cancelledOnly).toBe(false);
  });

  it("reads where actions stand, and whose they are when someone is 'down for' them", () => {
    expect(ask("How many of the board's actions haven't been started yet?").actionStatus).toBe(
      "notStarted",
    );
    expect(ask("Which actions are on hold?").actionStatus).toBe("onHold");
    expect(ask("What actions are in progress?").actionStatus).toBe("inProgress");
    expect(ask("What actions am I down for?")).toMatchObject({
      topic: "action",
      mine: true,
      actionStatus: "open",
      subject: [],
    });
    // What the asker still has to do is their actions; what to do if something happens, a rule.
    expect(ask("what do i still need to do for my slip")).toMatchObject({
      topic: "action",
      mine: true,
    });
    expect(ask("What do I need to do if I have a conflict?").topic).toBe("document");
    // What a governing document says, though "declaration" is also said of interests.
    expect(
      ask("what does the declaration say about who is responsible for fixing balconies").topic,
    ).toBe("document");
    expect(
      ask("per the collections policy when does an account get sent to the attorney"),
    ).toMatchObject({ topic: "document", subject: ["collections", "account", "sent", "attorney"] });
  });

  it("adds what things 'come to altogether', over every year listed", () => {
    expect(
      ask("What did the budgets for the 2025, 2026 and 2027 ADMs come to altogether?"),
    ).toMatchObject({
      adds: true,
      range: { from: "2025-01-01", to: "2027-12-31" },
    });
    expect(ask("What did we approve in 2025 and 2026?").range).toEqual({
      from: "2025-01-01",
      to: "2026-12-31",
    });
  });

  it("reads an annual delegates' meeting as the annual meeting", () => {
    expect(ask("Who from the board didn't make it to the 2026 ADM?").meetingKind).toContain(
      "\\madm\\M",
    );
    expect(ask("When is the next Annual Delegates' Meeting?").meetingKind).toContain(
      "annual (general |delegates'? |members'? )?meeting",
    );
  });

  it("keeps what a question is about where the new readings could take it", () => {
    expect(ask("Why is revenue down for the quarter?").subject).toContain("revenue");
    expect(ask("When did the board come to a decision on the hall lease?").adds).toBe(false);
    expect(ask("Did Tom come to the last meeting?").adds).toBe(false);
    expect(ask("What is my role at the next board meeting?").topic).not.toBe("attendance");
    expect(ask("Which actions didn't get started?").actionStatus).toBe("notStarted");
  });

  it("reads what a meeting will cover or dealt with as its business", () => {
    expect(ask("What will the July 2027 board meeting cover?").topic).toBe("agenda");
    expect(ask("What did the special board meeting deal with?").topic).toBe("agenda");
    expect(ask("How much cover did we buy on the cyber policy?").topic).not.toBe("agenda");
  });
});

describe("questions typed as a busy governor would", () => {
  it("reads the asker's own errand, said after the question, as no rule", () => {
    const q = ask("hi - when is the next board meeting? need to put it in my diary");
    expect(q).toMatchObject({ topic: "meeting", meeting: "next", subject: [] });
    // A rule asked beside a remark is still a rule.
    expect(ask("We need to appoint a new auditor, who is allowed to do that?").topic).toBe(
      "document",
    );
    // Asked, it is still a rule.
    expect(ask("Do I need to declare my wife's shares?").topic).toBe("document");
    expect(ask("Does a trustee need to declare a gift?").topic).toBe("document");
  });

  it("leaves out a greeting and a request to be reminded", () => {
    expect(ask("Remind me what the quorum is for a meeting?").subject).toEqual(["quorum"]);
  });
});

describe("questions of a Welsh college's governors", () => {
  it("reads what a meeting was about, or what comes to it, as its business", () => {
    expect(ask("What was discussed at the 2026 strategy day? I couldn't make it").topic).toBe(
      "agenda",
    );
    expect(ask("What was the extraordinary meeting in April about?").topic).toBe("agenda");
    expect(ask("What's coming to the audit committee on 22 June?").topic).toBe("agenda");
    expect(ask("When's our next board meeting, and is the budget on it?").topic).toBe("agenda");
    expect(ask("Which trustees are on it?").topic).not.toBe("agenda");
    expect(ask("What is going to happen to the old clubhouse?").topic).not.toBe("agenda");
  });

  it("reads notice and what a quorum needs as rules, and a past quorum as the records", () => {
    expect(ask("How much notice do governors get for an extraordinary meeting?").topic).toBe(
      "document",
    );
    expect(ask("How many members do we need for the committee to be quorate?").topic).toBe(
      "document",
    );
    expect(ask("Was the April meeting quorate, and who attended?").topic).toBe("attendance");
    expect(ask("did we have a quorum at the 2026 annual meeting?").topic).toBe("attendance");
    expect(ask("Was there a quorum in March?").topic).toBe("attendance");
    // What became of a policy is what was decided about it; "remind me" is not the asker's own.
    expect(ask("remind me what happened with the pet policy")).toMatchObject({
      topic: "decision",
      mine: false,
    });
    expect(ask("remind me what actions i have").mine).toBe(true);
    // "In total" after "how long" is a length of time, not a sum.
    expect(ask("How long can an independent governor serve in total?")).toMatchObject({
      topic: "document",
      adds: false,
    });
    expect(ask("How often did we pay the consultants and what did it add up to?").adds).toBe(true);
  });
});

describe("other words for a sale and a new name", () => {
  it("finds a sale in a disposal and a renaming in a change of name", () => {
    expect(variantsOf("sale")).toContain("disposal");
    expect(variantsOf("renaming")).toContain("change of name");
    expect(ask("Who's looking into community use of the playing field?").topic).toBe("action");
  });
});
