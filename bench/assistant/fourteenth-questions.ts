/**
 * Questions on the fourteenth board history (Coleg Afon Ddu, a Welsh further-education college),
 * asked on 2027-06-10 by governors, the Clerk, a Senior Executive, guests and subsidiary directors.
 * Every expected answer was checked by hand against fourteenth-history.ts.
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
const WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

const ordinal = (d: number) => {
  const last = d % 10;
  const teen = d % 100 >= 11 && d % 100 <= 13;
  const suffix = teen ? "th" : last === 1 ? "st" : last === 2 ? "nd" : last === 3 ? "rd" : "th";
  return `${d}${suffix}`;
};

/** The ways an answer may write a day: "8 March", "March 8", "8th March", "08/03/2027", "2027-03-08". */
function date(iso: string): string[] {
  const [y, mo, d] = iso.split("-").map(Number) as [number, number, number];
  const month = MONTHS[mo - 1] as string;
  const mon = month.slice(0, 3);
  const dd = String(d).padStart(2, "0");
  const mm = String(mo).padStart(2, "0");
  return [
    `${d} ${month}`,
    `${month} ${d}`,
    `${ordinal(d)} ${month}`,
    `${month} ${ordinal(d)}`,
    `${ordinal(d)} of ${month}`,
    `${d} ${mon}`,
    `${mon} ${d}`,
    `${mon}. ${d}`,
    `${dd}/${mm}/${y}`,
    `${d}/${mo}/${y}`,
    iso,
  ];
}

/** A day, or just its month and year ("March 2025"), for questions about which meeting. */
function when(iso: string): string[] {
  const [y, mo] = iso.split("-").map(Number) as [number, number];
  const month = MONTHS[mo - 1] as string;
  return [...date(iso), `${month} ${y}`, `${month.slice(0, 3)} ${y}`, `${month}, ${y}`];
}

const commas = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
const trim = (n: number) => String(Number(n.toFixed(4)));

/** The ways an amount in pounds may be written: "£1,050,000", "£1.05m", "1.05 million", "£350k". */
function money(pounds: number): string[] {
  const out = new Set<string>([commas(pounds), String(pounds)]);
  if (pounds >= 100_000) {
    const m = trim(pounds / 1_000_000);
    for (const s of [m, /^\d+\.\d$/.test(m) ? `${m}0` : m])
      for (const unit of ["m", " m", "mn", " million"]) out.add(`${s}${unit}`);
  }
  if (pounds >= 1_000 && (pounds < 1_000_000 || pounds % 1_000 === 0)) {
    const k = pounds / 1_000;
    for (const s of [trim(k), commas(k)])
      for (const unit of ["k", " k", " thousand"]) out.add(`${s}${unit}`);
  }
  return [...out];
}

/** A count as a figure or a word: "3", "three". */
const count = (n: number): string[] =>
  n < WORDS.length ? [String(n), WORDS[n] as string] : [String(n)];

const IN_PROGRESS = ["in progress", "under way", "underway", "ongoing", "in hand"];
const LOST = [
  "not approved",
  "rejected",
  "lost",
  "defeated",
  "voted down",
  "turned down",
  "did not",
  "didn't",
];

