/**
 * Questions over `secondHistory` (second-history.ts): a board history and questions written
 * apart from the engine and from the first history's question sets, to measure how the assistant
 * generalises to records it has never seen. Phrased the way busy trustees type. Every expected
 * answer was checked by hand against the records as seen on today (25 November 2026, noon in
 * Auckland); comments explain the ones that need a second look.
 */
import type { EvalQuestion } from "./board-history.js";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
/** "2026-12-09" as an answer may write it: 9 December, 9 Dec, December 9, Dec 9, 9/12/2026, 2026-12-09. */
const date = (iso: string): string[] => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const month = MONTHS[m - 1] ?? "";
  const mon = month.slice(0, 3);
  return [
    `${d} ${month}`,
    `${d} ${mon}`,
    `${month} ${d}`,
    `${mon} ${d}`,
    `${d}/${m}/${y}`,
    `${String(d).padStart(2, "0")}/${String(m).padStart(2, "0")}/${y}`,
    iso,
  ];
};
/** A whole-dollar amount as written with or without its thousands separators. */
const money = (dollars: number): string[] => [
  String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ","),
  String(dollars),
];
const HALF_THREE = ["3:30 pm", "3:30pm", "3.30 pm", "3.30pm", "15:30", "3:30 p.m."];
const TEN_AM = ["10:00 am", "10:00am", "10 am", "10am", "10.00 am", "10.00am", "10:00", "10 a.m."];

