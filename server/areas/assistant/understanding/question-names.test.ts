import { describe, expect, it } from "vitest";
import { namedOrganisations } from "./organisation-names.js";
import { type AnalysisContext, analyseQuestion } from "./question-analysis.js";
import { fold } from "./question-words.js";

const organisations = [
  {
    id: "company",
    name: "Ong Hock Lai Engineering Holdings Pte. Ltd.",
    shortName: "OHL Engineering",
  },
  { id: "arc", name: "Audit and Risk Committee", shortName: "ARC" },
  { id: "foundation", name: "Ong Hock Lai Foundation Ltd.", shortName: "OHL Foundation" },
  { id: "ha", name: "Kelvinbrae Housing Association Limited", shortName: "Kelvinbrae" },
  { id: "energy", name: "North Kelvin Community Energy Limited", shortName: "North Kelvin Energy" },
];
const named = (q: string) => namedOrganisations(fold(q), organisations, q).sort();

describe("organisations named in a question", () => {
  it("reads a short name as a word, never inside another word", () => {
    expect(named("what did ARC approve?")).toEqual(["arc"]);
    expect(named("what's on the agenda for the march board?")).toEqual([]);
  });

  it("reads short forms in capitals and the initials of what a body is", () => {
    // "OHL" is both the company's and the foundation's: both are meant.
    expect(named("what's overdue on the OHL board action list?")).toEqual([
      "company",
      "foundation",
    ]);
    expect(named("whose interests on the HA register have ended?")).toEqual(["ha"]);
  });

  it("does not take another body's name for a short form or a kind", () => {
    // Typed in lower case, "ha" is a word; another name before "co-op" is another co-op.
    expect(named("ha, what did the board decide?")).toEqual([]);
    expect(named("who attended the last Riverside co-op board meeting?")).toEqual([]);
    const society = [{ id: "music", name: "Greenfield Music Society" }];
    expect(
      namedOrganisations(fold("what has Ms Wong declared?"), society, "what has Ms Wong declared?"),
    ).toEqual([]);
  });

  it("reads the kind of body, past the legal form after its name", () => {
    expect(named("when is the foundation's next board meeting?")).toEqual(["foundation"]);
    expect(named("what's the quorum for the co-op board?")).toEqual(["energy"]);
    expect(named("when was the last members meeting of the energy co-op")).toEqual(["energy"]);
  });
});

const context: AnalysisContext = {
  today: "2026-10-14",
  organisations,
  people: [{ id: "p1", first: "Seònaid", last: "MacLeod" }],
};
const ask = (q: string) => analyseQuestion(q, context);

describe("initials that spell an everyday word", () => {
  const farc = [{ id: "farc", name: "Finance, Audit and Risk Committee", shortName: "FARC" }];
  const named = (q: string) => namedOrganisations(fold(q), farc, q);
  it("count only typed in capitals", () => {
    expect(named("How far under budget did the turf come in?")).toEqual([]);
    expect(named("When does FAR meet next?")).toEqual(["farc"]);
    expect(named("when does farc meet next?")).toEqual(["farc"]);
  });
});

describe("questions about interests, and about money called interest", () => {
  it("reads the register as the register of interests", () => {
    expect(ask("What does Seonaid have on the register?")).toMatchObject({
      topic: "interest",
      people: [{ id: "p1" }],
    });
  });

  it("does not read another register as the register of interests", () => {
    expect(ask("is Seonaid on the register of directors?").topic).not.toBe("interest");
  });

  it("does not read interest paid, or a dividend declared, as a conflict", () => {
    expect(ask("what interest rate did the energy co-op pay its members?").topic).not.toBe(
      "interest",
    );
    expect(ask("how many interim dividends have we declared?").topic).not.toBe("interest");
    expect(ask("who has declared an interest in the bank?").topic).toBe("interest");
  });
});

describe("which meeting", () => {
  it("reads the first meeting, and a members' meeting as the annual one", () => {
    expect(ask("when was the foundation's first ever annual meeting?")).toMatchObject({
      topic: "meeting",
      meeting: "first",
      organisations: ["foundation"],
    });
    expect(ask("when was the last members meeting?").meetingKind).toMatch(/members/);
  });

  it("reads the first of a kind of meeting, but not what was first on an agenda", () => {
    expect(ask("what was first on the agenda at the last board meeting?").meeting).toBe("last");
  });

  it("reads next week as the calendar week after this one", () => {
    expect(ask("what's due by next week?").range).toEqual({ from: "2026-10-14", to: "2026-10-25" });
    // 14 October 2026 is a Wednesday.
    expect(ask("what day is the board meeting next week?").range).toEqual({
      from: "2026-10-19",
      to: "2026-10-25",
    });
    expect(ask("what's due in the next week?").range).toEqual({
      from: "2026-10-14",
      to: "2026-10-21",
    });
  });

  it("takes the board with a committee named beside it", () => {
    expect(ask("how many overdue actions are there across the board and ARC?")).toMatchObject({
      organisations: ["arc"],
      body: "board",
      subject: [],
    });
  });
});

describe("votes", () => {
  it("reads which votes were split, and a delegated limit as a rule", () => {
    expect(ask("how many votes at HA board meetings in 2026 weren't unanimous?").unanimous).toBe(
      false,
    );
    expect(ask("which decisions were unanimous last year?").unanimous).toBe(true);
    expect(ask("was the facility renewal unanimous?").unanimous).toBeNull();
    expect(ask("what's the MD's capex approval limit?").topic).toBe("document");
  });
});