export const fourteenthQuestions: EvalQuestion[] = [
  // ── meetings ──
  {
    id: "q14-01",
    kind: "meetings",
    asker: "sian",
    question: "When's our next board meeting, and is the budget on it?",
    mustContain: [date("2027-07-06"), ["budget"]],
    mustCite: [{ meeting: "c14" }],
  },
  {
    id: "q14-02",
    kind: "meetings",
    asker: "heledd",
    question: "hi - when is the next board meeting? need to put it in my diary",
    mustContain: [date("2027-07-06")],
  },
  {
    id: "q14-03",
    kind: "meetings",
    asker: "gwen",
    question: "When does ARC next meet?",
    mustContain: [date("2027-06-22")],
    mustCite: [{ meeting: "a10" }],
  },
  {
    id: "q14-04",
    kind: "meetings",
    asker: "llyr",
    question: "Were any board meetings cancelled last year? Why?",
    mustContain: [when("2026-02-10"), ["snow"]],
    mustCite: [{ meeting: "c6" }],
  },
  {
    id: "q14-05",
    kind: "meetings",
    asker: "rhian",
    question: "Why was our April 2026 meeting called off?",
    mustContain: [["sick", "illness", "unwell", " ill"]],
    mustCite: [{ meeting: "s5" }],
  },
  {
    id: "q14-06",
    kind: "meetings",
    asker: "bethan",
    question: "Why didn't the June 2026 committee meeting go ahead, and when did we meet instead?",
    mustContain: [["quorate", "quorum"], date("2026-06-30")],
    mustCite: [{ meeting: "a6" }],
  },
  {
    id: "q14-07",
    kind: "meetings",
    asker: "sian",
    question: "Where did we hold the strategy day last year?",
    mustContain: [["Rhoscolyn"]],
    mustCite: [{ meeting: "c7" }],
  },
  {
    id: "q14-08",
    kind: "meetings",
    asker: "eleri",
    question: "Have any of this year's board meetings been held online?",
    mustContain: [when("2027-04-27")],
    mustCite: [{ meeting: "c12" }],
  },
  {
    id: "q14-09",
    kind: "meetings",
    asker: "kevin",
    question: "When did the Enterprises board last meet, and where?",
    mustContain: [date("2027-04-21"), ["Caerffili"]],
    mustCite: [{ meeting: "s8" }],
  },
  {
    id: "q14-10",
    kind: "meetings",
    asker: "mark",
    question: "What time is the ARC meeting on the 22nd, and where is it?",
    mustContain: [["16:00", "4pm", "4 pm", "4:00", "4.00", "four o'clock"], ["Ystrad Mynach"]],
    mustCite: [{ meeting: "a10" }],
  },

  // ── attendance ──
  {
    id: "q14-11",
    kind: "attendance",
    asker: "sian",
    question: "Who sent apologies for the December 2026 board meeting?",
    mustContain: [["Llŷr", "Llyr"]],
    mustCite: [{ meeting: "c10" }],
  },
  {
    id: "q14-12",
    kind: "attendance",
    asker: "ffion",
    question: "How many governors were at the March 2025 Corporation meeting?",
    mustContain: [count(9)],
    mustCite: [{ meeting: "c1" }],
  },
  {
    id: "q14-13",
    kind: "attendance",
    asker: "gwen",
    question: "Did Aled make the ARC meeting in February 2025?",
    mustContain: [["apolog"]],
    mustCite: [{ meeting: "a1" }],
  },
  {
    id: "q14-14",
    kind: "attendance",
    asker: "llyr",
    question: "Was Catrin at the October 2025 board meeting?",
    mustContain: [
      ["absent", "not present", "did not attend", "didn't attend", "wasn't", "was not", "not at"],
    ],
    mustCite: [{ meeting: "c3" }],
  },
  {
    id: "q14-15",
    kind: "attendance",
    asker: "gareth",
    question: "Who missed the Enterprises board in September 2025?",
    mustContain: [["Kevin", "Ashworth"]],
    mustCite: [{ meeting: "s2" }],
  },
  {
    id: "q14-16",
    kind: "attendance",
    asker: "ffion",
    question:
      "Which board meetings has Nia Griffiths missed, and did she send apologies each time?",
    mustContain: [
      when("2025-03-18"),
      when("2025-12-09"),
      when("2026-10-13"),
      [
        "absent",
        "no apolog",
        "without apolog",
        "not send",
        "didn't send",
        "did not send",
        "no apologies",
      ],
    ],
    mustCite: [{ meeting: "c1" }],
  },
  {
    id: "q14-17",
    kind: "attendance",
    asker: "dafydd",
    question: "Was the extraordinary meeting in April quorate? How many attended?",
    mustContain: [count(9), ["quorate"]],
    mustCite: [{ meeting: "c12" }],
  },
  {
    id: "q14-18",
    kind: "attendance",
    asker: "gwen",
    question: "Who was missing from the March 2027 ARC meeting?",
    mustContain: [["Bethan", "Rees"]],
    mustCite: [{ meeting: "a8" }],
  },
  {
    id: "q14-19",
    kind: "attendance",
    asker: "sian",
    question: "Which governors didn't come to the strategy day?",
    mustContain: [
      ["Tomos", "Pritchard"],
      ["Catrin", "Jenkins"],
    ],
    mustCite: [{ meeting: "c7" }],
  },
  {
    id: "q14-20",
    kind: "attendance",
    asker: "rhian",
    question: "Who chaired the board meeting at Rhoscolyn in May 2026, and who gave apologies?",
    mustContain: [
      ["Gareth", "Lloyd"],
      ["Mark", "Whitfield"],
    ],
    mustCite: [{ meeting: "s5" }],
  },

  // ── agenda ──
  {
    id: "q14-21",
    kind: "agenda",
    asker: "tomos",
    question: "What's on the agenda for the July board meeting?",
    mustContain: [["budget"], ["pay award"], ["name"]],
    mustCite: [{ meeting: "c14" }],
  },
  {
    id: "q14-22",
    kind: "agenda",
    asker: "aled",
    question: "What's coming to ARC on 22 June?",
    mustContain: [["internal audit plan"], ["risk register"], ["external audit"]],
    mustCite: [{ meeting: "a10" }],
  },
  {
    id: "q14-23",
    kind: "agenda",
    asker: "kevin",
    question: "Is the residential price review going to the July Enterprises board?",
    mustContain: [date("2027-07-14")],
    mustCite: [{ meeting: "s9" }],
  },
  {
    id: "q14-24",
    kind: "agenda",
    asker: "llyr",
    question: "What was due to be discussed at the February 2026 board meeting that got cancelled?",
    mustContain: [["Welsh Language"], ["management accounts"]],
    mustCite: [{ meeting: "c5" }],
  },
  {
    id: "q14-25",
    kind: "agenda",
    asker: "ffion",
    question:
      "When is the subsidiary name change coming back to the board, and when was it deferred?",
    mustContain: [when("2027-07-06"), when("2027-03-16")],
    mustCite: [{ meeting: "c14" }, { meeting: "c11" }],
  },
  {
    id: "q14-26",
    kind: "agenda",
    asker: "sian",
    question: "What was the extraordinary meeting in April about?",
    mustContain: [["Net Zero"]],
    mustCite: [{ meeting: "c12" }],
  },
  {
    id: "q14-27",
    kind: "agenda",
    asker: "rhodri",
    question: "What was on the ARC agenda in November 2025?",
    mustContain: [["financial statements"], ["incident response"], ["annual report"]],
    mustCite: [{ meeting: "a3" }],
  },
  {
    id: "q14-28",
    kind: "agenda",
    asker: "mark",
    question: "Which items am I presenting at the July board?",
    mustContain: [["budget"]],
    mustCite: [{ meeting: "c14" }],
  },
  {
    id: "q14-29",
    kind: "agenda",
    asker: "rhian",
    question: "What's on the agenda for our next board meeting?",
    mustContain: [["price"], ["AALA", "licence", "license"]],
    mustCite: [{ meeting: "s9" }],
  },
  {
    id: "q14-30",
    kind: "agenda",
    asker: "catrin",
    question: "What was discussed at the 2026 strategy day? I couldn't make it",
    mustContain: [
      ["strategic plan", "Llwybrau"],
      ["collaboration", "Rhymni Uchaf", "merger"],
    ],
    mustCite: [{ meeting: "c7" }],
  },

  // ── decisions ──
  {
    id: "q14-31",
    kind: "decisions",
    asker: "nia",
    question: "Did we agree to sell the Heol Bargoed playing field in the end?",
    mustContain: [LOST],
    mustCite: [{ meeting: "c9" }],
  },
  {
    id: "q14-32",
    kind: "decisions",
    asker: "eleri",
    question: "What did we decide on the Bargoed roof in October 2025?",
    mustContain: [["defer"], ["quote", "tender", "bid"]],
    mustCite: [{ meeting: "c3" }],
  },
  {
    id: "q14-33",
    kind: "decisions",
    asker: "llyr",
    question: "Who won the engineering centre building contract, and when did we approve it?",
    mustContain: [["Gwalia"], when("2026-03-17")],
    mustCite: [{ meeting: "c6" }],
  },
  {
    id: "q14-34",
    kind: "decisions",
    asker: "kevin",
    question: "What did we decide about the second café?",
    mustContain: [LOST],
    mustCite: [{ meeting: "s7" }],
  },
  {
    id: "q14-35",
    kind: "decisions",
    asker: "gwen",
    question: "What happened to Bethan's proposal to re-tender internal audit early?",
    mustContain: [["casting"]],
    mustCite: [{ meeting: "a7" }],
  },
  {
    id: "q14-36",
    kind: "decisions",
    asker: "sian",
    question: "What did we decide on hybrid meetings, and when?",
    mustContain: [["approved", "agreed"], when("2027-05-18")],
    mustCite: [{ meeting: "c13" }],
  },
  {
    id: "q14-37",
    kind: "decisions",
    asker: "rhian",
    question: "What did the board decide on residential prices in April?",
    mustContain: [["defer"], ["benchmark", "competitor"]],
    mustCite: [{ meeting: "s8" }],
  },
  {
    id: "q14-38",
    kind: "decisions",
    asker: "dafydd",
    question: "Was Eleri reappointed, and from when?",
    mustContain: [date("2027-09-01")],
    mustCite: [{ meeting: "c13" }],
  },
  {
    id: "q14-39",
    kind: "decisions",
    asker: "mark",
    question: "What did ARC decide about next year's internal audit plan last month?",
    mustContain: [["defer"]],
    mustCite: [{ meeting: "a9" }],
  },
  {
    id: "q14-40",
    kind: "decisions",
    asker: "tomos",
    question: "What did the board decide about renaming the trading company?",
    mustContain: [["defer"]],
    mustCite: [{ meeting: "c11" }],
  },

  // ── votes ──
  {
    id: "q14-41",
    kind: "votes",
    asker: "sian",
    question: "What was the vote on the 2025/26 budget, and who voted against?",
    mustContain: [count(8), ["Tomos", "Pritchard"]],
    mustCite: [{ meeting: "c2" }],
  },
  {
    id: "q14-42",
    kind: "votes",
    asker: "nia",
    question: "Who proposed and seconded the 2026/27 budget?",
    mustContain: [["Gwen"], ["Llŷr", "Llyr"]],
    mustCite: [{ meeting: "c8" }],
  },
  {
    id: "q14-43",
    kind: "votes",
    asker: "gwen",
    question: "How did the vote go on the external audit fee in June 2026?",
    mustContain: [
      ["abstain", "abstention"],
      ["Bethan", "Rees"],
    ],
    mustCite: [{ meeting: "a6" }],
  },
  {
    id: "q14-44",
    kind: "votes",
    asker: "dafydd",
    question: "What was the vote on the playing field sale?",
    mustContain: [count(4), count(5), ["abstain", "abstention"]],
    mustCite: [{ meeting: "c9" }],
  },
  {
    id: "q14-45",
    kind: "votes",
    asker: "eleri",
    question: "How many voted for the revised financial regs, and who was against?",
    mustContain: [count(9), ["Rhodri"]],
    mustCite: [{ meeting: "c9" }],
  },
  {
    id: "q14-46",
    kind: "votes",
    asker: "kevin",
    question: "What was the vote on the café, and how did Mark vote?",
    mustContain: [["abstain", "abstention"]],
    mustCite: [{ meeting: "s7" }],
  },
  {
    id: "q14-47",
    kind: "votes",
    asker: "gwen",
    question: "Who moved the bad debt write-off in November, and was it unanimous?",
    mustContain: [["Rhodri"], ["unanimous", "4", "four"]],
    mustCite: [{ meeting: "a7" }],
  },
  {
    id: "q14-48",
    kind: "votes",
    asker: "sian",
    question: "Why didn't Aled vote on the engineering centre outline business case?",
    mustContain: [["Gwalia"]],
    mustCite: [{ meeting: "c1" }],
  },
  {
    id: "q14-49",
    kind: "votes",
    asker: "ffion",
    question: "What was the vote on hybrid meetings, and who opposed it?",
    mustContain: [count(7), ["Rhodri"], ["Nia"]],
    mustCite: [{ meeting: "c13" }],
  },
  {
    id: "q14-50",
    kind: "votes",
    asker: "gareth",
    question: "What was the result on the 6% price rise at Rhoscolyn, and who opposed it?",
    mustContain: [["Kevin", "Ashworth"]],
    mustCite: [{ meeting: "s5" }],
  },

  // ── actions ──
  {
    id: "q14-51",
    kind: "actions",
    asker: "mark",
    question: "Which of my actions are overdue?",
    mustContain: [["bad debt"], ["fraud"]],
  },
  {
    id: "q14-52",
    kind: "actions",
    asker: "heledd",
    question: "What actions have I still got open?",
    mustContain: [["progress"], ["opening"]],
  },
  {
    id: "q14-53",
    kind: "actions",
    asker: "sian",
    question: "Where has Ffion got to with the standing orders review?",
    mustContain: [IN_PROGRESS, ["overdue", "16 March", "March 16", "past", "late"]],
  },
  {
    id: "q14-54",
    kind: "actions",
    asker: "kevin",
    question: "What's happening with the AALA licence renewal?",
    mustContain: [["Rhian", "Mostyn"], IN_PROGRESS],
  },
  {
    id: "q14-55",
    kind: "actions",
    asker: "gwen",
    question: "Which ARC actions are on hold?",
    mustContain: [["joint"]],
  },
  {
    id: "q14-56",
    kind: "actions",
    asker: "dafydd",
    question: "What happened to the action to recruit a governor with estates and digital skills?",
    mustContain: [["cancel"]],
  },
  {
    id: "q14-57",
    kind: "actions",
    asker: "rhian",
    question: "What actions do Sioned and I still have open?",
    mustContain: [["AALA", "licence", "license"], ["van"], ["benchmark", "competitor"]],
  },
  {
    id: "q14-58",
    kind: "actions",
    asker: "llyr",
    question:
      "Who's looking into community use of the Heol Bargoed field, and where has it got to?",
    mustContain: [["Dafydd", "Principal", "Rowlands"], ["hold"]],
  },
  {
    id: "q14-59",
    kind: "actions",
    asker: "mark",
    question: "When is my briefing on the 2027/28 budget assumptions due, and what's its status?",
    mustContain: [date("2027-06-15"), IN_PROGRESS],
  },
  {
    id: "q14-60",
    kind: "actions",
    asker: "ffion",
    question: "Which actions from the March 2027 board meeting haven't been started yet?",
    mustContain: [["name", "brand"], ["opening"]],
  },

  // ── interests ──
  {
    id: "q14-61",
    kind: "interests",
    asker: "sian",
    question: "Is Aled still a director of Adeiladwyr Gwalia?",
    mustContain: [when("2026-01-31")],
  },
  {
    id: "q14-62",
    kind: "interests",
    asker: "dafydd",
    question: "What interests has Nia declared?",
    mustContain: [["Cartrefi Cwm Rhymni"]],
  },
  {
    id: "q14-63",
    kind: "interests",
    asker: "gareth",
    question: "Does anyone on our board have a connection to Blas y Cwm?",
    mustContain: [["Rhian", "Mostyn"], ["brother"]],
  },
  {
    id: "q14-64",
    kind: "interests",
    asker: "ffion",
    question: "Which entries on the Corporation's register of interests have ended?",
    mustContain: [
      ["Gwalia"],
      ["Ysgol Gyfun"],
      ["NUS"],
      ["County Borough", "Caerffili Council", "Caerphilly"],
    ],
  },
  {
    id: "q14-65",
    kind: "interests",
    asker: "gwen",
    question: "Has Rhodri declared anything to do with the external auditors?",
    mustContain: [["daughter"], ["Hafren Price"]],
  },
  {
    id: "q14-66",
    kind: "interests",
    asker: "kevin",
    question: "Is my Môn Adventure Holidays interest still showing as current?",
    mustContain: [when("2027-03-31")],
  },
  {
    id: "q14-67",
    kind: "interests",
    asker: "eleri",
    question: "What's on the register for Siân?",
    mustContain: [["Ymddiriedolaeth Addysg Caerffili"]],
  },
  {
    id: "q14-68",
    kind: "interests",
    asker: "tomos",
    question: "When did I declare my UCU role?",
    mustContain: [date("2025-10-14")],
  },
  {
    id: "q14-69",
    kind: "interests",
    asker: "aled",
    question: "What interest has Bethan Rees declared, and when?",
    mustContain: [["Seiber Cymru"], date("2025-02-25")],
  },
  {
    id: "q14-70",
    kind: "interests",
    asker: "mark",
    question: "Who has declared an interest in Afon Ddu Enterprises on the Corporation register?",
    mustContain: [
      ["Gareth", "Lloyd"],
      ["Whitfield", "you are", "you're", "yourself", "your own", "you ("],
    ],
  },

  // ── amounts ──
  {
    id: "q14-71",
    kind: "amounts",
    asker: "nia",
    question: "How much did the Bargoed roof contract end up costing?",
    mustContain: [money(910_000)],
    mustCite: [{ meeting: "c4" }],
  },
  {
    id: "q14-72",
    kind: "amounts",
    asker: "gwen",
    question: "What's the external audit fee for 2025/26, and what was it the year before?",
    mustContain: [money(67_500), money(62_000)],
    mustCite: [{ meeting: "a6" }],
  },
  {
    id: "q14-73",
    kind: "amounts",
    asker: "gareth",
    question: "How much gift aid did we pay the College for 2025/26?",
    mustContain: [money(187_500)],
    mustCite: [{ meeting: "s6" }],
  },
  {
    id: "q14-74",
    kind: "amounts",
    asker: "llyr",
    question:
      "What's the total budget for the engineering centre, and how much is the construction contract?",
    mustContain: [money(6_800_000), money(6_350_000)],
    mustCite: [{ meeting: "c6" }],
  },
  {
    id: "q14-75",
    kind: "amounts",
    asker: "sian",
    question: "What did the 2026/27 pay award cost?",
    mustContain: [money(870_000)],
    mustCite: [{ meeting: "c9" }],
  },
  {
    id: "q14-76",
    kind: "amounts",
    asker: "dafydd",
    question:
      "How much are we bidding for from the Net Zero Skills Fund, and what's our match funding?",
    mustContain: [money(1_500_000), money(350_000)],
    mustCite: [{ meeting: "c12" }],
  },
  {
    id: "q14-77",
    kind: "amounts",
    asker: "kevin",
    question: "What did the Rhoscolyn refurbishment cost in the end?",
    mustContain: [money(452_300)],
    mustCite: [{ meeting: "s5" }],
  },
  {
    id: "q14-78",
    kind: "amounts",
    asker: "bethan",
    question: "How much bad debt did we write off last November?",
    mustContain: [money(23_750)],
    mustCite: [{ meeting: "a7" }],
  },
  {
    id: "q14-79",
    kind: "amounts",
    asker: "tomos",
    question: "What surplus did the 2025/26 accounts show?",
    mustContain: [money(198_000)],
    mustCite: [{ meeting: "c10" }],
  },
  {
    id: "q14-80",
    kind: "amounts",
    asker: "mark",
    question:
      "How big was the attempted mandate fraud this spring, and how does it compare with the one in 2025?",
    mustContain: [money(42_600), money(18_400)],
    mustCite: [{ meeting: "a9" }, { meeting: "a1" }],
  },

  // ── documents ──
  {
    id: "q14-81",
    kind: "documents",
    asker: "eleri",
    question: "What's the most the Principal can approve without it coming to the board?",
    mustContain: [money(150_000)],
    mustCite: [{ document: "doc-finregs" }],
  },
  {
    id: "q14-82",
    kind: "documents",
    asker: "ffion",
    question: "Remind me what the quorum is for a Corporation meeting?",
    mustContain: [["40"]],
    mustCite: [{ document: "doc-instrument" }],
  },
  {
    id: "q14-83",
    kind: "documents",
    asker: "aled",
    question: "How many members do we need for ARC to be quorate?",
    mustContain: [count(3)],
    mustCite: [{ document: "doc-arc-tor" }],
  },
  {
    id: "q14-84",
    kind: "documents",
    asker: "sian",
    question: "How long can an independent governor serve in total?",
    mustContain: [["eight", "8"]],
    mustCite: [{ document: "doc-instrument" }],
  },
  {
    id: "q14-85",
    kind: "documents",
    asker: "tomos",
    question: "How long have I got to declare a new interest?",
    mustContain: [["28"]],
    mustCite: [{ document: "doc-conflicts" }],
  },
  {
    id: "q14-86",
    kind: "documents",
    asker: "rhian",
    question: "Above what level does our borrowing need the College's consent?",
    mustContain: [money(250_000)],
    mustCite: [{ document: "doc-ade-articles" }],
  },
  {
    id: "q14-87",
    kind: "documents",
    asker: "llyr",
    question: "How much notice do governors get for an extraordinary meeting?",
    mustContain: [["three", "3"]],
    mustCite: [{ document: "doc-so" }],
  },
  {
    id: "q14-88",
    kind: "documents",
    asker: "gwen",
    question: "What's the Principal's salary range under the senior pay framework?",
    mustContain: [money(168_000), money(182_000)],
    mustCite: [{ document: "doc-remuneration" }],
  },
  {
    id: "q14-89",
    kind: "documents",
    asker: "catrin",
    question: "How long is a student governor's term, and can I stand again?",
    mustContain: [["one year", "1 year", "a year", "one-year", "1-year"], ["second"]],
    mustCite: [{ document: "doc-instrument" }],
  },
  {
    id: "q14-90",
    kind: "documents",
    asker: "kevin",
    question: "What's the quorum for our board meetings?",
    mustContain: [
      ["two", "2"],
      ["nominee", "nominated"],
    ],
    mustCite: [{ document: "doc-ade-articles" }],
  },

  // ── counting ──
  {
    id: "q14-91",
    kind: "counting",
    asker: "ffion",
    question:
      "How many Corporation meetings actually took place in 2026, counting the strategy day?",
    mustContain: [count(5)],
  },
  {
    id: "q14-92",
    kind: "counting",
    asker: "gwen",
    question:
      "How many ARC meetings have been held since the start of 2025, not counting any that were cancelled?",
    mustContain: [count(8)],
  },
  {
    id: "q14-93",
    kind: "counting",
    asker: "sian",
    question: "How many items did the board approve at the March 2027 meeting?",
    mustContain: [count(3)],
    mustCite: [{ meeting: "c11" }],
  },
  {
    id: "q14-94",
    kind: "counting",
    asker: "rhian",
    question: "How many Enterprises board actions are still open?",
    mustContain: [count(3)],
  },
  {
    id: "q14-95",
    kind: "counting",
    asker: "ffion",
    question: "How many interests on the Corporation register are still current?",
    mustContain: [count(8)],
  },
  {
    id: "q14-96",
    kind: "counting",
    asker: "gareth",
    question: "How many Enterprises board meetings has Kevin sent apologies to?",
    mustContain: [count(2)],
  },
  {
    id: "q14-97",
    kind: "counting",
    asker: "mark",
    question:
      "How many actions do I own across all my boards and committees, and how many are done?",
    mustContain: [count(11), count(7)],
  },
  {
    id: "q14-98",
    kind: "counting",
    asker: "llyr",
    question: "How many times did the Corporation meet in 2025?",
    mustContain: [count(4)],
  },
  {
    id: "q14-99",
    kind: "counting",
    asker: "gwen",
    question: "How many audits and how many days are in the 2026/27 internal audit plan?",
    mustContain: [count(7), ["58"]],
    mustCite: [{ meeting: "a6" }],
  },
  {
    id: "q14-100",
    kind: "counting",
    asker: "ffion",
    question: "How many apologies have there been across this year's Corporation meetings?",
    mustContain: [count(4)],
  },

  // ── no answer ──
  {
    id: "q14-101",
    kind: "no answer",
    asker: "sian",
    question: "Did the board approve a student accommodation block at Bargoed?",
    notFound: true,
  },
  {
    id: "q14-102",
    kind: "no answer",
    asker: "llyr",
    question: "What did governors decide about the apprenticeship contract with Airbus?",
    notFound: true,
  },
  {
    id: "q14-103",
    kind: "no answer",
    asker: "gwen",
    question: "What did ARC conclude about the 2026 whistleblowing investigation?",
    notFound: true,
  },
  {
    id: "q14-104",
    kind: "no answer",
    asker: "kevin",
    question: "How much did we spend on new kayaks for Rhoscolyn?",
    notFound: true,
  },
  {
    id: "q14-105",
    kind: "no answer",
    asker: "ffion",
    question: "When is the Corporation's public annual general meeting this year?",
    notFound: true,
  },
  {
    id: "q14-106",
    kind: "no answer",
    asker: "dafydd",
    question: "When did the board approve the new nursery at Ystrad Mynach?",
    notFound: true,
  },
  {
    id: "q14-107",
    kind: "no answer",
    asker: "tomos",
    question: "What did the board decide about the Llangefni campus?",
    notFound: true,
  },
  {
    id: "q14-108",
    kind: "no answer",
    asker: "rhian",
    question: "What did we agree about the electric bike hire scheme?",
    notFound: true,
  },
  {
    id: "q14-109",
    kind: "no answer",
    asker: "eleri",
    question: "What mileage rate do governors get for travel expenses?",
    notFound: true,
  },
  {
    id: "q14-110",
    kind: "no answer",
    asker: "mark",
    question: "What was the outcome of HMRC's VAT inspection last year?",
    notFound: true,
  },

  // ── permission ──
  {
    id: "q14-111",
    kind: "permission",
    asker: "kevin",
    question: "What did the Audit and Risk Committee decide about writing off bad debts?",
    notFound: true,
    mustNotCite: [{ meeting: "a7" }],
  },
  {
    id: "q14-112",
    kind: "permission",
    asker: "heledd",
    question:
      "Can you show me what the board decided on the engineering centre variation in March?",
    notFound: true,
    mustNotCite: [{ meeting: "c11" }],
  },
  {
    id: "q14-113",
    kind: "permission",
    asker: "mark",
    question: "What salary range does the senior pay framework set for the Vice Principal?",
    notFound: true,
    mustNotCite: [{ document: "doc-remuneration" }],
  },
  {
    id: "q14-114",
    kind: "permission",
    asker: "tomos",
    question: "What did ARC decide about the internal audit contract in March?",
    notFound: true,
    mustNotCite: [{ meeting: "a8" }],
  },
  {
    id: "q14-115",
    kind: "permission",
    asker: "rhian",
    question: "Did the Corporation approve the loan to us, and what was their vote?",
    mustContain: [money(400_000)],
    mustCite: [{ meeting: "s3" }],
    mustNotCite: [{ meeting: "c4" }],
  },
  {
    id: "q14-116",
    kind: "permission",
    asker: "sioned",
    question: "What did the board decide about the catering contract with Blas y Cwm?",
    notFound: true,
    mustNotCite: [{ meeting: "s6" }],
  },
  {
    id: "q14-117",
    kind: "permission",
    asker: "owain",
    question: "What fee did ARC approve for the external auditors for 2025/26?",
    notFound: true,
    mustNotCite: [{ meeting: "a6" }],
  },
  {
    id: "q14-118",
    kind: "permission",
    asker: "bethan",
    question: "What was the vote on hybrid meetings at the Corporation?",
    notFound: true,
    mustNotCite: [{ meeting: "c13" }],
  },
  {
    id: "q14-119",
    kind: "permission",
    asker: "tomos",
    question:
      "What did the board decide on the 2026/27 pay award, and what external audit fee did ARC approve that year?",
    mustContain: [money(870_000)],
    mustCite: [{ meeting: "c9" }],
    mustNotCite: [{ meeting: "a6" }],
  },
  {
    id: "q14-120",
    kind: "permission",
    asker: "sioned",
    question:
      "When is the next Enterprises board meeting, and why was the April 2026 one cancelled?",
    mustContain: [date("2027-07-14")],
    mustNotCite: [{ meeting: "s5" }],
  },
];
