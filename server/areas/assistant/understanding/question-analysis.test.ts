import { describe, expect, it } from "vitest";
import { type AnalysisContext, analyseQuestion, dateRange } from "./question-analysis.js";
import { financialYears } from "./question-dates.js";
import { variantsOf, writtenOut } from "./question-words.js";

const context: AnalysisContext = {
  today: "2026-11-25",
  organisations: [
    { id: "board", name: "Tōtara Bay Community Trust", shortName: "Tōtara Bay" },
    { id: "finance", name: "Finance & Risk Committee", shortName: "F&R" },
  ],
  people: [
    { id: "p1", first: "Aroha", last: "Ngata" },
    { id: "p2", first: "Hemi", last: "Walker" },
    { id: "p3", first: "Sam", last: "Lee" },
    { id: "p4", first: "Sam", last: "Patel" },
  ],
};
const ask = (q: string) => analyseQuestion(q, context);

describe("reading a question", () => {
  it("tells the last meeting from the next and the one before", () => {
    expect(ask("When did the board last meet?")).toMatchObject({
      topic: "meeting",
      meeting: "last",
    });
    expect(ask("When is the next board meeting?")).toMatchObject({
      topic: "meeting",
      meeting: "next",
    });
    expect(ask("And the meeting before that?").meeting).toBe("previous");
    expect(ask("Did the board meet in June 2025?")).toMatchObject({
      topic: "meeting",
      meeting: "inRange",
      range: { from: "2025-06-01", to: "2025-06-30" },
    });
  });

  it("finds a committee named inside the question, by its name or words of it", () => {
    expect(ask("When does the finance committee meet next?").organisations).toEqual(["finance"]);
    expect(ask("What did the Finance & Risk Committee decide in 2025?")).toMatchObject({
      topic: "decision",
      organisations: ["finance"],
      range: { from: "2025-01-01", to: "2025-12-31" },
    });
    expect(ask("What did Totara Bay decide about the hall?").organisations).toEqual(["board"]);
    expect(ask("What was decided about the hall?").organisations).toEqual([]);
  });

  it("finds people by full or partial name, but not a first name two people share", () => {
    expect(ask("What are Hemi's open actions?")).toMatchObject({
      topic: "action",
      actionStatus: "open",
      people: [{ id: "p2" }],
    });
    expect(ask("Which actions does aroha ngata own?").people.map((p) => p.id)).toEqual(["p1"]);
    expect(ask("What has Walker got overdue?").actionStatus).toBe("overdue");
    expect(ask("What are Sam's actions?").people).toEqual([]);
    expect(ask("What are Sam Patel's actions?").people.map((p) => p.id)).toEqual(["p4"]);
    expect(ask("What are my actions?").mine).toBe(true);
  });

  it("knows counting, adding, movers and lost motions", () => {
    expect(ask("How many decisions did the board make in 2026?")).toMatchObject({
      counts: true,
      topic: "decision",
    });
    expect(ask("What was the total of grants approved in 2025?").adds).toBe(true);
    expect(ask("Who seconded the motion to buy the van?")).toMatchObject({
      topic: "decision",
      asksMover: true,
    });
    expect(ask("Which motions were lost since March?")).toMatchObject({
      topic: "vote",
      lostOnly: true,
      range: { from: "2026-03-01", to: "2026-11-25" },
    });
    // "Voted down" is lost, and says nothing of what the motions were about.
    expect(ask("how many motions has the board voted down since 2025?")).toMatchObject({
      counts: true,
      lostOnly: true,
      subject: [],
    });
  });

  it("does not take a policy question for the interests register, nor an agenda item for an action", () => {
    expect(ask("What does the conflicts of interest policy require?").topic).toBe("document");
    expect(ask("Who has declared an interest in Harbour Marine?").topic).toBe("interest");
    expect(ask("Who owns open actions?").topic).toBe("action");
    expect(ask("What is the quorum for a trustee meeting?").topic).toBe("document");
  });

  it("keeps the subject's words and drops its own, names and dates", () => {
    expect(
      ask("What did the board decide about the playground resurfacing in 2025?").subject,
    ).toEqual(["playground", "resurfacing"]);
    expect(ask("Who moved the Harbour Marine contract?").subject).toEqual([
      "harbour",
      "marine",
      "contract",
    ]);
    expect(ask("What are Hemi Walker's actions about the roof?").subject).toEqual(["roof"]);
  });

  it("reads a question about how something ended, and its words as the subject's", () => {
    const ended = ask("What did the roof end up costing?");
    expect(ended.final).toBe(true);
    expect(ended.subject).toEqual(["roof", "cost"]);
    expect(ask("How much was the roof in the end?").subject).toEqual(["roof"]);
    // "Finally" asks when, not for a final figure.
    const when = ask("When did the board finally approve the roof?");
    expect(when.final).toBe(false);
    expect(when.subject).toEqual(["roof"]);
    expect(ask("Above what amount must spending go to the board?").subject).toEqual([
      "above",
      "spending",
    ]);
    expect(ask("What's our reserves target in pounds?").subject).toEqual(["reserves", "target"]);
    // To sign something off is to approve it; a sign-off is a task.
    expect(ask("can a head sign off a £15k order on their own").subject).toEqual([
      "head",
      "approve",
      "£15k",
      "order",
    ]);
    expect(ask("has the code of conduct sign-off been done yet").topic).toBe("action");
  });

  it("reads which meetings: the last few, one held already, one that went ahead", () => {
    const agms = ask("On what dates were the last two AGMs held?");
    expect(agms).toMatchObject({ topic: "meeting", meeting: "last", lastCount: 2 });
    expect(agms.meetingKind).not.toBeNull();
    expect(ask("When was the last AGM?").lastCount).toBeNull();
    expect(ask("What did we spend over the last two years?").lastCount).toBeNull();
    // Held already: not the next meeting's place.
    expect(ask("Where was the special meeting on the science block held?").meeting).toBeNull();
    expect(ask("Where do the trustees usually meet?").meeting).toBe("next");
    expect(ask("Did the trustees' meeting planned for 26 September 2026 go ahead?").topic).toBe(
      "meeting",
    );
    expect(ask("Did the March AGM take place?")).toMatchObject({ topic: "meeting", subject: [] });
    // What a meeting agreed would go ahead is a decision.
    expect(ask("Which projects did the board meeting agree would go ahead?").topic).toBe(
      "decision",
    );
    const business = ask("What will the committee take up on 27 March?");
    expect(business.topic).toBe("agenda");
    expect(business.subject).toEqual([]);
  });

  it("reads actions given to someone, and who shares them", () => {
    expect(ask("What actions were given to me, and are they complete?")).toMatchObject({
      topic: "action",
      actionStatus: "all",
      subject: [],
    });
    expect(ask("Who is working with me on the boatshed opening?").topic).toBe("action");
    expect(ask("What actions have been assigned to me that are not done yet?").actionStatus).toBe(
      "open",
    );
    expect(ask("Which Board of Trustees actions are overdue?")).toMatchObject({
      actionStatus: "overdue",
      subject: [],
      body: "board",
    });
    // "Action items" and "action points" are the actions, not a subject called "items".
    expect(ask("what are my open action items")).toMatchObject({
      topic: "action",
      mine: true,
      actionStatus: "open",
      subject: [],
    });
    expect(ask("how many action points are still open right now").subject).toEqual([]);
    expect(ask("what interests do i have on file?")).toMatchObject({
      topic: "interest",
      mine: true,
      subject: [],
    });
    expect(ask("what am i supposed to be doing for the managers")).toMatchObject({
      topic: "action",
      mine: true,
    });
  });

  it("reads what is paid or charged as an amount asked", () => {
    // A rate is stated, never summed: two years' fees are not one fee.
    expect(ask("What are we paying the internal auditors this year?")).toMatchObject({
      adds: false,
      asksAmount: true,
      subject: ["internal", "auditors"],
    });
    expect(ask("What is the monthly charge for the school buses?").asksAmount).toBe(true);
    expect(ask("What rent does the company pay for the premises?").asksAmount).toBe(true);
    expect(ask("What did the roof end up costing?").adds).toBe(true);
    // Counted and added: "how many grants, and what do they add up to?".
    expect(
      ask("How many scholarship funds has the board approved, and what do they add up to?"),
    ).toMatchObject({ counts: true, adds: true });
    expect(ask("How many times has the committee appointed the auditors?").subject).toEqual([
      "appointed",
      "auditors",
    ]);
  });

  it("reads 'and what happened after that' as from then until today", () => {
    expect(
      ask(
        "What did the board decide on the pay rise in January 2026, and what happened after that?",
      ).range,
    ).toEqual({ from: "2026-01-01", to: context.today });
  });
});