describe("another organisation a name the asker reads points to", () => {
  const shops: AnalysisContext = {
    today: "2027-03-10",
    organisations: [
      { id: "shops", name: "Thembalethu Hospice Shops (Pty) Ltd", shortName: "Hospice Shops" },
    ],
    people: [{ id: "p1", first: "Thomas", last: "Haskins" }],
  };
  const hospice: AnalysisContext = {
    ...shops,
    organisations: [{ id: "hospice", name: "Thembalethu Hospice NPC", shortName: "Thembalethu" }],
  };
  it("reads the kind a subsidiary's name holds as its parent, another organisation", () => {
    const asked = analyseQuestion("When is the next hospice board meeting?", shops);
    expect(asked.unknownOrganisation).toBe("hospice");
    expect(analyseQuestion("what does the hospice's charter say?", shops).unknownOrganisation).toBe(
      "hospice",
    );
    // The shops company's own board, and the hospice asked of by its own directors.
    expect(
      analyseQuestion("when is the next shops board meeting?", shops).unknownOrganisation,
    ).toBe(null);
    expect(
      analyseQuestion("When is the next hospice board meeting?", hospice).unknownOrganisation,
    ).toBe(null);
  });

  it("never reads the asker's own hospice, a place or a title as someone else", () => {
    const trust: AnalysisContext = {
      today: "2027-03-10",
      organisations: [{ id: "h", name: "Wellington Hospice Trust", shortName: "WHT" }],
      people: [
        { id: "p1", first: "Jane", last: "Street" },
        { id: "p2", first: "Anita", last: "Naidoo" },
      ],
    };
    expect(
      analyseQuestion("when is the next hospice board meeting?", trust).unknownOrganisation,
    ).toBe(null);
    expect(
      analyseQuestion("what did we pay for the Tainui Street roof?", trust).unknownPerson,
    ).toBe(null);
    expect(analyseQuestion("what did Chair Naidoo say about the roof?", trust).unknownPerson).toBe(
      null,
    );
    expect(
      analyseQuestion("When did Priya Naidoo declare her interests?", trust).unknownPerson,
    ).toBe("Priya Naidoo");
    // An event's name is no person's, though it is two capitalised words after "for".
    expect(
      analyseQuestion("what did we decide about an agency for Annual Day 2026?", trust)
        .unknownPerson,
    ).toBe(null);
    expect(analyseQuestion("what has been decided for Brendan Murphy?", trust).unknownPerson).toBe(
      "Brendan Murphy",
    );
    // A surname that is also a word ("Hall") is still a person's.
    expect(analyseQuestion("what actions does Jenny Hall have?", trust).unknownPerson).toBe(
      "Jenny Hall",
    );
    expect(
      analyseQuestion("what's on at the June Quarterly board meeting?", trust).unknownOrganisation,
    ).toBe(null);
  });

  it("reads a name with a word the asker's records never use, before 'board', as another body", () => {
    expect(
      analyseQuestion("who attended the last Hospice Shops board meeting?", hospice)
        .unknownOrganisation,
    ).toBe("Hospice Shops");
  });

  it("reads the given name typed before a surname as the person's, not the subject", () => {
    const asked = analyseQuestion("how many of Tom Haskins' actions are done", shops);
    expect(asked.people.map((p) => p.last)).toEqual(["Haskins"]);
    expect(asked.subject).toEqual([]);
  });
});

describe("an organisation called by what it is", () => {
  const condo: AnalysisContext = {
    today: "2027-03-18",
    organisations: [
      {
        id: "association",
        name: "Seagrape Cove Condominium Association, Inc.",
        shortName: "Seagrape Cove",
      },
      { id: "marina", name: "Seagrape Cove Marina, LLC", shortName: "SC Marina" },
    ],
    people: [],
  };
  const ask = (q: string) => analyseQuestion(q, condo);
  it("reads the last word of its name said as a body, with which of its meetings before it", () => {
    expect(ask("hey when is the next marina managers meeting").organisations).toEqual(["marina"]);
    expect(ask("what are we covering at the may marina meeting?")).toMatchObject({
      organisations: ["marina"],
      topic: "agenda",
      range: { from: "2027-05-01", to: "2027-05-31" },
    });
    expect(
      ask("does anyone on the marina side have a conflict with the dredging contractor"),
    ).toMatchObject({ organisations: ["marina"], subject: ["dredging", "contractor"] });
    expect(ask("how many motions did the marina managers approve in 2026")).toMatchObject({
      organisations: ["marina"],
      subject: [],
    });
    // A thing beside another is not the company, nor a word that only starts like a month.
    expect(ask("did we approve repairs to the marina and the seawall?").organisations).toEqual([]);
    // The marina as a thing the board decided about is the subject, not the company.
    expect(ask("what did the board decide about marina slip fees")).toMatchObject({
      organisations: [],
      subject: ["marina", "slip", "fees"],
    });
  });
});

describe("a body the asker does not read, named before the kind of body it is", () => {
  it("is not the asker's own trust because its name starts like a month", () => {
    const otaki: AnalysisContext = {
      today: "2027-03-18",
      organisations: [{ id: "otaki", name: "Otaki Community Trust", shortName: "Otaki" }],
      people: [],
    };
    expect(
      analyseQuestion("what did the Marlborough Trust board decide?", otaki).organisations,
    ).toEqual([]);
    expect(analyseQuestion("what did the May trust board decide?", otaki).organisations).toEqual([
      "otaki",
    ]);
  });
});
