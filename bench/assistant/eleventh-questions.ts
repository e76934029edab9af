/**
 * Questions on the eleventh history (Vidyankur Education Trust, its AFC, and the VTTF Section 8
 * company), asked on 18 March 2027 by trustees, secretaries, committee-only members, senior
 * executives and guests. Expected facts follow from what each asker may read.
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
const suffix = (d: number): string =>
  d % 10 === 1 && d !== 11
    ? "st"
    : d % 10 === 2 && d !== 12
      ? "nd"
      : d % 10 === 3 && d !== 13
        ? "rd"
        : "th";
const pad = (n: number): string => String(n).padStart(2, "0");

/** Ways an answer may write a date; single-digit days need a boundary so "6 March" is not "16 March". */
const date = (iso: string): string[] => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const month = MONTHS[m - 1] ?? "";
  const mon = month.slice(0, 3);
  const dayFirst = [
    `${d} ${month}`,
    `${d}${suffix(d)} ${month}`,
    `${d} ${mon} ${y}`,
    `${d}/${m}/${y}`,
  ];
  const bounded =
    d < 10 ? dayFirst.flatMap((f) => [` ${f}`, `(${f}`, `*${f}`, `\n${f}`]) : dayFirst;
  return [
    ...bounded,
    `${pad(d)} ${month}`,
    `${month} ${d}, ${y}`,
    `${month} ${d} ${y}`,
    `${month} ${d}${suffix(d)}`,
    ...(d < 10 ? [`${month} ${d},`, `${month} ${d} `, `${month} ${d}.`] : [`${month} ${d}`]),
    `${pad(d)}/${pad(m)}/${y}`,
    `${pad(d)}-${pad(m)}-${y}`,
    `${pad(d)}.${pad(m)}.${y}`,
    iso,
  ];
};

const indian = (n: number): string => {
  const s = String(n);
  if (s.length <= 3) return s;
  return `${s.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",")},${s.slice(-3)}`;
};
const decimal = (x: number): string => String(Math.round(x * 1000) / 1000);

/** Ways an answer may write a rupee amount: Indian and Western grouping, plain, lakh and crore. */
const amt = (rupees: number): string[] => {
  const digits = [indian(rupees), rupees.toLocaleString("en-US"), String(rupees)];
  const words: string[] = [];
  if (rupees >= 100000) {
    const l = rupees / 100000;
    words.push(`${decimal(l)} lakh`, `${l.toFixed(2)} lakh`, `${decimal(l)} lac`);
  }
  if (rupees >= 10000000) {
    const c = rupees / 10000000;
    words.push(`${decimal(c)} crore`, `${c.toFixed(2)} crore`, `${decimal(c)} cr`);
  }
  const forms = [...new Set([...digits, ...words])];
  return forms.flatMap((f) => [` ${f}`, `₹${f}`, `.${f}`, `(${f}`, `*${f}`]);
};

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight"];
const word = (n: number): string => NUMBER_WORDS[n] ?? String(n);
/** A percentage, bounded so "7%" is not found inside "17%". */
const pct = (n: number): string[] => [
  ` ${n}%`,
  `(${n}%`,
  `*${n}%`,
  `${n} per cent`,
  `${n} percent`,
  `${word(n)} per cent`,
];
const inFavour = (n: number): string[] => [
  `${n} in favour`,
  `${n} for`,
  `${n} votes for`,
  `${n} support`,
  `support: ${n}`,
  `supported by ${n}`,
  `for: ${n}`,
  `in favour: ${n}`,
  `${n}-`,
  `${n}–`,
  `${n} to `,
  `${word(n)} in favour`,
  `${word(n)} for`,
  `${word(n)} votes for`,
  `${word(n)} support`,
  `${word(n)} trustees voted for`,
  `${word(n)} members voted for`,
];
const against = (n: number): string[] => [
  `${n} against`,
  `against: ${n}`,
  `oppose: ${n}`,
  `${n} opposed`,
  `opposed: ${n}`,
  `-${n}`,
  `–${n}`,
  ` to ${n}`,
  `${word(n)} against`,
  `${word(n)} opposed`,
  `${word(n)} vote against`,
];
const notApproved = [
  "not approved",
  "was not",
  "did not approve",
  "rejected",
  "turned down",
  "declined",
  "not carried",
  "defeated",
];
const meeting = (key: string) => ({ meeting: key });
const document = (key: string) => ({ document: key });

