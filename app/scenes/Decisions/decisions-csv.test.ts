import { describe, expect, it } from "vitest";
import type { DecisionView } from "../../../common/contracts/decisions.js";
import { csvField, csvRows, decisionsCsv } from "./decisions-csv.js";

describe("csvField", () => {
  it("leaves plain text as it is", () => {
    expect(csvField("Approve the budget")).toBe("Approve the budget");
    expect(csvField(5)).toBe("5");
    expect(csvField(null)).toBe("");
  });

  it("quotes commas, quotes and line breaks", () => {
    expect(csvField("Fees, levies")).toBe('"Fees, levies"');
    expect(csvField('The "new" policy')).toBe('"The ""new"" policy"');
    expect(csvField("Line one\nline two")).toBe('"Line one\nline two"');
    expect(csvField("a\r\nb")).toBe('"a\r\nb"');
  });

  it("stops spreadsheets from running text as a formula", () => {
    expect(csvField("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvField("@cmd, x")).toBe('"\'@cmd, x"');
  });
});

describe("decisionsCsv", () => {
  const decision: DecisionView = {
    Id: "d1",
    Title: "Budget, 2027",
    DecidedOn: "2026-12-03",
    Outcome: "Approved",
    Text: 'That the board approves the "draft" budget.\nCarried.',
    Source: "minutes",
    Mover: "Mele Tupou",
    Seconder: null,
    Tally: { support: 5, oppose: 1, abstain: 1, notVoted: 0 },
    MeetingId: "m1",
    MeetingTitle: "December Board Meeting",
    AgendaItemId: null,
    AgendaItemTitle: "Budget",
    Highlights: null,
    Amendments: [
      {
        At: "2027-02-01T01:00:00.000Z",
        By: "Ana Smith",
        Correction: "The budget is for 2028.",
        Reason: "Wrong year",
      },
    ],
    CanAmend: false,
  };

  it("writes a header and one row per decision", () => {
    const csv = decisionsCsv([decision], {
      outcome: () => "Approved",
      tally: () => "Carried 5–1 with 1 abstention",
    });
    expect(csv).toBe(
      "Date,Title,Outcome,Moved,Seconded,Tally,Resolution,Meeting,Item,Source,Amendments\r\n" +
        '2026-12-03,"Budget, 2027",Approved,Mele Tupou,,Carried 5–1 with 1 abstention,' +
        '"That the board approves the ""draft"" budget.\nCarried.",December Board Meeting,Budget,minutes,' +
        "2027-02-01 Ana Smith: The budget is for 2028. (Reason: Wrong year)\r\n",
    );
  });

  it("joins rows with CRLF", () => {
    expect(
      csvRows([
        ["a", "b"],
        ["c", null],
      ]),
    ).toBe("a,b\r\nc,");
  });
});