describe("names the records do not hold", () => {
  it("tells a board the asker cannot read from a record that names it", () => {
    expect(ask("When did the Kererū Sports Club board last meet?").unknownOrganisation).toBe(
      "Kererū Sports Club",
    );
    expect(ask("What are the Kererū Sports Club's fees?").unknownOrganisation).toBe(
      "Kererū Sports Club",
    );
    expect(ask("Who moved the grant to the Kererū Sports Club?").unknownOrganisation).toBeNull();
  });

  it("tells a person nobody is from a company the question is about", () => {
    expect(ask("What open actions does Brendan Murphy have?").unknownPerson).toBe("Brendan Murphy");
    expect(ask("Who has declared an interest in Harbour Marine?").unknownPerson).toBeNull();
    expect(ask("When was the Harbour Marine contract approved?").unknownPerson).toBeNull();
  });

  it("reads the board without its committee", () => {
    expect(ask("Open actions on the board's list, leaving out the committee's?").body).toBe(
      "board",
    );
    expect(ask("When does the committee meet next?").body).toBe("committee");
  });
});

describe("questions typed in a hurry", () => {
  it("reads a typo in a word that matters, and a committee by its initials", () => {
    expect(ask("whens the next meeeting?")).toMatchObject({ topic: "meeting", meeting: "next" });
    expect(ask("What are Hemmi's actions?").people.map((p) => p.id)).toEqual(["p2"]);
    expect(ask("When does F&R meet next?").organisations).toEqual(["finance"]);
    expect(ask("next FRC meeting?").organisations).toEqual(["finance"]);
  });
});

