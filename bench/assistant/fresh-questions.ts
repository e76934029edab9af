/**
 * A fresh question set over the same `boardHistory` as `evalQuestions` and `heldOutQuestions`.
 * The assistant was tuned against both of those, so these ask about other facts (or other
 * angles on them), phrased the way busy trustees type on a tablet, to measure generalisation.
 * Every expected answer was checked by hand against the records as seen on today (25 November 2026).
 */
import type { EvalQuestion } from "./board-history.js";

// The app writes "Tuesday 17 June 2025" or "17 June 2025"; short months are accepted too.
const day = (date: string): string[] => [date, date.replace(/ (\p{L}{3})\p{L}* /u, " $1 ")];
const FOUR_PM = [
  "4:00 pm",
  "4 pm",
  "4pm",
  "4:00pm",
  "16:00",
  "4.00 pm",
  "4.00pm",
  "4 p.m.",
  "4:00 p.m.",
];
const HALF_FIVE = [
  "5:30 pm",
  "5:30pm",
  "5.30 pm",
  "5.30pm",
  "17:30",
  "5:30 p.m.",
  "half past five",
];

export const freshQuestions: EvalQuestion[] = [
  // ---- meetings ----
  // 8 December 2026 is the last board meeting of this year; the next one is the draft February 2027 meeting.
  {
    id: "f1",
    kind: "meetings",
    asker: "james",
    question: "when's our first board meeting in the new year, and what time does it kick off?",
    mustContain: [day("16 February 2027"), HALF_FIVE],
    mustCite: [{ meeting: "tb-2027-02" }],
  },
  {
    id: "f2",
    kind: "meetings",
    asker: "priya",
    question: "What dates did F&R meet on in 2025?",
    mustContain: [day("29 May 2025"), day("25 September 2025")],
  },
  // Tom sits on Kererū, so its records are his to read. The 23 November AGM is not a board meeting.
  {
    id: "f3",
    kind: "meetings",
    asker: "tom",
    question: "when did the Kererū board last meet?",
    mustContain: [day("14 September 2026")],
    mustCite: [{ meeting: "kb-2026-09" }],
  },
  // Thursday 3 December 2026, 4:00 pm, in the Trust Office meeting room (not the boardroom).
  {
    id: "f4",
    kind: "meetings",
    asker: "sophie",
    question: "What time's the F&R meeting next week and where is it?",
    mustContain: [FOUR_PM, ["meeting room"]],
    mustCite: [{ meeting: "far-2026-12" }],
  },

  // ---- attendance ----
  // 2025 board meetings: Aroha's only apology was for 21 October 2025.
  {
    id: "f5",
    kind: "attendance",
    asker: "aroha",
    question: "did I miss any board meetings last year?",
    mustContain: [day("21 October 2025")],
    mustCite: [{ meeting: "tb-2025-10" }],
  },
  {
    id: "f6",
    kind: "attendance",
    asker: "james",
    question: "Who was away for the Aug board meeting this year?",
    mustContain: [["Sophie"]],
    mustCite: [{ meeting: "tb-2026-08" }],
  },
  {
    id: "f7",
    kind: "attendance",
    asker: "tom",
    question: "who couldnt make the March club meeting at Kererū?",
    mustContain: [["Rāwiri", "Rawiri"]],
    mustCite: [{ meeting: "kb-2026-03" }],
  },

  // ---- agenda ----
  // The item's description: repair quotes and two community housing lease proposals.
  {
    id: "f8",
    kind: "agenda",
    asker: "aroha",
    question: "What's Daniel bringing to the Dec board meeting on the cottage?",
    mustContain: [["quote"], ["lease"]],
    mustCite: [{ meeting: "tb-2026-12" }],
  },
  {
    id: "f9",
    kind: "agenda",
    asker: "priya",
    question: "what was on the F&R agenda in March?",
    mustContain: [["treasury", "reserves"], ["broker", "Aon"], ["risk register"]],
    mustCite: [{ meeting: "far-2026-03" }],
  },
  {
    id: "f10",
    kind: "agenda",
    asker: "mere",
    question: "Agenda items for the 15 April 2025 board meetnig?",
    mustContain: [["trustee fee"], ["health and safety", "health & safety"], ["grant"]],
    mustCite: [{ meeting: "tb-2025-04" }],
  },

  // ---- decisions ----
  // The $63,200 surplus belongs to 2024/25.
  {
    id: "f11",
    kind: "decisions",
    asker: "hemi",
    question: "What surplus did the 2025/26 accounts show? Was the audit opinion clean?",
    mustContain: [["$41,700"], ["unmodified", "clean", "unqualified"]],
    mustCite: [{ meeting: "tb-2026-10" }],
  },
  // The three priorities are only in the minutes, not the decision text.
  {
    id: "f12",
    kind: "decisions",
    asker: "sophie",
    question: "what are the 3 priorities in the strat plan, and when did we adopt it?",
    mustContain: [["foreshore"], ["hall"], ["young", "youth"], day("21 April 2026")],
    mustCite: [{ meeting: "tb-2026-04" }],
  },
  {
    id: "f13",
    kind: "decisions",
    asker: "james",
    question: "What was the CEO's spending limit before we put it up?",
    mustContain: [["$20,000"]],
    mustCite: [{ meeting: "tb-2026-08" }],
  },
  {
    id: "f14",
    kind: "decisions",
    asker: "priya",
    question: "how much did we give the kapa haka group, and what was it for?",
    mustContain: [["$6,000"], ["costume"]],
    mustCite: [{ meeting: "tb-2025-12" }],
  },
  // Both the April 2025 minutes and the policy itself record the date.
  {
    id: "f15",
    kind: "decisions",
    asker: "mere",
    question: "When did the board last readopt the health & safety policy?",
    mustContain: [day("15 April 2025")],
  },
  {
    id: "f16",
    kind: "decisions",
    asker: "tom",
    question: "What did Kererū set the junior subs at for 2026? and seniors?",
    mustContain: [["$60"], ["$180"]],
    mustCite: [{ meeting: "kb-2025-07" }],
  },

  // ---- votes ----
  {
    id: "f17",
    kind: "votes",
    asker: "aroha",
    question: "Was the vote to name the room after Ruiha unanimous?",
    mustContain: [
      [
        "unanimous",
        "6 for",
        "six for",
        "6 in favour",
        "six in favour",
        "6–0",
        "6-0",
        "6 to 0",
        "all six",
        "support: 6",
        "6 support",
        "6 votes",
      ],
    ],
    mustCite: [{ meeting: "tb-2026-02" }],
  },
  // Tally 5 for; Tom declared an interest, left the room and did not vote.
  {
    id: "f18",
    kind: "votes",
    asker: "hemi",
    question: "how did the vote go on the Kererū grant - did Tom vote?",
    mustContain: [
      [
        "5 for",
        "five for",
        "5 in favour",
        "five in favour",
        "5–0",
        "5-0",
        "5 to 0",
        "support: 5",
        "5 support",
        "5 votes",
        "five votes",
      ],
      [
        "did not vote",
        "didn't vote",
        "not vote",
        "no vote",
        "not voted",
        "left the room",
        "no part",
        "did not take part",
        "didn't take part",
        "sat out",
        "stepped out",
        "withdrew",
      ],
    ],
    mustCite: [{ meeting: "tb-2026-02" }],
  },
  {
    id: "f19",
    kind: "votes",
    asker: "sophie",
    question: "Who had the casting vote on the cottage sale, and which way did it go?",
    mustContain: [["James", "Chair"], ["against"]],
    mustCite: [{ meeting: "tb-2026-04" }],
  },

  // ---- actions ----
  // a20: Mere, due 13 November 2026, not started, so overdue.
  {
    id: "f20",
    kind: "actions",
    asker: "mere",
    question: "have i sent out the 2027 meeting calendar yet? when was it due?",
    mustContain: [
      [
        "not started",
        "overdue",
        "not yet",
        "hasn't",
        "has not",
        "haven't",
        "have not",
        "outstanding",
        "still open",
      ],
      day("13 November 2026"),
    ],
  },
  // Tom's only open action anywhere (his Kererū kitchen quotes are done).
  {
    id: "f21",
    kind: "actions",
    asker: "tom",
    question: "whats on my to do list?",
    mustContain: [["parade"]],
  },
  {
    id: "f22",
    kind: "actions",
    asker: "aroha",
    question: "What actions came out of the Oct board meeting?",
    mustContain: [["calendar"], ["SunCoast", "solar"], ["parade"], ["coastal"]],
  },
  {
    id: "f23",
    kind: "actions",
    asker: "priya",
    question: "Did Grace ever get the fixed asset register reconciled?",
    mustContain: [["done", "completed", "finished", "yes"]],
  },
  // a13 (Daniel, 31 July 2026); Hemi's housing-provider approach (29 January 2027) is the distractor.
  {
    id: "f24",
    kind: "actions",
    asker: "james",
    question: "who's got the cottage repair quotes, and when were they due?",
    mustContain: [["Daniel"], day("31 July 2026")],
  },

  // ---- interests ----
  // Current: Hemi (Harbour Marine), Aroha (Kindergarten), Priya (Coastline), Tom (Kererū).
  // James's, Sophie's and Hemi's fishing-club interests have ended.
  {
    id: "f25",
    kind: "interests",
    asker: "mere",
    question: "Which trustees have current interests on the register?",
    mustContain: [["Hemi"], ["Aroha"], ["Priya"], ["Tom"]],
  },
  // The register dates Bay Realty to 18 February 2025; the cottage declaration was in December 2025.
  {
    id: "f26",
    kind: "interests",
    asker: "sophie",
    question: "at which meeting did James declare his Bay Realty interest over the cottage?",
    mustContain: [day("9 December 2025")],
    mustCite: [{ meeting: "tb-2025-12" }],
  },
  {
    id: "f27",
    kind: "interests",
    asker: "tom",
    question: "has anyone on the Kererū board declared an interest?",
    mustContain: [["Hine"], ["Plumbing"]],
  },

  // ---- amounts ----
  // $12,000 (shade sails, February 2025) + $8,500 (sandpit cover, October 2026).
  {
    id: "f28",
    kind: "amounts",
    asker: "james",
    question: "How much has the kindy had from us altogether?",
    mustContain: [["$20,500"]],
  },
  // Bayside Marine Services $212,000 − Harbour Marine $186,500.
  {
    id: "f29",
    kind: "amounts",
    asker: "james",
    question: "how much cheaper was Harbour Marine than the other seawall tender?",
    mustContain: [["$25,500"]],
    mustCite: [{ meeting: "tb-2025-06" }],
  },

  // ---- documents ----
  {
    id: "f30",
    kind: "documents",
    asker: "tom",
    question: "Min and max number of trustees under the deed?",
    mustContain: [
      [
        "five",
        "5 and",
        "5 to",
        "5–8",
        "5-8",
        "5 trustees",
        "minimum of 5",
        "fewer than 5",
        "least 5",
      ],
      ["eight", "8 trustees", "5 to 8", "5–8", "5-8", "maximum of 8", "more than 8", "up to 8"],
    ],
    mustCite: [{ document: "trust-deed" }],
  },
  // The board's own quorum (a majority, never fewer than four) is the distractor.
  {
    id: "f31",
    kind: "documents",
    asker: "sophie",
    question: "whats the quorum for F&R meetings?",
    mustContain: [
      [
        "two trustees",
        "2 trustees",
        "two members",
        "2 members",
        "two committee members",
        "2 committee members",
        "quorum of two",
        "quorum of 2",
        "quorum is two",
        "quorum is 2",
      ],
    ],
    mustCite: [{ document: "far-terms" }],
  },
  {
    id: "f32",
    kind: "documents",
    asker: "hemi",
    question: "Up to what amount can F&R approve spending without it going to the board?",
    mustContain: [["$75,000"]],
    mustCite: [{ document: "delegations" }],
  },
  // Board-only folder; Priya is a trustee.
  {
    id: "f33",
    kind: "documents",
    asker: "priya",
    question: "are we even allowed to put reserves into a managed fund?",
    mustContain: [
      [
        "resolution",
        "board approval",
        "board must approve",
        "approved by the board",
        "board to approve",
        "board approves",
      ],
      ["recommend"],
    ],
    mustCite: [{ document: "treasury-policy" }],
  },
  {
    id: "f34",
    kind: "documents",
    asker: "mere",
    question: "When are we meant to do the anual review of the interests register?",
    mustContain: [["first meeting"]],
    mustCite: [{ document: "conflicts-policy" }],
  },

  // ---- counting ----
  // Kindergarten, Surf Lifesaving, Foodbank, Toy Library, Kapa Haka; the $15,000 rowing grant was lost.
  {
    id: "f35",
    kind: "counting",
    asker: "james",
    question: "how many community grants did we approve in 2025?",
    mustContain: [
      [
        "five",
        "5 grants",
        "5 community",
        "approved 5",
        "were 5",
        "total of 5",
        "5 were",
        "5 approved",
        "5 in 2025",
      ],
    ],
  },
  // Held: 29 May 2025, 25 September 2025, 12 March 2026, 10 September 2026; 3 December is still ahead.
  {
    id: "f36",
    kind: "counting",
    asker: "aroha",
    question: "How many times has F&R actually met so far?",
    mustContain: [
      [
        "four",
        "4 meetings",
        "4 times",
        "met 4",
        "4 committee",
        "held 4",
        "were 4",
        "total of 4",
        "4 so far",
      ],
    ],
  },

  // ---- no answer: each brushes against real records ("Marine", "policy", "appoint") ----
  {
    id: "f37",
    kind: "no answer",
    asker: "james",
    question: "What did we decide about the marina berths?",
    notFound: true,
  },
  {
    id: "f38",
    kind: "no answer",
    asker: "sophie",
    question: "what does our whistleblowing policy say about anonymous reports?",
    notFound: true,
  },
  {
    id: "f39",
    kind: "no answer",
    asker: "mere",
    question: "Who did we appoint as the trust's solicitors?",
    notFound: true,
  },

  // ---- permission ----
  // Grace attends F&R as an Executive: she may see its dates but not its decisions or minutes.
  {
    id: "f40",
    kind: "permission",
    asker: "grace",
    question: "what budget did F&R approve for the 2027 internal audit?",
    notFound: true,
    mustNotCite: [{ meeting: "far-2026-09" }],
  },
  {
    id: "f41",
    kind: "permission",
    asker: "aroha",
    question: "Did Rawiri ever get the timers put on the Kererū floodlights?",
    notFound: true,
    mustNotCite: [{ meeting: "kb-2026-09" }, { meeting: "kb-2025-07" }],
  },
  // Fiona is Kererū's secretary only; the trust's policies are not hers to read.
  {
    id: "f42",
    kind: "permission",
    asker: "fiona",
    question:
      "What does the Tōtara Bay trust's health and safety policy say about volunteer inductions?",
    notFound: true,
    mustNotCite: [{ document: "hs-policy" }],
  },
];