const meetingQuestions: EvalQuestion[] = [
  {
    id: "q11-01",
    kind: "meetings",
    asker: "vjos",
    question: "next AFC meeting?",
    mustContain: [date("2027-03-27")],
    mustCite: [meeting("a2703f")],
  },
  {
    id: "q11-02",
    kind: "meetings",
    asker: "pnai",
    question: "When and where is the next meeting of the Board of Trustees?",
    mustContain: [date("2027-04-17"), ["Trust Office", "Hadapsar Campus"]],
    mustCite: [meeting("b2704f")],
  },
  {
    id: "q11-03",
    kind: "meetings",
    asker: "tmir",
    question: "When is the next VTTF board meeting scheduled?",
    mustContain: [date("2027-06-12")],
    mustCite: [meeting("v2706f")],
  },
  {
    id: "q11-04",
    kind: "meetings",
    asker: "amore",
    question: "When and where was the trustees' budget meeting I attended this month?",
    mustContain: [date("2027-03-06"), ["Trust Office", "Hadapsar Campus"]],
    mustCite: [meeting("b2703")],
  },
  {
    id: "q11-05",
    kind: "meetings",
    asker: "bdso",
    question: "When was the last Audit and Finance Committee meeting I attended?",
    mustContain: [date("2026-08-29")],
    mustCite: [meeting("a2608")],
  },
  {
    id: "q11-06",
    kind: "meetings",
    asker: "lmen",
    question: "Did the trustees' meeting planned for 26 September 2026 go ahead?",
    mustContain: [["cancel"]],
    mustCite: [meeting("b2609x")],
  },
  {
    id: "q11-07",
    kind: "meetings",
    asker: "skul",
    question: "Where was the special meeting on the Wakad Science Block held?",
    mustContain: [["Wakad"], ["Conference Room", "Vidyankur Vidyalaya"]],
    mustCite: [meeting("b2512s")],
  },
  {
    id: "q11-08",
    kind: "meetings",
    asker: "ysin",
    question: "On what dates were the last two VTTF AGMs held?",
    mustContain: [date("2025-09-27"), date("2026-09-26")],
    mustCite: [meeting("v2509agm"), meeting("v2609agm")],
  },
  {
    id: "q11-09",
    kind: "meetings",
    asker: "rpaw",
    question: "Was the May 2026 AFC meeting held in the committee room or online?",
    mustContain: [["Zoom", "video", "online"]],
    mustCite: [meeting("a2605")],
  },
];

const attendanceQuestions: EvalQuestion[] = [
  {
    id: "q11-10",
    kind: "attendance",
    asker: "rkul",
    question:
      "Who sent apologies for the trustees' meeting on 17 January 2026, and was anyone absent without apology?",
    mustContain: [
      ["Meher", "Shaikh"],
      ["Prakash", "Nair"],
    ],
    mustCite: [meeting("b2601")],
  },
  {
    id: "q11-11",
    kind: "attendance",
    asker: "adesh",
    question: "Which trustees missed the January 2027 board meeting?",
    mustContain: [["Sunita"], ["Gaurav", "Patil"]],
    mustCite: [meeting("b2701")],
  },
  {
    id: "q11-12",
    kind: "attendance",
    asker: "vjos",
    question: "Has Kiran Bhatt missed any AFC meetings since April 2025? Which ones?",
    mustContain: [date("2025-11-22")],
    mustCite: [meeting("a2511")],
  },
  {
    id: "q11-13",
    kind: "attendance",
    asker: "gpat",
    question: "Did I attend the AFC meeting in November 2026?",
    mustContain: [["absent", "did not attend", "didn't attend", "not present", "were not"]],
    mustCite: [meeting("a2611")],
  },
  {
    id: "q11-14",
    kind: "attendance",
    asker: "ochat",
    question: "Which directors were present at the VTTF board meeting of 13 June 2026?",
    mustContain: [["Sunita"], ["Ramesh"], ["Omkar", "you"]],
    mustCite: [meeting("v2606")],
  },
  {
    id: "q11-15",
    kind: "attendance",
    asker: "skul",
    question: "who was absnet from the Dec 2026 VTTF board meeting",
    mustContain: [["Ramesh"]],
    mustCite: [meeting("v2612")],
  },
  {
    id: "q11-16",
    kind: "attendance",
    asker: "mshaikh",
    question: "Ramesh was away for the October 2026 trustees' meeting — who chaired it?",
    mustContain: [["Sunita"]],
    mustCite: [meeting("b2610")],
  },
  {
    id: "q11-17",
    kind: "attendance",
    asker: "lmen",
    question: "Did Farida attend the special meeting on 6 December 2025?",
    mustContain: [["apolog"]],
    mustCite: [meeting("b2512s")],
  },
  {
    id: "q11-18",
    kind: "attendance",
    asker: "hsat",
    question: "Which AFC meetings has Gaurav Patil not attended?",
    mustContain: [date("2025-05-24"), date("2026-11-21")],
    mustCite: [meeting("a2505"), meeting("a2611")],
  },
];