describe("dates in a question", () => {
  const today = "2026-11-25";
  it("reads years, months, this and last year, since a month", () => {
    expect(dateRange("in 2025", today)).toEqual({ from: "2025-01-01", to: "2025-12-31" });
    expect(dateRange("this year", today)).toEqual({ from: "2026-01-01", to: "2026-12-31" });
    expect(dateRange("last year", today)).toEqual({ from: "2025-01-01", to: "2025-12-31" });
    expect(dateRange("since March", today)).toEqual({ from: "2026-03-01", to: today });
    expect(dateRange("since December", today)).toEqual({ from: "2025-12-01", to: today });
    expect(dateRange("since 2025", today)).toEqual({ from: "2025-01-01", to: today });
    expect(dateRange("in Feb 2024", today)).toEqual({ from: "2024-02-01", to: "2024-02-29" });
    expect(dateRange("last month", today)).toEqual({ from: "2026-10-01", to: "2026-10-31" });
    expect(dateRange("since 1 January 2026", today)).toEqual({ from: "2026-01-01", to: today });
    expect(dateRange("between March and September 2026", today)).toEqual({
      from: "2026-03-01",
      to: "2026-09-30",
    });
    expect(dateRange("the board meeting on 20 October 2026", today)).toEqual({
      from: "2026-10-20",
      to: "2026-10-20",
    });
    expect(dateRange("the December meeting", today)).toEqual({
      from: "2026-12-01",
      to: "2026-12-31",
    });
    expect(dateRange("what is the quorum", today)).toBeNull();
  });

  it("reads a month with this or last year, and a day and month without a year by its tense", () => {
    expect(dateRange("who was away for the Aug board meeting this year", today)).toEqual({
      from: "2026-08-01",
      to: "2026-08-31",
    });
    expect(dateRange("did tane come to the december meeting last year", today)).toEqual({
      from: "2025-12-01",
      to: "2025-12-31",
    });
    expect(dateRange("who sent apologies for the 29 April board meeting", today)).toEqual({
      from: "2026-04-29",
      to: "2026-04-29",
    });
    expect(dateRange("what's on at the 3 Dec meeting", today)).toEqual({
      from: "2026-12-03",
      to: "2026-12-03",
    });
  });
});

