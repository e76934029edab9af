import { describe, expect, it } from "vitest";
import type { Passage } from "../../retrieval/passage.js";
import { CitationBook } from "../engine.js";
import {
  genericOrganisationWords,
  held,
  mustName,
  passagesAnswer,
  textAnswers,
} from "./subject-match.js";

describe("whether a record's text answers the subject asked", () => {
  it("needs most of the subject in one sentence, not spread over the record", () => {
    const ballinaLease =
      "Lease of additional space at Ballina. The board approves a lease of the adjoining suite. Lorraine Walker spoke against, preferring to expand services at Kyogle first.";
    expect(textAnswers(ballinaLease, ["kyogle", "lease"])).toBe(false);
    expect(textAnswers(ballinaLease, ["ballina", "lease"])).toBe(true);
  });

  it("reads a word as the records write it ('the extra space', 'the solar panels')", () => {
    expect(
      textAnswers("Lease of additional space at Ballina.", ["extra", "space", "ballina"]),
    ).toBe(true);
    expect(textAnswers("Solar PV – Kingsmead Academy.", ["solar", "panel"])).toBe(true);
    expect(
      textAnswers("The trust aims to hold free reserves of 5% to 8%.", ["reserves", "target"]),
    ).toBe(true);
    // A plural asked is said in the singular: "funds" in "a scholarship fund".
    expect(held("A scholarship fund of ₹12,50,000 was approved.", ["scholarship", "funds"])).toBe(
      2,
    );
  });

  it("reads a record's title with each of its sentences", () => {
    const text = "Approved a 4.9% tuition increase for 2026-27. Vote: 7 in favour.";
    expect(textAnswers(text, ["4.9%", "fee"])).toBe(false);
    expect(textAnswers(text, ["4.9%", "fee"], "Tuition fees 2026-27")).toBe(true);
  });

  it("needs a percentage named in the question, as minutes write it", () => {
    const named = mustName("what was the vote on the 6% fee increase", ["6%", "fee", "increase"]);
    expect(named("that tuition for 2026-27 increase by 6.0%")).toBe(true);
    expect(named("Approved a 4.0% tuition increase for 2027-28")).toBe(false);
  });
});

describe("words the records write another way", () => {
  it("reads a phrase for a word as the whole phrase, not its first word", () => {
    const coo = "The Board approved the appointment of Mr Benjamin Loh as Chief Operating Officer.";
    expect(held(coo, ["appoint", "cfo"])).toBe(1);
    expect(held("The Chief Financial Officer presented the accounts.", ["cfo"])).toBe(1);
  });

  it("needs a short form typed in capitals to be said", () => {
    const named = mustName("who moved the motion to appoint the new CFO?", [
      "appoint",
      "new",
      "cfo",
    ]);
    expect(
      named("The re-appointment of the auditor, with Ms Tan as the new engagement partner."),
    ).toBe(false);
    expect(named("The appointment of a new Chief Financial Officer was approved.")).toBe(true);
  });
});

describe("a word of the question in a record", () => {
  it("is found at the start of a word, never inside one", () => {
    const declined = "The committee declined a loan of KES 5,300,000 to Gilgil Quarry Enterprises.";
    expect(held(declined, ["line"])).toBe(0);
    expect(held("A line of credit of KES 80,000,000.", ["line"])).toBe(1);
    expect(held("The current budget.", ["rent"])).toBe(0);
    expect(held("Budgeted rental income.", ["rent", "budget"])).toBe(2);
  });

  it("calls a body by the first or last word of its name, or any word before 'board'", () => {
    const bodies = [
      { name: "Finance, Audit and Risk Committee" },
      { name: "Westmere Lake Rowing Club" },
    ];
    expect([...genericOrganisationWords("What was the audit fee?", bodies)]).toEqual([]);
    expect([...genericOrganisationWords("What's on at the rowing board meeting?", bodies)]).toEqual(
      ["rowing"],
    );
    expect([...genericOrganisationWords("Who chairs the club?", bodies)]).toEqual(["club"]);
    // The first word before a thing of its own is that thing: "the audit fee", not the committee.
    const audit = [{ name: "Audit, Risk and Credit Committee" }];
    expect([...genericOrganisationWords("What's the audit fee for 2027?", audit)]).toEqual([]);
    expect([...genericOrganisationWords("When does the audit committee meet?", audit)]).toEqual([
      "audit",
    ]);
    expect([...genericOrganisationWords("What did the audit decide?", audit)]).toEqual(["audit"]);
    // What a body is, before a thing of its own, still calls it.
    expect([...genericOrganisationWords("What are the club fees for 2027?", bodies)]).toEqual([
      "club",
    ]);
  });
});

describe("the sentence an answer quotes", () => {
  const passage = (sourceType: string, text: string): Passage => ({
    sourceType,
    id: "p1",
    organisationId: "o1",
    organisationName: "Trust",
    meetingId: null,
    title: "Conflicts of Interest Policy",
    text,
    date: null,
    rank: 1,
    cite: { documentType: "GovernanceDocument", documentName: "Conflicts of Interest Policy" },
  });
  const rule =
    "Gifts or hospitality worth more than £50 must be recorded in the register. Gifts worth more than £250 must be declined. Staff complete training yearly.";

  it("quotes a policy's next sentence when it goes on with the rule asked about", () => {
    const text = passagesAnswer(
      [passage("governanceDocument", rule)],
      ["gifts", "hospitality"],
      new CitationBook(),
    );
    expect(text).toContain("£50 must be recorded in the register. Gifts worth more than £250");
    expect(text).not.toContain("training");
  });

  it("quotes a policy's sentence before the best one when it states the rule that goes on", () => {
    const terms =
      "Trustees are appointed for terms of three years. A trustee may serve no more than three consecutive terms (nine years) and must then stand down for at least one year. The chair is chosen by the board.";
    const text = passagesAnswer(
      [passage("governanceDocument", terms)],
      ["trustee", "term", "terms", "row", "serve"],
      new CitationBook(),
    );
    expect(text).toContain("Trustees are appointed for terms of three years. A trustee may serve");
    expect(text).not.toContain("chair is chosen");
  });

  it("quotes one sentence of minutes", () => {
    const text = passagesAnswer(
      [passage("agendaItem", rule)],
      ["gifts", "hospitality"],
      new CitationBook(),
    );
    expect(text).not.toContain("£250");
  });
});