const agendaQuestions: EvalQuestion[] = [
  {
    id: "q11-19",
    kind: "agenda",
    asker: "pnai",
    question: "What's on the agenda for the April 2027 trustees' meeting?",
    mustContain: [["handover", "inauguration"], ["declaration"], ["admission"]],
    mustCite: [meeting("b2704f")],
  },
  {
    id: "q11-20",
    kind: "agenda",
    asker: "kbhat",
    question: "What will the AFC take up on 27 March?",
    mustContain: [["statutory auditor", "statutory audit"], ["internal audit"]],
    mustCite: [meeting("a2703f")],
  },
  {
    id: "q11-21",
    kind: "agenda",
    asker: "sjag",
    question: "Which items are on the agenda for the June VTTF board meeting?",
    mustContain: [
      ["D.El.Ed", "DElEd", "D. El. Ed"],
      ["Maval", "impact"],
    ],
    mustCite: [meeting("v2706f")],
  },
  {
    id: "q11-22",
    kind: "agenda",
    asker: "rkul",
    question:
      "What was going to be discussed at the trustees' meeting that was cancelled in September 2026?",
    mustContain: [["Fee Concession"], ["auditor"]],
    mustCite: [meeting("b2609x")],
  },
  {
    id: "q11-23",
    kind: "agenda",
    asker: "adesh",
    question:
      "Which board meeting first took up the Wakad Science Block, and what was the estimate put before it?",
    mustContain: [date("2025-10-11"), amt(18000000)],
    mustCite: [meeting("b2510")],
  },
  {
    id: "q11-24",
    kind: "agenda",
    asker: "fpoon",
    question: "At which trustees' meetings did the Hadapsar school bus contract come up?",
    mustContain: [date("2025-07-19"), date("2026-07-18")],
    mustCite: [meeting("b2507"), meeting("b2607")],
  },
  {
    id: "q11-25",
    kind: "agenda",
    asker: "ysin",
    question:
      "What was reported on the Maval teacher training programme at the December 2026 board meeting?",
    mustContain: [["220"], ["400"]],
    mustCite: [meeting("v2612")],
  },
  {
    id: "q11-26",
    kind: "agenda",
    asker: "dgok",
    question: "What do the July 2025 board minutes say about child safety and CCTV?",
    mustContain: [["Chetan", "Wagh", "Estate Manager"], ["quotation"]],
    mustCite: [meeting("b2507")],
  },
  {
    id: "q11-27",
    kind: "agenda",
    asker: "mshaikh",
    question: "What were the half-year figures reported to the AFC in November 2026?",
    mustContain: [amt(47000000), amt(46000000)],
    mustCite: [meeting("a2611")],
  },
];

