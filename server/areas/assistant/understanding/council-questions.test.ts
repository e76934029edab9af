import { describe, expect, it } from "vitest";
import { type AnalysisContext, analyseQuestion } from "./question-analysis.js";
import { variantsOf } from "./question-words.js";

const context: AnalysisContext = {
  today: "2027-02-10",
  organisations: [
    { id: "council", name: "Ashcombe Town Council", shortName: "Ashcombe TC" },
    { id: "pe", name: "Planning and Environment Committee", shortName: "P&E" },
    { id: "fgp", name: "Finance and General Purposes Committee", shortName: "F&GP" },
    { id: "trust", name: "Ashcombe Town Hall Trust", shortName: "Town Hall Trust" },
  ],
  people: [{ id: "p1", first: "Priya", last: "Raman" }],
};
const ask = (q: string) => analyseQuestion(q, context);

describe("questions found on an English town council", () => {
  it("reads a committee named alone, by its short form, as which of its meetings", () => {
    expect(ask("when's the next P&E?")).toMatchObject({
      topic: "meeting",
      meeting: "next",
      organisations: ["pe"],
      subject: [],
    });
  });

  it("reads why a named meeting was called off as the cancelled meetings of that day or month", () => {
    expect(ask("Why was the January 2026 P&E called off?")).toMatchObject({
      topic: "meeting",
      meeting: "inRange",
      organisations: ["pe"],
      range: { from: "2026-01-01", to: "2026-01-31" },
      cancelledOnly: true,
      subject: [],
    });
  });

  it("reads 'full council' as the council itself, not its committees or the trust", () => {
    expect(ask("why was the full council on 16th Sept 2025 cancelled?")).toMatchObject({
      organisations: ["council"],
      range: { from: "2025-09-16", to: "2025-09-16" },
      cancelledOnly: true,
    });
    expect(ask("Who sent apologies to full council in January this year?")).toMatchObject({
      topic: "attendance",
      organisations: ["council"],
    });
  });

  it("reads 'at the moment' as now, and what is due as actions", () => {
    expect(ask("how many actions are overdue at the moment?")).toMatchObject({
      topic: "action",
      actionStatus: "overdue",
      subject: [],
    });
    expect(ask("anything of mine due in the next week or so?")).toMatchObject({
      topic: "action",
      mine: true,
      range: { from: "2027-02-10", to: "2027-02-17" },
    });
    // A payment or a return that falls due is not an action.
    expect(ask("when is the AGAR due?").topic).not.toBe("action");
  });

  it("reads whom a vote chose as a decision, and a tender won as what it is about", () => {
    expect(ask("Who won the co-option in Oct 2025?")).toMatchObject({
      topic: "decision",
      subject: ["co-option"],
      range: { from: "2025-10-01", to: "2025-10-31" },
    });
    expect(ask("Who won the tender for the Molo branch fit-out?").subject).toContain("won");
  });

  it("knows 'xmas' is Christmas", () => {
    expect(variantsOf("xmas")).toContain("christmas");
  });

  it("knows the Annual Town Meeting and an extraordinary council meeting as kinds of meeting", () => {
    expect(ask("How many people came to the ATM last year?")).toMatchObject({
      topic: "attendance",
      meetingKind: "annual (town|parish|village|community) meeting",
    });
    expect(ask("what items were on the agenda of last year's Annual Town Meeting")).toMatchObject({
      topic: "agenda",
      subject: [],
    });
    expect(ask("what was the extraordinary meeting in December 2025 actually about")).toMatchObject(
      {
        topic: "agenda",
        meetingKind: "special|extraordinary",
      },
    );
    expect(ask("when was the extraordinary council meeting?").meetingKind).toBe(
      "special|extraordinary",
    );
  });

  it("reads the asker's interest in a body of its own as an interest, not a body they read", () => {
    expect(ask("Is my carnival committee interest still on the register?")).toMatchObject({
      topic: "interest",
      mine: true,
      unknownOrganisation: null,
      subject: ["carnival"],
    });
  });

  it("reads which meeting of its kind and when it started, in the past", () => {
    expect(
      ask("When was the extraordinary council meeting about the roof, and what time did it start?"),
    ).toMatchObject({
      topic: "meeting",
      tense: "past",
      organisations: ["council"],
      meetingKind: "special|extraordinary",
      subject: ["roof"],
    });
    expect(ask("what time does the AGM start?").tense).toBe("future");
  });

  it("keeps a cash machine, an event's start and a village green in what a question is about", () => {
    expect(ask("Was the ATM discussed at the May meeting?").meetingKind).toBeNull();
    expect(ask("What time does the bonfire start?").subject).toContain("bonfire");
    expect(ask("What did the AGM decide about the village green?").subject).toContain("village");
  });
});
