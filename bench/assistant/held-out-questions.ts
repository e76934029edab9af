/**
 * A held-out question set over the same `boardHistory` as `evalQuestions`.
 * The assistant was tuned against `evalQuestions`, so these ask about other facts, people,
 * meetings and decisions, in other words, to measure how well it generalises.
 * Every expected answer was checked by hand against the records as seen on today (25 November 2026).
 */
import type { EvalQuestion } from "./board-history.js";

// The app writes "Tuesday 17 June 2025" or "17 June 2025"; short months are accepted too.
const day = (date: string): string[] => [date, date.replace(/ (\p{L}{3})\p{L}* /u, " $1 ")];
const LOST = [
  "lost",
  "not approved",
  "not carried",
  "defeated",
  "declined",
  "rejected",
  "did not pass",
  "didn't pass",
  "failed",
  "not passed",
];
const DID_NOT_ATTEND = [
  "apolog",
  "did not attend",
  "didn't attend",
  "not present",
  "wasn't there",
  "was not there",
  "absent",
  "missed",
  "not at",
];

export const heldOutQuestions: EvalQuestion[] = [
  // ---- meetings ----
  // The December committee meeting is still ahead, so the last one is September.
  {
    id: "h1",
    kind: "meetings",
    asker: "priya",
    question: "when did finance and risk last get together?",
    mustContain: [day("10 September 2026")],
    mustCite: [{ meeting: "far-2026-09" }],
  },
  // The only board meeting away from the Trust Office boardroom before December 2026.
  {
    id: "h2",
    kind: "meetings",
    asker: "hemi",
    question: "Where did we hold the June 2025 board meeting?",
    mustContain: [["Library"]],
    mustCite: [{ meeting: "tb-2025-06" }],
  },
  // The 19 August 2025 meeting was cancelled, so only October and December were held.
  {
    id: "h3",
    kind: "meetings",
    asker: "james",
    question: "Can you list the board meetings we actually held in the second half of 2025?",
    mustContain: [day("21 October 2025"), day("9 December 2025")],
  },
  {
    id: "h4",
    kind: "meetings",
    asker: "hemi",
    question: "What date was the first Finance & Risk Committee meeting this year?",
    mustContain: [day("12 March 2026")],
    mustCite: [{ meeting: "far-2026-03" }],
  },
  // An Executive may see the committee's meeting dates.
  {
    id: "h5",
    kind: "meetings",
    asker: "grace",
    question: "what day is the next F&R committee meeting on?",
    mustContain: [day("3 December 2026")],
  },

  // ---- attendance ----
  {
    id: "h6",
    kind: "attendance",
    asker: "james",
    question: "Did Hemi make it to the June 2026 board meeting?",
    mustContain: [DID_NOT_ATTEND],
    mustCite: [{ meeting: "tb-2026-06" }],
  },
  {
    id: "h7",
    kind: "attendance",
    asker: "mere",
    question: "Which trustee couldn't make the February 2025 board meeting?",
    mustContain: [["Tom"]],
    mustCite: [{ meeting: "tb-2025-02" }],
  },
  {
    id: "h8",
    kind: "attendance",
    asker: "mere",
    question: "Who turned up to the committee meeting on 12 March 2026?",
    mustContain: [["Priya"], ["Aroha"], ["Sophie"], ["Hemi"]],
    mustCite: [{ meeting: "far-2026-03" }],
  },

  // ---- agenda ----
  {
    id: "h9",
    kind: "agenda",
    asker: "sophie",
    question: "What topics came up at the June 2026 board meeting?",
    mustContain: [["budget"], ["solar"], ["Foodbank", "grant"]],
    mustCite: [{ meeting: "tb-2026-06" }],
  },
  // The August 2025 meeting was cancelled with its agenda already published.
  {
    id: "h10",
    kind: "agenda",
    asker: "james",
    question:
      "What was going to be discussed at the August 2025 board meeting before it got cancelled?",
    mustContain: [["strategic plan"]],
    mustCite: [{ meeting: "tb-2025-08" }],
  },
  // The applicants are named only in the grants item's description.
  {
    id: "h11",
    kind: "agenda",
    asker: "james",
    question: "Which grant applications are coming to the board in December?",
    mustContain: [["Playcentre"], ["Coastcare"], ["Brass Band"]],
    mustCite: [{ meeting: "tb-2026-12" }],
  },

  // ---- decisions ----
  {
    id: "h12",
    kind: "decisions",
    asker: "hemi",
    question: "Which firm did we reappoint as auditors, and when was that?",
    mustContain: [["Moana Audit"], day("18 February 2025")],
    mustCite: [{ meeting: "tb-2025-02" }],
  },
  // The $15,000 application was lost in October 2025; a reduced one passed in August 2026.
  {
    id: "h13",
    kind: "decisions",
    asker: "sophie",
    question: "Did the youth rowing club ever get money from us for their coxed four?",
    mustContain: [["$11,000"]],
    mustCite: [{ meeting: "tb-2026-08" }],
  },
  {
    id: "h14",
    kind: "decisions",
    asker: "priya",
    question: "Which insurance broker did the committee switch us to, and from when?",
    mustContain: [["Aon"], day("1 July 2026")],
    mustCite: [{ meeting: "far-2026-03" }],
  },
  {
    id: "h15",
    kind: "decisions",
    asker: "aroha",
    question: "Who put up the motion to sell the Wharf St cottage, and who seconded it?",
    mustContain: [["Hemi"], ["Sophie"]],
    mustCite: [{ meeting: "tb-2026-04" }],
  },
  // Tom also reads Kererū's records, which hold no budget.
  {
    id: "h16",
    kind: "decisions",
    asker: "tom",
    question:
      "What operating budget did the trust adopt for 2025/26, and how much of it was set aside for grants?",
    mustContain: [["$1,240,000", "$1.24 million", "$1.24m"], ["$90,000"]],
    mustCite: [{ meeting: "tb-2025-06" }],
  },
  // Deferred in December 2025; decided only in February 2026.
  {
    id: "h17",
    kind: "decisions",
    asker: "priya",
    question:
      "What did we resolve about naming the hall meeting room at the December 2025 meeting?",
    mustContain: [["deferred", "postponed", "held over", "put off"]],
    mustCite: [{ meeting: "tb-2025-12" }],
  },

  // ---- votes ----
  {
    id: "h18",
    kind: "votes",
    asker: "sophie",
    question: "how did the committee vote on putting reserves into the Kiwi Growth Fund?",
    mustContain: [
      [
        "2 to 2",
        "2–2",
        "2-2",
        "two to two",
        "2 votes to 2",
        "two votes to two",
        "equality",
        "tied",
        "a tie",
        "2 for",
        "two for",
        "2 in favour",
        "two in favour",
        "support: 2",
      ],
      LOST,
    ],
    mustCite: [{ meeting: "far-2026-09" }],
  },
  // Tally 4 for, none against; Aroha declared an interest and did not vote.
  {
    id: "h19",
    kind: "votes",
    asker: "james",
    question: "Was the kindy sandpit cover grant unanimous? Who didn't vote?",
    mustContain: [
      [
        "4 for",
        "four for",
        "4 in favour",
        "four in favour",
        "4 votes",
        "four votes",
        "4–0",
        "4-0",
        "4 to 0",
        "support: 4",
        "4 support",
      ],
      ["Aroha"],
    ],
    mustCite: [{ meeting: "tb-2026-10" }],
  },
  // The only two abstentions on record: the Harbour Marine contract and the $15,000 rowing grant.
  {
    id: "h20",
    kind: "votes",
    asker: "mere",
    question: "Which motions did Sophie abstain on?",
    mustContain: [["Harbour Marine", "seawall", "boat ramp"], ["Rowing"]],
    mustCite: [{ meeting: "tb-2025-06" }, { meeting: "tb-2025-10" }],
  },

  // ---- actions ----
  // Hemi's working bee and Kiwi Growth Fund report were cancelled; the housing approach is on hold.
  {
    id: "h21",
    kind: "actions",
    asker: "hemi",
    question: "anything still on my plate?",
    mustContain: [["housing"]],
  },
  // Due 26 November to 9 December 2026: the conflicts review (8 Dec) and the treasury draft (3 Dec).
  {
    id: "h22",
    kind: "actions",
    asker: "mere",
    question: "Which actions fall due in the next fortnight?",
    mustContain: [["Conflicts"], ["Treasury"]],
  },
  {
    id: "h23",
    kind: "actions",
    asker: "mere",
    question: "Has James done the chief executive's performance review yet?",
    mustContain: [["done", "completed", "finished", "yes"]],
  },
  {
    id: "h24",
    kind: "actions",
    asker: "aroha",
    question: "What happened to the working bee at the seawall that Hemi was organising?",
    mustContain: [["cancel"]],
  },
  {
    id: "h25",
    kind: "actions",
    asker: "priya",
    question: "Who's meant to be tendering the internal audit, and when was it due?",
    mustContain: [["Grace"], day("30 October 2026")],
  },

  // ---- interests ----
  {
    id: "h26",
    kind: "interests",
    asker: "james",
    question: "What has Priya got on the interests register?",
    mustContain: [["Coastline"]],
  },
  {
    id: "h27",
    kind: "interests",
    asker: "mere",
    question: "When did Sophie finish up as treasurer of the surf club?",
    mustContain: [day("30 September 2025")],
  },
  // James retired from Bay Realty on 31 March 2026.
  {
    id: "h28",
    kind: "interests",
    asker: "sophie",
    question: "Which trustee declared an interest in Bay Realty, and does it still apply?",
    mustContain: [
      ["James"],
      [
        "31 March 2026",
        "31 Mar 2026",
        "ended",
        "no longer",
        "not current",
        "expired",
        "ceased",
        "retired",
      ],
    ],
  },

  // ---- amounts ----
  // 2026 grants: $9,000 (Kererū) + $14,000 (Foodbank) + $11,000 (Rowing) + $8,500 (Kindergarten).
  // The $4,200 of car pool fuel vouchers is not a community grant.
  {
    id: "h29",
    kind: "amounts",
    asker: "aroha",
    question: "Total community grants approved so far in 2026?",
    mustContain: [["$42,500"]],
  },
  // Contract $94,800; final cost $97,300.
  {
    id: "h30",
    kind: "amounts",
    asker: "priya",
    question: "What did the hall roof end up costing, and how far over the contract did it go?",
    mustContain: [["$97,300"], ["$2,500"]],
    mustCite: [{ meeting: "tb-2026-02" }],
  },

  // ---- documents ----
  {
    id: "h31",
    kind: "documents",
    asker: "tom",
    question: "How many terms can a trustee serve back to back?",
    mustContain: [["three consecutive", "3 consecutive", "three terms", "3 terms"]],
    mustCite: [{ document: "trust-deed" }],
  },
  {
    id: "h32",
    kind: "documents",
    asker: "hemi",
    question: "Do Daniel and the finance manager get a vote at Finance & Risk meetings?",
    mustContain: [
      [
        "not members",
        "do not vote",
        "don't vote",
        "does not vote",
        "doesn't vote",
        "no vote",
        "cannot vote",
        "can't vote",
        "not vote",
        "not entitled to vote",
      ],
    ],
    mustCite: [{ document: "far-terms" }],
  },
  {
    id: "h33",
    kind: "documents",
    asker: "sophie",
    question: "Who has to sign off a contract worth more than $100k?",
    mustContain: [["two trustees", "2 trustees"], ["Chair"]],
    mustCite: [{ document: "delegations" }],
  },
  {
    id: "h34",
    kind: "documents",
    asker: "mere",
    question: "How long have I got to get a new declaration into the interests register?",
    mustContain: [["10 working days", "ten working days"]],
    mustCite: [{ document: "conflicts-policy" }],
  },
  // Board-only folder.
  {
    id: "h35",
    kind: "documents",
    asker: "priya",
    question: "At what level of reserves does the CEO have to bring us a plan to rebuild them?",
    mustContain: [["four months", "4 months"]],
    mustCite: [{ document: "treasury-policy" }],
  },

  // ---- counting ----
  // 2026 board meetings held: Feb (all present), Apr, Jun (Hemi apology), Aug, Oct (Hemi apology).
  {
    id: "h36",
    kind: "counting",
    asker: "james",
    question: "How many board meetings has Hemi missed this year?",
    mustContain: [
      [
        "twice",
        "two",
        "2 meetings",
        "2 board meetings",
        "2 times",
        "missed 2",
        "2 apologies",
        "2 of",
      ],
    ],
  },
  // c06–c09, whatever their outcome (one noted, one lost).
  {
    id: "h37",
    kind: "counting",
    asker: "mere",
    question: "How many decisions has the Finance & Risk Committee recorded in 2026?",
    mustContain: [
      [
        "four",
        "4 decisions",
        "4 decision",
        "4 records",
        "are 4",
        "were 4",
        "made 4",
        "total of 4",
        "4 committee",
        "4 in 2026",
      ],
    ],
  },

  // ---- no answer: each brushes against real records ("Library", "AGM", "budget") ----
  {
    id: "h38",
    kind: "no answer",
    asker: "aroha",
    question: "What did we decide about extending the library?",
    notFound: true,
  },
  // The only AGM on record is Kererū's, which Sophie cannot read.
  {
    id: "h39",
    kind: "no answer",
    asker: "sophie",
    question: "When is the trust's AGM this year?",
    notFound: true,
    mustNotCite: [{ meeting: "kb-2026-09" }],
  },
  // Budgets exist for 2025/26 and 2026/27 only.
  {
    id: "h40",
    kind: "no answer",
    asker: "james",
    question: "What's the operating budget for 2027/28?",
    notFound: true,
  },

  // ---- permission ----
  {
    id: "h41",
    kind: "permission",
    asker: "aroha",
    question: "How much is Kererū spending on its clubroom kitchen upgrade?",
    notFound: true,
    mustNotCite: [{ meeting: "kb-2026-09" }, { meeting: "kb-2026-03" }],
  },
  // Executives may not read documents or minutes.
  {
    id: "h42",
    kind: "permission",
    asker: "grace",
    question: "What reserves target does the treasury policy set?",
    notFound: true,
    mustNotCite: [
      { document: "treasury-policy" },
      { meeting: "far-2025-09" },
      { meeting: "far-2026-03" },
    ],
  },
  // Hine sits only on Kererū.
  {
    id: "h43",
    kind: "permission",
    asker: "hine",
    question: "When does the Tōtara Bay Community Trust board meet next, and what's on its agenda?",
    notFound: true,
    mustNotCite: [{ meeting: "tb-2026-12" }],
  },
];