const decisionQuestions: EvalQuestion[] = [
  {
    id: "q11-28",
    kind: "decisions",
    asker: "pnai",
    question: "What did the trustees decide on the proposal for a CBSE section at Wakad?",
    mustContain: [notApproved],
    mustCite: [meeting("b2601")],
  },
  {
    id: "q11-29",
    kind: "decisions",
    asker: "gpat",
    question: "What was finally decided on the rooftop solar plant for Hadapsar?",
    mustContain: [["SunKiran"], amt(2180000)],
    mustCite: [meeting("b2601")],
  },
  {
    id: "q11-30",
    kind: "decisions",
    asker: "sjag",
    question: "Which LMS did the VTTF board pick, and for how much?",
    mustContain: [["Shikshan Cloud"], amt(875000)],
    mustCite: [meeting("v2603")],
  },
  {
    id: "q11-31",
    kind: "decisions",
    asker: "lmen",
    question: "What fee increase did we approve for 2026-27 at each school?",
    mustContain: [pct(7), pct(5)],
    mustCite: [meeting("b2604")],
  },
  {
    id: "q11-32",
    kind: "decisions",
    asker: "dgok",
    question:
      "What did the board decide about hiring an event management agency for Annual Day 2026?",
    mustContain: [[...notApproved, "in-house", "in house"]],
    mustCite: [meeting("b2607")],
  },
  {
    id: "q11-33",
    kind: "decisions",
    asker: "skul",
    question: "What fee rise was approved for 2027-28, and is it what the AFC had recommended?",
    mustContain: [pct(6), pct(4)],
    mustCite: [meeting("b2703")],
  },
  {
    id: "q11-34",
    kind: "decisions",
    asker: "hsat",
    question: "What did the AFC decide about putting a fixed deposit with Deccan Sahakari Bank?",
    mustContain: [notApproved, ["scheduled commercial", "AA+", "Investment Policy"]],
    mustCite: [meeting("a2608")],
  },
  {
    id: "q11-35",
    kind: "decisions",
    asker: "adesh",
    question:
      "What did the trustees decide on the teachers' DA increase in January 2026, and what happened after that?",
    mustContain: [["defer"], date("2026-04-18")],
    mustCite: [meeting("b2601"), meeting("b2604")],
  },
  {
    id: "q11-36",
    kind: "decisions",
    asker: "vjos",
    question: "What did the board note about the school uniform supplier last October?",
    mustContain: [["Menon School Uniforms", "Menon"], ["tender"]],
    mustCite: [meeting("b2610")],
  },
];

const voteQuestions: EvalQuestion[] = [
  {
    id: "q11-37",
    kind: "votes",
    asker: "rkul",
    question: "How did the vote go on awarding the Science Block contract, and who voted against?",
    mustContain: [inFavour(6), against(1), ["Leela", "Menon"]],
    mustCite: [meeting("b2512s")],
  },
  {
    id: "q11-38",
    kind: "votes",
    asker: "pnai",
    question: "Who seconded the scholarship fund resolution in April 2025?",
    mustContain: [["Farida", "Poonawala"]],
    mustCite: [meeting("b2504")],
  },
  {
    id: "q11-39",
    kind: "votes",
    asker: "lmen",
    question: "What was the tally on the Annual Day agency proposal?",
    mustContain: [inFavour(2), against(5)],
    mustCite: [meeting("b2607")],
  },
  {
    id: "q11-40",
    kind: "votes",
    asker: "kbhat",
    question: "What was the vote on recommending the auditors' reappointment in August 2026?",
    mustContain: [inFavour(4), against(1)],
    mustCite: [meeting("a2608")],
  },
  {
    id: "q11-41",
    kind: "votes",
    asker: "ochat",
    question:
      "How many directors actually voted on the leave and licence with the Trust, and why not the others?",
    mustContain: [
      ["two", "2 directors", "2 voted", "2 in favour", "2 for", "2-0", "2–0"],
      ["interest", "related party", "related-party", "trustees"],
    ],
    mustCite: [meeting("v2506")],
  },
  {
    id: "q11-42",
    kind: "votes",
    asker: "fpoon",
    question:
      "Who seconded the revised Fee Concession Policy in October 2026, and did anyone abstain?",
    mustContain: [
      ["Prakash", "Nair"],
      ["Vikram", "Joshi"],
    ],
    mustCite: [meeting("b2610")],
  },
  {
    id: "q11-43",
    kind: "votes",
    asker: "gpat",
    question: "What was the tally when the AFC voted on the Deccan Sahakari FD?",
    mustContain: [inFavour(2), against(3)],
    mustCite: [meeting("a2608")],
  },
  {
    id: "q11-44",
    kind: "votes",
    asker: "mshaikh",
    question: "How did the board vote on the 2027-28 fee revision?",
    mustContain: [inFavour(7), against(1)],
    mustCite: [meeting("b2703")],
  },
  {
    id: "q11-45",
    kind: "votes",
    asker: "rpaw",
    question: "Who proposed the internal auditor reappointment in May 2026, and who seconded?",
    mustContain: [
      ["Kiran", "Bhatt"],
      ["Harish", "Sathe"],
    ],
    mustCite: [meeting("a2605")],
  },
];