describe("attendance asked of oneself", () => {
  it("reads 'did I make', 'have I been to' and 'last year' as the asker's attendance over a period", () => {
    expect(ask("did I miss any board meetings last year?")).toMatchObject({
      topic: "attendance",
      mine: true,
      meeting: "inRange",
      range: { from: "2025-01-01", to: "2025-12-31" },
    });
    expect(ask("did I make the F&R meeting in June?")).toMatchObject({
      topic: "attendance",
      mine: true,
    });
    const been = ask("how many of this year's board meetings have I been to?");
    expect(been).toMatchObject({ topic: "attendance", counts: true, unknownOrganisation: null });
  });
});

describe("reading what a question is about, on boards it has not seen", () => {
  it("reads a bare month by the question's tense", () => {
    expect(ask("Who couldn't make the March meeting?").range).toEqual({
      from: "2026-03-01",
      to: "2026-03-31",
    });
    expect(ask("What's on the agenda for the March meeting coming up?").range).toEqual({
      from: "2027-03-01",
      to: "2027-03-31",
    });
    expect(ask("Where is the December meeting being held?").range?.from).toBe("2026-12-01");
  });

  it("finds a board by its name's own word and a committee by its short name spelled out", () => {
    expect(ask("When did the Tōtara board last meet?").organisations).toEqual(["board"]);
    expect(ask("when did finance and risk last get together?").organisations).toEqual(["finance"]);
  });

  it("takes a board named in lower case that the asker does not read as unknown, not a date", () => {
    expect(ask("when did the southlight trustees last meet?").unknownOrganisation).toBe(
      "southlight trustees",
    );
    expect(ask("how much did the harbour rowing club spend on boats?").unknownOrganisation).toBe(
      "harbour rowing club",
    );
    expect(ask("What actions came out of the Oct board meeting?").unknownOrganisation).toBeNull();
    expect(ask("What grant went to the surf club?").unknownOrganisation).toBeNull();
  });

  it("reads a rule asked in the present in the documents, with the words it turns on", () => {
    expect(ask("Who has to sign off a contract worth more than $100k?")).toMatchObject({
      topic: "document",
      subject: ["approve", "contract", "$100k"],
    });
    expect(ask("Up to what amount can F&R approve spending?").topic).toBe("document");
    expect(ask("If I have a conflict on an item, what must I do?").subject).toContain("conflict");
    expect(ask("When did the board approve the budget?").topic).toBe("decision");
  });
});

describe("periods, years of accounts and tense", () => {
  const today = "2026-11-25";
  it("reads 'since the start of' a year or month, and 'since the start of the year'", () => {
    expect(dateRange("motions lost since the start of 2025", today)).toEqual({
      from: "2025-01-01",
      to: today,
    });
    expect(dateRange("since the beginning of March", today)).toEqual({
      from: "2026-03-01",
      to: today,
    });
    expect(dateRange("since the start of the year", today)).toEqual({
      from: "2026-01-01",
      to: today,
    });
    expect(ask("How many motions has the board lost since the start of 2025?").subject).toEqual([]);
  });

  it("takes a financial year as a label the records must hold, not as a calendar year", () => {
    expect(dateRange("the operating budget for 2025/26", today)).toBeNull();
    expect(financialYears("the 2025/26 budget and the 2026-2028 plan")).toEqual([
      expect.arrayContaining(["2025/26", "2025-26", "2025/2026"]),
      expect.arrayContaining(["2026-2028", "2026/28", "2026–28"]),
    ]);
    // A date written in ISO form is a day, not a financial year.
    expect(financialYears("the meeting on 2026-12-09")).toEqual([]);
    expect(dateRange("the meeting on 2026-12-09", today)).not.toBeNull();
  });

  it("reads a month named before 'meeting' without 'in' or 'the'", () => {
    expect(ask("What was going to be discussed at the cancelled August meeting?")).toMatchObject({
      topic: "agenda",
      meeting: "inRange",
      range: { from: "2026-08-01", to: "2026-08-31" },
    });
    // "May" is a month only where it names one.
    expect(ask("Who may sign cheques?").range).toBeNull();
  });

  it("tells what has happened from what is planned, and approved from every decision", () => {
    expect(ask("How many times has the F&R committee met this year?").tense).toBe("past");
    expect(ask("How many meetings are planned next year?").tense).toBe("future");
    expect(ask("how many community grants did we approve in 2025?").approvedOnly).toBe(true);
    expect(ask("how many decisions did we make in 2025?").approvedOnly).toBe(false);
    expect(ask("Which motions were not approved in 2025?").approvedOnly).toBe(false);
  });
});