export const secondQuestions: EvalQuestion[] = [
  // ---- meetings ----
  {
    id: "s1",
    kind: "meetings",
    asker: "margaret",
    question: "When's our next board meeting?",
    // 9 December 2026 at 3:30 pm, Rivermouth Sailing Club (not the usual 4 pm in the boardroom).
    mustContain: [date("2026-12-09"), HALF_THREE],
    mustCite: [{ meeting: "rb-2026-12" }],
  },
  {
    id: "s2",
    kind: "meetings",
    asker: "chloe",
    question: "next A&R meeting - when and where?",
    mustContain: [date("2026-12-02"), TEN_AM, ["Quay Street", "small meeting room"]],
    mustCite: [{ meeting: "ar-2026-12" }],
  },
  {
    id: "s3",
    kind: "meetings",
    asker: "leilani",
    question: "when did the board last meet",
    // The last board meeting held was 28 October 2026 (minutes still in review).
    mustContain: [date("2026-10-28")],
    mustCite: [{ meeting: "rb-2026-10" }],
  },
  {
    id: "s4",
    kind: "meetings",
    asker: "tane",
    question: "was the august board meeting this year cancelled? why?",
    // Yes: cancelled on 19 August 2026 because four trustees were unavailable.
    mustContain: [["cancel"], ["four trustees", "4 trustees", "unavailable"]],
    mustCite: [{ meeting: "rb-2026-08" }],
  },
  {
    id: "s5",
    kind: "meetings",
    asker: "renee",
    question: "Where was the special meeting in July held, and what time did it start?",
    mustContain: [
      ["Zoom", "online"],
      ["12:30", "12.30"],
    ],
    mustCite: [{ meeting: "rb-2026-07" }],
  },
  {
    id: "s6",
    kind: "meetings",
    asker: "davidp",
    question: "When did the Southlight trustees last meet?",
    // David Park sits on Southlight, so he may read it: 11 November 2026 (he sent apologies).
    mustContain: [date("2026-11-11")],
    mustCite: [{ meeting: "sl-2026-11" }],
  },
  {
    id: "s7",
    kind: "meetings",
    asker: "samir",
    question: "what meeting was on 10 june 2026?",
    mustContain: [["Audit & Risk", "Audit and Risk", "A&R"]],
    mustCite: [{ meeting: "ar-2026-06" }],
  },
  {
    id: "s8",
    kind: "meetings",
    asker: "leilani",
    question: "When was the board meeting before the last one?",
    // The last was 28 October 2026; the August one was cancelled, so the one held before it was
    // the special meeting of 22 July 2026.
    mustContain: [date("2026-07-22")],
    mustCite: [{ meeting: "rb-2026-07" }],
  },

  // ---- attendance ----
  {
    id: "s9",
    kind: "attendance",
    asker: "karen",
    question: "Who sent apologies for the 29 April board meeting?",
    mustContain: [["Ellison", "Margaret"], ["Mahoney"]],
    mustCite: [{ meeting: "rb-2026-04" }],
  },
  {
    id: "s10",
    kind: "attendance",
    asker: "margaret",
    question: "did tane come to the december meeting last year?",
    // No: Tāne Horomona was absent (without apology) on 10 December 2025.
    mustContain: [
      ["absent", "did not attend", "didn't attend", "was not present", "wasn't present", "not at"],
    ],
    mustCite: [{ meeting: "rb-2025-12" }],
  },
  {
    id: "s11",
    kind: "attendance",
    asker: "chloe",
    question: "How many board meetings has David Park missed this year?",
    // Two: the special meeting of 22 July and 28 October 2026 (apologies both times). The
    // cancelled August meeting does not count; his Southlight apology is not Chloe's to see.
    mustContain: [
      ["two", "2 board", "2 meetings", "missed 2", "2 of"],
      date("2026-07-22"),
      date("2026-10-28"),
    ],
    mustCite: [{ meeting: "rb-2026-07" }, { meeting: "rb-2026-10" }],
  },
  {
    id: "s12",
    kind: "attendance",
    asker: "davidm",
    question: "did I make the A&R meeting in June?",
    // No: David Mahoney sent apologies to the committee meeting of 10 June 2026.
    mustContain: [["apolog", "did not attend", "didn't attend", "not present", "absent"]],
    mustCite: [{ meeting: "ar-2026-06" }],
  },
  {
    id: "s13",
    kind: "attendance",
    asker: "josie",
    question: "Who chaired the April meeting when Margaret was away?",
    mustContain: [["Chloe", "Bennett"]],
    mustCite: [{ meeting: "rb-2026-04" }],
  },
  {
    id: "s14",
    kind: "attendance",
    asker: "leilani",
    question: "how many of this year's board meetings have I been to?",
    // Four of the five held in 2026 (25 Feb, 29 Apr, 22 Jul, 28 Oct); she sent apologies on 24 June.
    mustContain: [["four", "4 of", "4 board", "4 meetings", "attended 4", "been to 4"]],
  },

  // ---- agenda ----
  {
    id: "s15",
    kind: "agenda",
    asker: "davidm",
    question: "What's on the agenda for the 9 December board meeting?",
    mustContain: [["Healthy Homes"], ["grant"], ["calendar"], ["performance review"]],
    mustCite: [{ meeting: "rb-2026-12" }],
  },
  {
    id: "s16",
    kind: "agenda",
    asker: "renee",
    question: "whats coming up at the next a&r meeting",
    mustContain: [["insurance"], ["reserves"], ["internal audit"]],
    mustCite: [{ meeting: "ar-2026-12" }],
  },
  {
    id: "s17",
    kind: "agenda",
    asker: "karen",
    question: "What was going to be discussed at the cancelled August meeting?",
    mustContain: [["tenant advisory"], ["Code of Conduct"]],
    mustCite: [{ meeting: "rb-2026-08" }],
  },
  {
    id: "s18",
    kind: "agenda",
    asker: "margaret",
    question: "Which grant applications are coming to the December board meeting?",
    mustContain: [["Night Shelter"], ["Foodshare"]],
    mustCite: [{ meeting: "rb-2026-12" }],
  },

  // ---- decisions ----
  {
    id: "s19",
    kind: "decisions",
    asker: "tane",
    question: "Did we go ahead with buying 41 Tainui St?",
    mustContain: [date("2026-07-22"), ["2,450,000", "2.45 million", "2.45m", "2450000"]],
    mustCite: [{ meeting: "rb-2026-07" }],
  },
  {
    id: "s20",
    kind: "decisions",
    asker: "leilani",
    question: "What did the board decide about Healthy Homes stage 2 in April?",
    // Deferred to June so a second quote could be obtained (approved in June, but the question is April).
    mustContain: [["defer"]],
    mustCite: [{ meeting: "rb-2026-04" }],
  },
  {
    id: "s21",
    kind: "decisions",
    asker: "chloe",
    question: "what rent increase did we agree for 2026/27",
    mustContain: [["2.5%", "2.5 %", "2.5 per"]],
    mustCite: [{ meeting: "rb-2026-04" }],
  },
  {
    id: "s22",
    kind: "decisions",
    asker: "davidp",
    question: "when did we set up the tenant advisory panel, and what's its budget?",
    // Set up on 25 February 2026 (deferred from December 2025), $8,000 a year.
    mustContain: [date("2026-02-25"), money(8_000)],
    mustCite: [{ meeting: "rb-2026-02" }],
  },
  {
    id: "s23",
    kind: "decisions",
    asker: "renee",
    question: "When did the board raise the CEO's spending limit, and to what?",
    // 27 August 2025, from $30,000 to $50,000 per transaction.
    mustContain: [date("2025-08-27"), money(50_000)],
    mustCite: [{ meeting: "rb-2025-08" }],
  },
  {
    id: "s24",
    kind: "decisions",
    asker: "josie",
    question: "What happened with the Community Garden's grant application?",
    // Lost 2 votes to 5 on 25 February 2026 ($7,500 for raised beds).
    mustContain: [["lost", "declined", "not approved", "rejected", "defeated", "was not"]],
    mustCite: [{ meeting: "rb-2026-02" }],
  },
  {
    id: "s25",
    kind: "decisions",
    asker: "davidm",
    question: "was anything approved by written resolution between meetings?",
    // Yes: on 15 September 2026, $58,000 to replace the storm-damaged roof at 8 Fern Grove.
    mustContain: [["Fern Grove"], money(58_000)],
  },
  {
    id: "s26",
    kind: "decisions",
    asker: "chloe",
    question: "What did A&R decide on the audit fee?",
    // Accepted Harrow Finch Audit's $38,000 fee for 2025/26 on 9 September 2026, 2 votes to 1.
    mustContain: [money(38_000)],
    mustCite: [{ meeting: "ar-2026-09" }],
  },

  // ---- votes ----
  {
    id: "s27",
    kind: "votes",
    asker: "margaret",
    question: "whats the vote on the tainui st purchase and who moved it",
    mustContain: [
      [
        "5 votes to 1",
        "5 to 1",
        "5-1",
        "5–1",
        "5 for",
        "five for",
        "5 in favour",
        "five in favour",
      ],
      ["Chloe", "Bennett"],
    ],
    mustCite: [{ meeting: "rb-2026-07" }],
  },
  {
    id: "s28",
    kind: "votes",
    asker: "davidm",
    question: "who seconded the WarmWise contract?",
    mustContain: [["Tāne", "Tane", "Horomona"]],
    mustCite: [{ meeting: "rb-2026-06" }],
  },
  {
    id: "s29",
    kind: "votes",
    asker: "chloe",
    question: "which motions were lost in 2025?",
    // The 5% rent increase (30 April 2025, 2–4) and the $4,500 Men's Shed grant (25 June 2025, 3–4).
    mustContain: [
      ["5%", "5 %", "five per"],
      ["Men's Shed", "Mens Shed", "Men’s Shed"],
    ],
    mustCite: [{ meeting: "rb-2025-04" }, { meeting: "rb-2025-06" }],
  },
  {
    id: "s30",
    kind: "votes",
    asker: "tane",
    question: "who voted against buying Tainui Street?",
    mustContain: [["Renée", "Renee", "Dubois"]],
    mustCite: [{ meeting: "rb-2026-07" }],
  },
  {
    id: "s31",
    kind: "votes",
    asker: "leilani",
    question: "What was the tally on the 5% rent increase motion?",
    mustContain: [
      ["2 votes to 4", "2 to 4", "2-4", "2–4", "2 for", "two for", "2 in favour", "two in favour"],
    ],
    mustCite: [{ meeting: "rb-2025-04" }],
  },
  {
    id: "s32",
    kind: "votes",
    asker: "karen",
    question: "who moved and seconded the 2.5% rent rise?",
    // Moved by David Park (not David Mahoney), seconded by Renée Dubois.
    mustContain: [["Park"], ["Renée", "Renee", "Dubois"]],
    mustCite: [{ meeting: "rb-2026-04" }],
  },
  {
    id: "s33",
    kind: "votes",
    asker: "renee",
    question: "did anyone vote against anything at the September A&R meeting?",
    // Chloe Bennett voted against accepting the $38,000 audit fee (2 votes to 1).
    mustContain: [["Chloe", "Bennett"], ["fee"]],
    mustCite: [{ meeting: "ar-2026-09" }],
  },

  // ---- actions ----
  {
    id: "s34",
    kind: "actions",
    asker: "davidp",
    question: "what are my open actions?",
    // Two, one per organisation he sits on: the Tainui Street open day communications plan
    // (due 13 November 2026, overdue) and signing the Old Courthouse lease for Southlight (due 18 December).
    mustContain: [["communications plan", "open day"], ["lease"]],
  },
  {
    id: "s35",
    kind: "actions",
    asker: "karen",
    question: "Which actions are overdue?",
    // Open and due before 25 November 2026, in what Karen can read (board and A&R): David Park's
    // open-day communications plan (13 Nov), Josie's Code of Conduct circulation (6 Nov), Karen's
    // penetration-test fixes (30 Sep) and Samir's draft Reserves and Treasury Policy (20 Nov).
    mustContain: [
      ["communications plan", "open day"],
      ["Code of Conduct"],
      ["penetration test", "high-risk"],
      ["Reserves"],
    ],
  },
  {
    id: "s36",
    kind: "actions",
    asker: "margaret",
    question: "what actions has josie got open?",
    mustContain: [["Code of Conduct"]],
  },
  {
    id: "s37",
    kind: "actions",
    asker: "chloe",
    question: "what actions came out of the september A&R meeting?",
    mustContain: [["Reserves"], ["Harrow Finch", "audit fee"]],
    mustCite: [{ meeting: "ar-2026-09" }],
  },
  {
    id: "s38",
    kind: "actions",
    asker: "tane",
    question: "anything on my to-do list?",
    mustContain: [["hui"]],
  },
  {
    id: "s39",
    kind: "actions",
    asker: "samir",
    question: "what have I got outstanding",
    // Only the draft Reserves and Treasury Policy (due 20 November 2026, so overdue); the rest are done.
    mustContain: [["Reserves"]],
  },
  {
    id: "s40",
    kind: "actions",
    asker: "leilani",
    question: "What happened to my action about visiting the youth services navigator programme?",
    mustContain: [["cancel"]],
  },
  {
    id: "s41",
    kind: "actions",
    asker: "margaret",
    question: "when is my CEO review action due",
    mustContain: [date("2026-11-30")],
  },

  // ---- counting ----
  {
    id: "s42",
    kind: "counting",
    asker: "chloe",
    question: "how many open actions does the audit & risk committee have?",
    // Three: Karen's penetration-test fixes, Samir's draft Reserves policy, Chloe's meeting with the auditor.
    mustContain: [["three", "3 open", "3 action", "are 3", "has 3", "have 3"]],
  },
  {
    id: "s43",
    kind: "counting",
    asker: "margaret",
    question: "How many board meetings did we hold in 2025?",
    // Six: 26 Feb, 30 Apr, 25 Jun, 27 Aug, 29 Oct, 10 Dec (none cancelled that year).
    mustContain: [["six", "6 board", "6 meetings", "held 6", "were 6", "was 6"]],
  },
  {
    id: "s44",
    kind: "counting",
    asker: "chloe",
    question: "how many grants has the board approved this year",
    // Three Community Partnership Grants in 2026: Youth Services $15,000, Night Shelter $9,500,
    // Women's Refuge $12,000 (the Community Garden's was lost).
    mustContain: [["three", "3 grants", "3 community", "3 approved", "approved 3"]],
  },
  {
    id: "s45",
    kind: "counting",
    asker: "samir",
    question: "how many times has the A&R committee met this year?",
    // Three (11 March, 10 June, 9 September 2026); the 2 December meeting is still to come.
    mustContain: [["three", "3 times", "3 meetings", "met 3"]],
  },
  {
    id: "s46",
    kind: "counting",
    asker: "renee",
    question: "How many motions has the board lost since the start of 2025?",
    // Three: 5% rent increase (Apr 2025), Men's Shed grant (Jun 2025), Community Garden grant (Feb 2026).
    mustContain: [["three", "3 motions", "3 lost", "lost 3"]],
  },

  // ---- interests ----
  {
    id: "s47",
    kind: "interests",
    asker: "margaret",
    question: "what interests has David Mahoney declared?",
    mustContain: [["Mahoney Builders"], ["WarmWise"]],
  },
  {
    id: "s48",
    kind: "interests",
    asker: "karen",
    question: "is Chloe still working for the council?",
    // No: she left Rivermouth District Council on 31 January 2026.
    mustContain: [date("2026-01-31")],
  },
  {
    id: "s49",
    kind: "interests",
    asker: "chloe",
    question: "who has declared an interest in WarmWise?",
    mustContain: [["Mahoney"]],
  },
  {
    id: "s50",
    kind: "interests",
    asker: "davidm",
    question: "which interests on our register have ended?",
    // Chloe Bennett's at Rivermouth District Council (ended 31 Jan 2026) and Margaret Ellison's at
    // Ellison & Co Lawyers (ended 30 Jun 2025). Isla McKenzie's ended Arts Council role is on
    // Southlight's register, which David Mahoney cannot read.
    mustContain: [["District Council"], ["Ellison & Co", "Ellison and Co"]],
  },
  {
    id: "s51",
    kind: "interests",
    asker: "isla",
    question: "what has Rangi declared on our interests register?",
    mustContain: [["Parata Stage Hire"]],
  },
  {
    id: "s52",
    kind: "interests",
    asker: "josie",
    question: "what's leilani got on the interests register",
    mustContain: [["Youth Services"]],
  },

  // ---- amounts ----
  {
    id: "s53",
    kind: "amounts",
    asker: "margaret",
    question: "What's the total of community partnership grants approved in 2026?",
    // $15,000 + $9,500 + $12,000 = $36,500.
    mustContain: [money(36_500)],
  },
  {
    id: "s54",
    kind: "amounts",
    asker: "chloe",
    question: "which cost more, Healthy Homes stage 1 or stage 2?",
    // Stage 2: WarmWise Ltd, $176,000 (June 2026) against stage 1: Comfort Insulation Ltd, $138,000 (Feb 2025).
    mustContain: [money(176_000), money(138_000)],
    mustCite: [{ meeting: "rb-2025-02" }, { meeting: "rb-2026-06" }],
  },
  {
    id: "s55",
    kind: "amounts",
    asker: "tane",
    question: "how much have we given the womens refuge in total",
    // $15,000 (February 2025) + $12,000 (October 2026) = $27,000.
    mustContain: [money(27_000)],
  },
  {
    id: "s56",
    kind: "amounts",
    asker: "davidp",
    question: "How much did Southlight approve for the lighting desk?",
    mustContain: [money(18_000)],
    mustCite: [{ meeting: "sl-2025-11" }],
  },
  {
    id: "s57",
    kind: "amounts",
    asker: "renee",
    question: "How much was the Glenview Court mould contract?",
    mustContain: [money(64_000)],
    mustCite: [{ meeting: "rb-2025-10" }],
  },
  {
    id: "s58",
    kind: "amounts",
    asker: "leilani",
    question: "total grants approved in 2025?",
    // $15,000 + $6,000 (Feb) + $12,000 (Jun) + $10,000 (Oct) + $5,000 (Dec) = $48,000.
    mustContain: [money(48_000)],
  },
  {
    id: "s59",
    kind: "amounts",
    asker: "chloe",
    question: "how much was the insurance premium this year compared with last year?",
    // $104,900 in March 2026 against $96,400 in March 2025 (Tasman Mutual Insurance).
    mustContain: [money(104_900), money(96_400)],
    mustCite: [{ meeting: "ar-2026-03" }, { meeting: "ar-2025-03" }],
  },

  // ---- documents ----
  {
    id: "s60",
    kind: "documents",
    asker: "leilani",
    question: "whats the quorom for board meetings?",
    // Four trustees, one of them the Chair or Deputy Chair (trust deed). The Code of Conduct
    // mentions the quorum without a number; the A&R quorum (two) is the committee's.
    mustContain: [["four", "4 trustees"]],
    mustCite: [{ document: "trust-deed" }],
  },
  {
    id: "s61",
    kind: "documents",
    asker: "karen",
    question: "What can I approve without going to the board?",
    // Karen is the chief executive: up to $50,000 per transaction within budget (and $20,000 unbudgeted).
    mustContain: [money(50_000)],
    mustCite: [{ document: "delegations" }],
  },
  {
    id: "s62",
    kind: "documents",
    asker: "davidm",
    question: "how long is a trustee's term",
    mustContain: [["four years", "4 years", "4-year", "four-year"]],
    mustCite: [{ document: "trust-deed" }],
  },
  {
    id: "s63",
    kind: "documents",
    asker: "chloe",
    question: "what's the quorum for A&R",
    mustContain: [["two", "2 members"]],
    mustCite: [{ document: "arc-terms" }],
  },
  {
    id: "s64",
    kind: "documents",
    asker: "tane",
    question: "What's our reserves target?",
    // Board Only, which Tāne (a trustee) may read: three months of budgeted operating
    // expenditure plus a $250,000 maintenance reserve.
    mustContain: [["three months", "3 months"], money(250_000)],
    mustCite: [{ document: "reserves" }],
  },
  {
    id: "s65",
    kind: "documents",
    asker: "margaret",
    question:
      "how quickly does the register have to be updated after someone declares an interest?",
    mustContain: [["five working days", "5 working days"]],
    mustCite: [{ document: "conflicts" }],
  },
  {
    id: "s66",
    kind: "documents",
    asker: "renee",
    question: "up to what amount can the A&R committee approve an insurance renewal?",
    mustContain: [money(150_000)],
    mustCite: [{ document: "delegations" }],
  },
  {
    id: "s67",
    kind: "documents",
    asker: "davidp",
    question: "whats the quorum for southlight trustee meetings",
    // Two trustees (Southlight's deed), not the housing trust's four.
    mustContain: [["two", "2 trustees"]],
    mustCite: [{ document: "southlight-deed" }],
  },
  {
    id: "s68",
    kind: "documents",
    asker: "josie",
    question: "Do trustees have to declare gifts? Over what value?",
    mustContain: [["100"]],
    mustCite: [{ document: "code-of-conduct" }],
  },
  {
    id: "s69",
    kind: "documents",
    asker: "samir",
    question: "What's the maximum I can sign off?",
    // Samir is the Finance & Property Manager: up to $10,000 per transaction within budget.
    mustContain: [money(10_000)],
    mustCite: [{ document: "delegations" }],
  },

  // ---- no answer: plausible, but nothing in the records answers them ----
  {
    id: "s70",
    kind: "no answer",
    asker: "margaret",
    question: "What's our policy on tenants keeping pets?",
    // The Tenancy Allocation Policy is about tenants but says nothing about pets.
    notFound: true,
  },
  {
    id: "s71",
    kind: "no answer",
    asker: "chloe",
    question: "How much did we spend on the Glenview Court roof?",
    // The roof replaced was at 8 Fern Grove ($58,000); Glenview Court had mould remediation only.
    notFound: true,
  },
  {
    id: "s72",
    kind: "no answer",
    asker: "tane",
    question: "who's the trust's lawyer?",
    // Ellison & Co Lawyers is only Margaret Ellison's former consultancy, not the trust's lawyer.
    notFound: true,
  },
  {
    id: "s73",
    kind: "no answer",
    asker: "leilani",
    question: "When is the AGM this year?",
    notFound: true,
  },
  {
    id: "s74",
    kind: "no answer",
    asker: "davidm",
    question: "what did the board decide about the Rivermouth Rugby Club?",
    notFound: true,
  },
  {
    id: "s75",
    kind: "no answer",
    asker: "renee",
    question: "How much are trustees paid in fees?",
    // The Code of Conduct mentions reasonable expenses, not fees; no record sets any fee.
    notFound: true,
  },
  {
    id: "s76",
    kind: "no answer",
    asker: "karen",
    question: "what was the tenant satisfaction score in the last survey?",
    notFound: true,
  },
  {
    id: "s77",
    kind: "no answer",
    asker: "josie",
    question: "what was the outcome of the Healthy Homes stage 3 tender?",
    // There are stages 1 and 2 only.
    notFound: true,
  },

  // ---- permission: records the asker may not read ----
  {
    id: "s78",
    kind: "permission",
    asker: "margaret",
    question: "What did Southlight decide about the Old Courthouse lease?",
    notFound: true,
    mustNotCite: [{ meeting: "sl-2026-11" }, { meeting: "sl-2026-05" }],
  },
  {
    id: "s79",
    kind: "permission",
    asker: "chloe",
    question: "how much did the southlight theatre trust spend on its lighting desk",
    notFound: true,
    mustNotCite: [{ meeting: "sl-2025-11" }],
  },
  {
    id: "s80",
    kind: "permission",
    asker: "karen",
    question: "When did the Southlight trustees last meet?",
    notFound: true,
    mustNotCite: [{ meeting: "sl-2026-11" }],
  },
  {
    id: "s81",
    kind: "permission",
    asker: "samir",
    question: "What's the maximum at-risk payment the CEO can get?",
    // Only in the Chief Executive Remuneration Policy, in the Board Only folder; Samir is staff,
    // not a board member, so he may not read it.
    notFound: true,
    mustNotCite: [{ document: "ceo-remuneration" }],
  },
  {
    id: "s82",
    kind: "permission",
    asker: "isla",
    question: "How much did the housing trust pay for 41 Tainui Street?",
    notFound: true,
    mustNotCite: [{ meeting: "rb-2026-07" }],
  },
  {
    id: "s83",
    kind: "permission",
    asker: "rangi",
    question: "what's the quorum for the Rivermouth housing trust board?",
    notFound: true,
    mustNotCite: [{ document: "trust-deed" }],
  },
  {
    id: "s84",
    kind: "permission",
    asker: "fern",
    question: "when's the next Rivermouth Community Housing Trust board meeting?",
    notFound: true,
    mustNotCite: [{ meeting: "rb-2026-12" }],
  },
];