const actionQuestions: EvalQuestion[] = [
  {
    id: "q11-46",
    kind: "actions",
    asker: "cwag",
    question: "Which of my actions are still open?",
    mustContain: [["progress report"], ["penalty"], ["occupancy"], ["fire NOC", "NOC"]],
  },
  {
    id: "q11-47",
    kind: "actions",
    asker: "amore",
    question: "Do I have anything overdue?",
    mustContain: [["fire safety audit"]],
  },
  {
    id: "q11-48",
    kind: "actions",
    asker: "bdso",
    question: "What actions were given to me, and are they complete?",
    mustContain: [["management letter"], ["engagement letter"]],
  },
  {
    id: "q11-49",
    kind: "actions",
    asker: "adesh",
    question: "Which Board of Trustees actions are overdue as of today?",
    mustContain: [["uniform"], ["occupancy"], ["fire safety audit"]],
  },
  {
    id: "q11-50",
    kind: "actions",
    asker: "sjag",
    question: "Where are we on the utilisation certificate for Sahyadri Auto Components?",
    mustContain: [["in progress", "in-progress", "inprogress"], date("2027-01-31")],
  },
  {
    id: "q11-51",
    kind: "actions",
    asker: "rpaw",
    question: "What is still outstanding on my action list?",
    mustContain: [["quotation"], ["comparative statement"]],
  },
  {
    id: "q11-52",
    kind: "actions",
    asker: "kbhat",
    question: "Who is sharing the audit quotations action with me, and when was it due?",
    mustContain: [["Rahul", "Pawar"], date("2026-12-31")],
  },
  {
    id: "q11-53",
    kind: "actions",
    asker: "tmir",
    question: "What actions do I have open, and when are they due?",
    mustContain: [["admission"], date("2027-04-15")],
  },
  {
    id: "q11-54",
    kind: "actions",
    asker: "lmen",
    question: "Who is working with me on the Science Block inauguration, and by when?",
    mustContain: [["Amit"], date("2027-05-31")],
  },
  {
    id: "q11-55",
    kind: "actions",
    asker: "dgok",
    question: "Were any of my actions cancelled?",
    mustContain: [["Annual Day", "event management"]],
  },
];