describe("more of what a question names", () => {
  it("reads an organisation by the kind of body it is, when it is the only one of that kind", () => {
    const withFoundation: AnalysisContext = {
      ...context,
      organisations: [
        ...context.organisations,
        { id: "foundation", name: "Fenmoor Community Foundation" },
      ],
    };
    const read = (q: string) => analyseQuestion(q, withFoundation);
    expect(read("how many foundation meetings has Hemi missed").organisations).toEqual([
      "foundation",
    ]);
    // Another foundation, named before the word, is not this one.
    expect(read("when is the Southlight Foundation board meeting").organisations).toEqual([]);
  });

  it("asks where the minutes stand, and where a body usually meets", () => {
    expect(ask("have the minutes of the november board meeting been confirmed yet?")).toMatchObject(
      { topic: "meeting", asksMinutes: true },
    );
    expect(ask("where do the trustees usually meet?")).toMatchObject({
      topic: "meeting",
      meeting: "next",
    });
    expect(ask("where did we meet in June 2025?").meeting).toBe("inRange");
  });

  it("reads what people type on a tablet: shorthand, status words, informal outcomes", () => {
    expect(ask("next F&R mtg?")).toMatchObject({
      topic: "meeting",
      meeting: "next",
      organisations: ["finance"],
    });
    expect(ask("what's overdue for the board?")).toMatchObject({
      topic: "action",
      actionStatus: "overdue",
    });
    expect(ask("what's Hemi got outstanding").topic).toBe("action");
    expect(ask("how many motions did the board lose in 2025")).toMatchObject({
      lostOnly: true,
      counts: true,
    });
    expect(ask("did the hall idea get up?").topic).toBe("decision");
    expect(ask("whats on for the november committee meeting").topic).toBe("agenda");
    expect(ask("how many decisions did we make in 2025").subject).toEqual([]);
  });

  it("reads a meeting named by its month after 'from' as that meeting, not a start", () => {
    expect(ask("who was missing from the feb board meeting this year")).toMatchObject({
      topic: "attendance",
      range: { from: "2026-02-01", to: "2026-02-28" },
    });
    expect(ask("what have we spent since Feb?").range).toEqual({
      from: "2026-02-01",
      to: "2026-11-25",
    });
  });

  it("reads a rule asked as what to do if, and notice as time, not money", () => {
    expect(ask("if I'm conflicted on something at a board meeting, what do I do?").topic).toBe(
      "document",
    );
    expect(ask("who do I tell if I see a safety incident?").topic).toBe("document");
    expect(ask("how much notice do we need to give for a board meeting").adds).toBe(false);
    expect(ask("how much did we spend on the hall").adds).toBe(true);
  });

  it("names a kind of meeting by what its title says: the special meeting, the AGM", () => {
    expect(ask("who was at the special meeting last month").meetingKind).toBe(
      "special|extraordinary",
    );
    expect(ask("is the AGM date set for this year?")).toMatchObject({ topic: "meeting" });
    expect(ask("is the AGM date set for this year?").meetingKind).toContain(
      "annual (general |delegates'? |members'? )?meeting",
    );
    expect(
      new RegExp(ask("who came to the annual meeting").meetingKind ?? "", "i").test(
        "Annual Meeting",
      ),
    ).toBe(true);
    expect(
      new RegExp(ask("who couldn't make the 2024 retreat").meetingKind ?? "", "i").test(
        "Board Retreat",
      ),
    ).toBe(true);
    expect(ask("who was at the last meeting").meetingKind).toBeNull();
    // A board meeting is not the members' AGM; counting "including the AGM" takes them all.
    const board = new RegExp(ask("when's the next board meeting?").meetingKind ?? "", "i");
    expect(board.test("Board Meeting")).toBe(true);
    expect(board.test("Annual General Meeting")).toBe(false);
    expect(
      ask("how many meetings did the board hold in 2025 incl the agm and the strategy day")
        .meetingKind,
    ).toBeNull();
  });

  it("reads who is chasing something, and what someone owes or is on the hook for, as actions", () => {
    expect(ask("whos chasing the audit rfp")).toMatchObject({
      topic: "action",
      subject: ["audit", "rfp"],
    });
    expect(ask("what is hemi on the hook for")).toMatchObject({
      topic: "action",
      people: [{ id: "p2" }],
    });
    expect(ask("what do i still owe the trust")).toMatchObject({ topic: "action", mine: true });
  });

  it("reads a meeting's business, a person at a meeting, and 'go thru'", () => {
    expect(ask("whose terms are up at the AGM?").topic).toBe("agenda");
    expect(ask("what is the agm being asked to do about the auditor").topic).toBe("agenda");
    expect(ask("when is the AGM").topic).toBe("meeting");
    expect(ask("was hemi at the last F&R")).toMatchObject({
      topic: "attendance",
      meeting: "last",
      organisations: ["finance"],
    });
    expect(ask("did the roof thing go thru")).toMatchObject({
      topic: "decision",
      subject: ["roof"],
    });
    expect(ask("what was the vote on the 6% fee increase").subject).toEqual([
      "6%",
      "fee",
      "increase",
    ]);
    // Asked on 25 November: the January meeting that got cancelled is the last one.
    expect(
      ask("what was going to be discussed at the january meeting that got cancelled").range,
    ).toEqual({ from: "2026-01-01", to: "2026-01-31" });
  });

  it("never takes a month for a misspelt name, and counts every action given or every deferral", () => {
    const withMarc = {
      ...context,
      people: [...context.people, { id: "p5", first: "Marc", last: "Roy" }],
    };
    expect(
      analyseQuestion("What actions came out of the March 2026 board meeting?", withMarc),
    ).toMatchObject({
      people: [],
      range: { from: "2026-03-01", to: "2026-03-31" },
    });
    expect(ask("how many actions has hemi walker been given in total").actionStatus).toBe("all");
    expect(ask("what actions does hemi have").actionStatus).toBe("open");
    expect(ask("how many board decisions have been deferred")).toMatchObject({
      deferredOnly: true,
      approvedOnly: false,
    });
  });

  it("reads leaving the room as an interest, 'have we set' as decisions, a strategy day as a meeting", () => {
    expect(ask("why did hemi leave the room at the march 2025 board meeting")).toMatchObject({
      topic: "interest",
      people: [{ id: "p2" }],
      range: { from: "2025-03-01", to: "2025-03-31" },
    });
    expect(ask("how many times have we set the hall hire fees since 2024").topic).toBe("decision");
    expect(ask("is the AGM date set for this year?").topic).toBe("meeting");
    expect(ask("what did we cover at the strategy day").topic).toBe("agenda");
    expect(ask("when and where was the 2025 strategy day held?")).toMatchObject({
      topic: "meeting",
      meeting: "inRange",
    });
  });

  it("reads 'who wasn't at', 'a conflict w/', 'what do I have open', 'who's point on'", () => {
    expect(ask("who wasn't at the last board meeting").topic).toBe("attendance");
    expect(ask("who has a conflict w/ Keystone Builders")).toMatchObject({
      topic: "interest",
      subject: ["keystone", "builders"],
    });
    expect(ask("what do I have open")).toMatchObject({ topic: "action", mine: true });
    expect(ask("who's point on the engagement letter").topic).toBe("action");
    expect(ask("how many of Hemi Walker' actions are done").people).toEqual([
      { id: "p2", first: "Hemi", last: "Walker" },
    ]);
  });

  it("reads a person at a meeting of a month as attendance", () => {
    expect(ask("was hemi at the sept 2024 board mtg")).toMatchObject({
      topic: "attendance",
      meeting: "inRange",
      range: { from: "2024-09-01", to: "2024-09-30" },
    });
  });

  it("reads business ahead: what a meeting is being asked to approve or will vote on", () => {
    expect(ask("what budget total is the board being asked to approve for 2027").asksBusiness).toBe(
      true,
    );
    expect(ask("what fee is being proposed for 2027").asksBusiness).toBe(true);
    expect(ask("What will the 2027 Annual Meeting be voting on?").topic).toBe("agenda");
    expect(ask("what did the board approve for 2027").asksBusiness).toBe(false);
  });

  it("knows the thing a subject places somewhere", () => {
    expect(ask("how much did we pay for the roof at Mill Street?").placed).toBe("roof");
    expect(ask("how much did we spend on the hall").placed).toBeNull();
    expect(ask("total of community grants we approved in 2025").placed).toBeNull();
  });

  it("reads words that are also names of an object's own properties as words", () => {
    expect(ask("did the constructor's fee go up from 2024 to 2025?").subject).toContain(
      "constructor",
    );
    expect(ask("what is the valueOf toString hasOwnProperty __proto__").topic).toBeNull();
    expect(variantsOf("constructor")).toEqual(["constructor"]);
    expect(writtenOut("the constructor tostring")).toBe("the constructor tostring");
  });

  it("takes a surname after 'the' for a thing, not the person", () => {
    expect(ask("how much was the walker after the grant").people).toEqual([]);
    expect(ask("what is walker doing").people).toEqual([
      { id: "p2", first: "Hemi", last: "Walker" },
    ]);
  });

  it("lists the meetings coming up, and counts those held so far", () => {
    expect(ask("what meetings have i got coming up")).toMatchObject({
      topic: "meeting",
      meeting: "inRange",
      range: { from: "2026-11-25", to: "2027-02-24" },
    });
    expect(ask("when is the next meeting").meeting).toBe("next");
    expect(ask("how many committee meetings so far this year").tense).toBe("past");
  });

  it("keeps a meeting's kind and how often it is held out of names and subjects", () => {
    expect(ask("did the monthly board meetings idea get up")).toMatchObject({
      topic: "decision",
      unknownOrganisation: null,
      subject: ["monthly"],
    });
    expect(ask("what did the board decide at the special meeting last month").subject).toEqual([]);
    expect(ask("if I'm conflicted on something, what do I do?").subject).toEqual(["conflicted"]);
    expect(ask("who opposed the kitchen reno")).toMatchObject({
      topic: "vote",
      subject: ["kitchen", "reno"],
    });
  });

  it("takes a centre, theatre or festival named in lower case for an organisation it may not read", () => {
    expect(
      ask("what did the Harbour arts centre decide about the café concession").unknownOrganisation,
    ).toBe("harbour arts centre");
    expect(
      ask("what did the board decide about the café concession").unknownOrganisation,
    ).toBeNull();
  });

  it("reads 'the meeting before the August one' as the last one before that month", () => {
    expect(ask("what was the board meeting before the august one")).toMatchObject({
      topic: "meeting",
      meeting: "last",
      range: null,
      before: "2026-08-01",
    });
    expect(ask("when was the meeting before last")).toMatchObject({
      meeting: "previous",
      before: null,
    });
  });
});

describe("questions found on a South African hospice's board", () => {
  it("reads whether a meeting went ahead, the special meetings, and a payment due as an action", () => {
    expect(ask("Did the July 2026 board meeting go ahead?").topic).toBe("meeting");
    expect(ask("when were the special board meetings held?").meetingKind).toBe(
      "special|extraordinary",
    );
    expect(ask("When is the donation to the hospice due to be paid?").topic).toBe("action");
    expect(ask("Who proposed and seconded the R1.25m donation?").subject).toEqual([
      "r1.25m",
      "donation",
    ]);
    expect(variantsOf("r1.25m")).toContain("1 250 000");
  });

  it("knows the words the records use for closing, renting and paying", () => {
    expect(variantsOf("closing")).toContain("closure");
    expect(variantsOf("rent")).toContain("lease");
    expect(variantsOf("paid")).toContain("pay");
    // "Rolling over the surplus" is the "Rollover of 2025 Operating Surplus"; "the rules and
    // regs" the Rules and Regulations; "fixing" what a declaration calls repairs.
    expect(variantsOf("rolling")).toContain("rollover");
    expect(variantsOf("regs")).toContain("regulations");
    expect(variantsOf("fixing")).toContain("repairs");
  });
});