const interestQuestions: EvalQuestion[] = [
  {
    id: "q11-56",
    kind: "interests",
    asker: "pnai",
    question: "Has any trustee declared an interest in SunKiran Energy?",
    mustContain: [
      ["Gaurav", "Patil"],
      ["brother-in-law", "brother in law"],
    ],
  },
  {
    id: "q11-57",
    kind: "interests",
    asker: "adesh",
    question: "Whose declared interests have come to an end?",
    mustContain: [
      ["Meher", "Shaikh"],
      ["Harish", "Sathe"],
    ],
  },
  {
    id: "q11-58",
    kind: "interests",
    asker: "tmir",
    question: "Which VTTF directors have declared an interest in the Vidyankur Education Trust?",
    mustContain: [["Ramesh"], ["Sunita"], ["Farida", "Poonawala"]],
  },
  {
    id: "q11-59",
    kind: "interests",
    asker: "skul",
    question: "What interest has Omkar Chavan declared?",
    mustContain: [["EduLeap"], ["12%", "12 per cent", "12 percent"]],
  },
  {
    id: "q11-60",
    kind: "interests",
    asker: "ysin",
    question: "Is my SPPU interest still shown as current?",
    mustContain: [date("2026-05-31")],
  },
  {
    id: "q11-61",
    kind: "interests",
    asker: "hsat",
    question: "What interest did Vikram Joshi declare to the AFC?",
    mustContain: [["Kale Mehta"], ["daughter"]],
  },
  {
    id: "q11-62",
    kind: "interests",
    asker: "rkul",
    question: "When did Leela Menon declare her interest in Menon School Uniforms, and what is it?",
    mustContain: [date("2026-04-18"), ["her son", "son is"]],
  },
  {
    id: "q11-63",
    kind: "interests",
    asker: "lmen",
    question: "Does Prakash Nair have any connection with the bus operator?",
    mustContain: [["cousin"], ["Pune Pathway"]],
  },
  {
    id: "q11-64",
    kind: "interests",
    asker: "vjos",
    question: "Which interests on the AFC register are still current?",
    mustContain: [["Kale Mehta"]],
  },
];

const amountQuestions: EvalQuestion[] = [
  {
    id: "q11-65",
    kind: "amounts",
    asker: "vjos",
    question: "What is the Science Block contract worth now, after the variation?",
    mustContain: [amt(17690000)],
    mustCite: [meeting("b2607")],
  },
  {
    id: "q11-66",
    kind: "amounts",
    asker: "pnai",
    question:
      "What was the original estimate for the Wakad Science Block, and what was the contract awarded for?",
    mustContain: [amt(18000000), amt(16240000)],
    mustCite: [meeting("b2510"), meeting("b2512s")],
  },
  {
    id: "q11-67",
    kind: "amounts",
    asker: "dgok",
    question: "How much is the Savitribai Phule scholarship fund for 2027-28?",
    mustContain: [amt(1500000)],
    mustCite: [meeting("b2703")],
  },
  {
    id: "q11-68",
    kind: "amounts",
    asker: "rpaw",
    question: "What are we paying the internal auditors this year?",
    mustContain: [amt(85000), ["quarter"]],
    mustCite: [meeting("a2605")],
  },
  {
    id: "q11-69",
    kind: "amounts",
    asker: "ochat",
    question: "What is the PG Diploma fee for 2027-28?",
    mustContain: [amt(92000)],
    mustCite: [meeting("v2703")],
  },
  {
    id: "q11-70",
    kind: "amounts",
    asker: "lmen",
    question: "What surplus did the Trust show last financial year (FY 2025-26)?",
    mustContain: [amt(5240000)],
    mustCite: [meeting("b2610")],
  },
  {
    id: "q11-71",
    kind: "amounts",
    asker: "hsat",
    question: "What statutory audit fee did we recommend for FY 2026-27?",
    mustContain: [amt(300000)],
    mustCite: [meeting("a2608")],
  },
  {
    id: "q11-72",
    kind: "amounts",
    asker: "sjag",
    question: "How much CSR money has Sahyadri paid us so far?",
    mustContain: [amt(4800000)],
    mustCite: [meeting("v2612")],
  },
  {
    id: "q11-73",
    kind: "amounts",
    asker: "adesh",
    question: "What is the monthly charge for the Hadapsar school buses this year (2026-27)?",
    mustContain: [amt(365000)],
    mustCite: [meeting("b2607")],
  },
  {
    id: "q11-74",
    kind: "amounts",
    asker: "skul",
    question: "What rent does VTTF pay the Trust for the Block C premises?",
    mustContain: [amt(60000)],
    mustCite: [meeting("v2506")],
  },
];

const documentQuestions: EvalQuestion[] = [
  {
    id: "q11-75",
    kind: "documents",
    asker: "pnai",
    question: "What is the quorum for a trustees' meeting under the Trust Deed?",
    mustContain: [
      ["one-third", "one third", "1/3"],
      ["four", " 4"],
    ],
    mustCite: [document("doc-deed")],
  },
  {
    id: "q11-76",
    kind: "documents",
    asker: "dgok",
    question: "Up to what amount can a Principal approve purchases under the DoA?",
    mustContain: [amt(200000)],
    mustCite: [document("doc-doa")],
  },
  {
    id: "q11-77",
    kind: "documents",
    asker: "adesh",
    question: "Under the Fee Concession Policy, what is the cap on total concessions now?",
    mustContain: [pct(20)],
    mustCite: [document("doc-fcp")],
  },
  {
    id: "q11-78",
    kind: "documents",
    asker: "lmen",
    question: "What does the DoA say about approving capital projects above ₹1 crore?",
    mustContain: [["special meeting"]],
    mustCite: [document("doc-doa")],
  },
  {
    id: "q11-79",
    kind: "documents",
    asker: "hsat",
    question: "What's the quorum for AFC meetings according to the terms of reference?",
    mustContain: [["three", " 3"], ["independent"]],
    mustCite: [document("doc-afctor")],
  },
  {
    id: "q11-80",
    kind: "documents",
    asker: "kbhat",
    question: "Does the Investment Policy allow deposits with co-operative banks?",
    mustContain: [
      ["not permitted", "not allowed", "prohibited", "does not allow", "doesn't allow", "no,"],
    ],
    mustCite: [document("doc-inv")],
  },
  {
    id: "q11-81",
    kind: "documents",
    asker: "ysin",
    question: "What is the maximum number of directors VTTF can have under its articles?",
    mustContain: [["twelve", "12"]],
    mustCite: [document("doc-moa")],
  },
  {
    id: "q11-82",
    kind: "documents",
    asker: "fpoon",
    question: "What is the Principal's CTC band in the compensation framework?",
    mustContain: [amt(1400000), amt(1800000)],
    mustCite: [document("doc-comp")],
  },
  {
    id: "q11-83",
    kind: "documents",
    asker: "gpat",
    question: "When do we have to renew our declarations under the Conflict of Interest Policy?",
    mustContain: [["April"]],
    mustCite: [document("doc-coi")],
  },
];

const countingQuestions: EvalQuestion[] = [
  {
    id: "q11-84",
    kind: "counting",
    asker: "adesh",
    question: "How many times did the Board of Trustees actually meet in 2026?",
    mustContain: [["4 ", "four", "4 meetings", "4."]],
  },
  {
    id: "q11-85",
    kind: "counting",
    asker: "ochat",
    question: "How many VTTF board decisions were not approved?",
    mustContain: [["one", "1 "], ["Nashik"]],
    mustCite: [meeting("v2612")],
  },
  {
    id: "q11-86",
    kind: "counting",
    asker: "rkul",
    question: "How many decisions have the trustees deferred, and on what?",
    mustContain: [["two", "2 "], ["solar"], ["DA", "dearness", "salary"]],
    mustCite: [meeting("b2510"), meeting("b2601")],
  },
  {
    id: "q11-87",
    kind: "counting",
    asker: "mshaikh",
    question: "How many AFC meetings have I missed?",
    mustContain: [date("2026-05-23")],
  },
  {
    id: "q11-88",
    kind: "counting",
    asker: "sjag",
    question: "How many teachers have been trained so far under the Maval programme?",
    mustContain: [["400"]],
    mustCite: [meeting("v2612")],
  },
  {
    id: "q11-89",
    kind: "counting",
    asker: "pnai",
    question: "How many of the trustees' decisions since April 2025 were not approved, and which?",
    mustContain: [["two", "2 "], ["CBSE"], ["Annual Day", "event management"]],
    mustCite: [meeting("b2601"), meeting("b2607")],
  },
  {
    id: "q11-90",
    kind: "counting",
    asker: "hsat",
    question: "How many times has the AFC appointed Kale Mehta & Associates as internal auditors?",
    mustContain: [["twice", "two", "2 times"]],
    mustCite: [meeting("a2505"), meeting("a2605")],
  },
  {
    id: "q11-91",
    kind: "counting",
    asker: "fpoon",
    question:
      "How many scholarship funds has the board approved so far, and what do they add up to?",
    mustContain: [["three", "3 "], amt(4000000)],
  },
];

const noAnswerQuestions: EvalQuestion[] = [
  {
    id: "q11-92",
    kind: "no answer",
    asker: "pnai",
    question: "What did the trustees decide about opening a third school in Hinjewadi?",
    notFound: true,
  },
  {
    id: "q11-93",
    kind: "no answer",
    asker: "dgok",
    question: "What was the approved budget for 2026-27?",
    notFound: true,
  },
  {
    id: "q11-94",
    kind: "no answer",
    asker: "sjag",
    question: "What salary has been fixed for the D.El.Ed principal?",
    notFound: true,
  },
  {
    id: "q11-95",
    kind: "no answer",
    asker: "lmen",
    question: "What was the SSC pass rate at Wakad in 2026?",
    notFound: true,
  },
  {
    id: "q11-96",
    kind: "no answer",
    asker: "vjos",
    question: "What interest rate did we get on the fixed deposits renewed in June 2025?",
    notFound: true,
  },
  {
    id: "q11-97",
    kind: "no answer",
    asker: "ochat",
    question: "When is the VTTF's next AGM?",
    notFound: true,
  },
  {
    id: "q11-98",
    kind: "no answer",
    asker: "adesh",
    question: "Which firm was appointed project management consultant for the Science Block?",
    notFound: true,
  },
  {
    id: "q11-99",
    kind: "no answer",
    asker: "hsat",
    question: "Which two audit firms sent quotations for the statutory audit from FY 2027-28?",
    notFound: true,
  },
  {
    id: "q11-100",
    kind: "no answer",
    asker: "gpat",
    question: "What annual saving is the rooftop solar plant expected to give?",
    notFound: true,
  },
];

const permissionQuestions: EvalQuestion[] = [
  {
    id: "q11-101",
    kind: "permission",
    asker: "lmen",
    question: "What did the internal auditors find at the Wakad canteen?",
    notFound: true,
    mustNotCite: [meeting("a2602")],
  },
  {
    id: "q11-102",
    kind: "permission",
    asker: "hsat",
    question: "Who chaired the trustees' meeting in October 2026?",
    notFound: true,
    mustNotCite: [meeting("b2610")],
  },
  {
    id: "q11-103",
    kind: "permission",
    asker: "kbhat",
    question: "What was decided about a CBSE section at the Wakad school?",
    notFound: true,
    mustNotCite: [meeting("b2601")],
  },
  {
    id: "q11-104",
    kind: "permission",
    asker: "ochat",
    question: "Who got the construction contract for the Trust's Wakad Science Block?",
    notFound: true,
    mustNotCite: [meeting("b2512s")],
  },
  {
    id: "q11-105",
    kind: "permission",
    asker: "pnai",
    question: "How did the VTTF directors vote on the learning management system?",
    notFound: true,
    mustNotCite: [meeting("v2603")],
  },
  {
    id: "q11-106",
    kind: "permission",
    asker: "dgok",
    question:
      "What is the CTC band for a Vice-Principal in the senior staff compensation framework?",
    notFound: true,
    mustNotCite: [document("doc-comp")],
  },
  {
    id: "q11-107",
    kind: "permission",
    asker: "rpaw",
    question:
      "Under the Investment Policy, how many signatures do we need for a deposit above ₹50 lakh?",
    notFound: true,
    mustNotCite: [document("doc-inv")],
  },
  {
    id: "q11-108",
    kind: "permission",
    asker: "gpat",
    question: "What rent does VTTF pay for the Block C premises?",
    notFound: true,
    mustNotCite: [meeting("v2506")],
  },
  {
    id: "q11-109",
    kind: "permission",
    asker: "tmir",
    question: "What is the quorum for a meeting of the Trust's Board of Trustees?",
    notFound: true,
    mustNotCite: [document("doc-deed")],
  },
];

export const eleventhQuestions: EvalQuestion[] = [
  ...meetingQuestions,
  ...attendanceQuestions,
  ...agendaQuestions,
  ...decisionQuestions,
  ...voteQuestions,
  ...actionQuestions,
  ...interestQuestions,
  ...amountQuestions,
  ...documentQuestions,
  ...countingQuestions,
  ...noAnswerQuestions,
  ...permissionQuestions,
];
