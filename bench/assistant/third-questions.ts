/**
 * Questions on the third history (third-history.ts), written apart from the assistant's engine:
 * asked the way trustees type them on a tablet, by the people of the history, on 20 November 2026
 * (noon in London). Each expected answer was checked by hand against the records; notes mark the
 * ones that need a second look. Permission questions are asked by someone who may not read the
 * answer (the Executive/guest Oliver Grant, who sees meeting dates and his own actions only; the
 * CEO and CFO, who are not board members, about the Board Only pay policy; people of one
 * organisation about the other) and expect "couldn't find" with nothing cited.
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

/** The ways an answer may write a date ("2026-12-10"): 10 December, 10 Dec, December 10, 10/12/2026… */
function date(iso: string): string[] {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const month = MONTHS[m - 1] as string;
  const short = month.slice(0, 3);
  const dd = String(d).padStart(2, "0");
  const mm = String(m).padStart(2, "0");
  const th =
    d % 10 === 1 && d !== 11
      ? "st"
      : d % 10 === 2 && d !== 12
        ? "nd"
        : d % 10 === 3 && d !== 13
          ? "rd"
          : "th";
  return [
    `${d} ${month}`,
    `${d} ${short}`,
    `${d}${th} ${month}`,
    `${d}${th} of ${month}`,
    `${month} ${d}`,
    `${short} ${d}`,
    `${d}/${m}/${y}`,
    `${dd}/${mm}/${y}`,
    `${dd}/${mm}/${String(y).slice(2)}`,
    iso,
  ];
}
/** A month and year ("2026-08"): August 2026, Aug 2026, 08/2026. */
function monthOf(iso: string): string[] {
  const [y, m] = iso.split("-").map(Number) as [number, number];
  const month = MONTHS[m - 1] as string;
  return [`${month} ${y}`, `${month.slice(0, 3)} ${y}`, `${String(m).padStart(2, "0")}/${y}`];
}
/** A time of day ("17:30"): 5:30 pm, 5.30pm, 17:30, 17.30. */
function time(hhmm: string): string[] {
  const [h, min] = hhmm.split(":").map(Number) as [number, number];
  const h12 = h > 12 ? h - 12 : h;
  const mm = String(min).padStart(2, "0");
  const out = [`${h12}:${mm}`, `${h12}.${mm}`, `${h}:${mm}`, `${h}.${mm}`];
  if (min === 0) out.push(`${h12}pm`, `${h12} pm`, `${h12} p.m`, `${h12}p.m`);
  return out;
}
/** A sum in pounds: 62,500, 62500, 62 500, 62.5k; millions also as 1.62 million / 1.62m. */
function money(whole: number): string[] {
  const commas = whole.toLocaleString("en-GB");
  const out = [commas, String(whole), commas.replace(/,/g, " ")];
  if (whole >= 1_000_000) {
    const m = String(whole / 1_000_000);
    out.push(`${m} million`, `${m}m`, `${m} m`);
  } else if (whole >= 1_000) out.push(`${whole / 1_000}k`);
  return out;
}

const ZOE = ["Zoë", "Zoe", "Hartley-Brown"];
const ANOUK = ["Anouk", "Lefèvre", "Lefevre"];
const OKAFOR = ["Okafor"];
const WHITFIELD = ["Whitfield"];
const GARETH = ["Gareth", "Pryce"];
const MOHAMMED = ["Mohammed", "Iqbal"];
const PRIYA = ["Priya", "Raman"];
const LOST = [
  "lost",
  "not approved",
  "not carried",
  "defeated",
  "rejected",
  "did not pass",
  "didn't pass",
  "failed",
];
const DEFERRED = ["defer", "postpone", "held over", "put off"];

export const thirdQuestions: EvalQuestion[] = [
  // ---------------- meetings ----------------
  {
    id: "t1",
    kind: "meetings",
    asker: "helen",
    question: "when's the next board meeting and where is it",
    mustContain: [date("2026-12-10"), ["Riverside"], time("17:30")],
    mustCite: [{ meeting: "tb-2026-12" }],
  },
  {
    id: "t2",
    kind: "meetings",
    asker: "jamesw",
    question: "next FAR meeting?",
    mustContain: [date("2026-12-01"), time("16:00")],
    mustCite: [{ meeting: "far-2026-12" }],
  },
  {
    id: "t3",
    kind: "meetings",
    asker: "priya",
    question: "when was the last board meeting",
    mustContain: [date("2026-11-12")],
    mustCite: [{ meeting: "tb-2026-11" }],
  },
  {
    id: "t4",
    kind: "meetings",
    asker: "gareth",
    question: "when was the board meeting before the last one?",
    // The last one held was 12 Nov 2026; the one before it, 24 Sep 2026.
    mustContain: [date("2026-09-24")],
    mustCite: [{ meeting: "tb-2026-09" }],
  },
  {
    id: "t5",
    kind: "meetings",
    asker: "zoe",
    question: "what meeting did we have on 4 oct 2025 and where was it",
    mustContain: [["strategy"], ["Ashcombe"]],
    mustCite: [{ meeting: "tb-2025-10" }],
  },
  {
    id: "t6",
    kind: "meetings",
    asker: "anouk",
    question: "where was the may 2026 board meeting held",
    mustContain: [["Fenmoor Primary"]],
    mustCite: [{ meeting: "tb-2026-05" }],
  },
  {
    id: "t7",
    kind: "meetings",
    asker: "mohammed",
    question: "was the last FAR meeting in person or online",
    mustContain: [["Teams", "online"], date("2026-10-06")],
    mustCite: [{ meeting: "far-2026-10" }],
  },
  {
    id: "t8",
    kind: "meetings",
    asker: "beatrice",
    question: "when's our next foundation meeting",
    mustContain: [date("2026-12-08"), time("19:00")],
    mustCite: [{ meeting: "cf-2026-12" }],
  },
  {
    // An Executive/guest sees the dates of meetings (not their agendas or minutes).
    id: "t9",
    kind: "meetings",
    asker: "oliver",
    question: "when's the next trust board meeting",
    mustContain: [date("2026-12-10")],
  },
  {
    id: "t10",
    kind: "meetings",
    asker: "helen",
    question: "which board meetings got cancelled and why",
    mustContain: [
      date("2025-06-19"),
      ["quorate", "quorum"],
      date("2026-02-26"),
      ["DfE", "delayed", "postponed"],
    ],
  },
  {
    id: "t11",
    kind: "meetings",
    asker: "sam",
    question: "have the minutes of the november board meeting been confirmed yet?",
    // tb-2026-11 is in Review: its minutes are to be confirmed on 10 December.
    mustContain: [
      [
        "not yet",
        "not been",
        "haven't",
        "have not",
        "hasn't",
        "has not",
        "not confirmed",
        "unconfirmed",
        "review",
        "awaiting",
        "draft",
      ],
    ],
    mustCite: [{ meeting: "tb-2026-11" }],
  },
  {
    id: "t12",
    kind: "meetings",
    asker: "hamish",
    question: "where do the foundation trustees usually meet",
    mustContain: [["Community Hub", "Market Place"]],
  },

  // ---------------- attendance ----------------
  {
    id: "t13",
    kind: "attendance",
    asker: "helen",
    question: "who sent apologies to the sept 2026 board meeting",
    mustContain: [ZOE],
    mustCite: [{ meeting: "tb-2026-09" }],
  },
  {
    id: "t14",
    kind: "attendance",
    asker: "priya",
    question: "did james okafor come to the board meeting on 12 nov?",
    mustContain: [
      ["apolog", "not attend", "didn't attend", "did not attend", "wasn't", "was not", "absent"],
    ],
    mustCite: [{ meeting: "tb-2026-11" }],
  },
  {
    id: "t15",
    kind: "attendance",
    asker: "helen",
    question: "how many board meetings has mohammed missed this year",
    // 2026 board meetings held: 22 Jan (apology), 19 Mar, 14 May, 9 Jul (absent), 24 Sep, 12 Nov.
    mustContain: [
      ["two", "2 board", "2 meetings", "2 of", "missed 2", "2 times"],
      ["January", "Jan"],
      ["July", "Jul"],
    ],
  },
  {
    id: "t16",
    kind: "attendance",
    asker: "jamesw",
    question: "who was at the FAR meeting on 6 oct",
    mustContain: [MOHAMMED, ANOUK, GARETH],
    mustCite: [{ meeting: "far-2026-10" }],
  },
  {
    id: "t17",
    kind: "attendance",
    asker: "zoe",
    question: "how many foundation meetings has james okafor missed",
    // Held: 4 Mar 2025, 16 Sep 2025, 3 Mar 2026 (present) and 15 Sep 2026 (apology).
    mustContain: [
      ["one", "once", "1 meeting", "1 foundation", "a single"],
      date("2026-09-15").concat(monthOf("2026-09")),
    ],
    mustCite: [{ meeting: "cf-2026-09" }],
  },
  {
    id: "t18",
    kind: "attendance",
    asker: "sam",
    question: "who didn't turn up and didn't send apologies in july",
    mustContain: [MOHAMMED],
    mustCite: [{ meeting: "tb-2026-07" }],
  },
  {
    id: "t19",
    kind: "attendance",
    asker: "helen",
    question: "did oliver grant attend the march 2025 board meeting",
    mustContain: [["yes", "attended", "present"], ["boiler"]],
    mustCite: [{ meeting: "tb-2025-03" }],
  },
  {
    id: "t20",
    kind: "attendance",
    asker: "priya",
    question: "how many times has zoë sent apologies to trust board meetings",
    // 11 Dec 2025 and 24 Sep 2026 (her foundation apology on 16 Sep 2025 is another board's).
    mustContain: [
      ["two", "twice", "2 times", "2 board", "2 meetings"],
      [...date("2025-12-11"), ...monthOf("2025-12")],
      [...date("2026-09-24"), ...monthOf("2026-09")],
    ],
  },

  // ---------------- agenda ----------------
  {
    id: "t21",
    kind: "agenda",
    asker: "helen",
    question: "what's on the agenda for the dec board meeting",
    mustContain: [["reserves"], ["accounts"], ["Riverside"]],
    mustCite: [{ meeting: "tb-2026-12" }],
  },
  {
    id: "t22",
    kind: "agenda",
    asker: "anouk",
    question: "what's coming up at the FAR meeting on 1 dec",
    mustContain: [["accounts"], ["internal scrutiny"], ["lettings"]],
    mustCite: [{ meeting: "far-2026-12" }],
  },
  {
    id: "t23",
    kind: "agenda",
    asker: "priya",
    question: "what's on the foundation agenda in december",
    mustContain: [["hardship"], ["budget"]],
    mustCite: [{ meeting: "cf-2026-12" }],
  },
  {
    id: "t24",
    kind: "agenda",
    asker: "gareth",
    question: "what did we cover at the strategy day",
    mustContain: [
      ["Learning Together", "strategic plan"],
      ["growth", "grow"],
    ],
    mustCite: [{ meeting: "tb-2025-10" }],
  },
  {
    id: "t25",
    kind: "agenda",
    asker: "mohammed",
    question: "what items were on the 13 nov 2025 board meeting",
    mustContain: [["roof", "CIF"], ["cyber", "phishing"], ["catering"]],
    mustCite: [{ meeting: "tb-2025-11" }],
  },

  // ---------------- decisions ----------------
  {
    id: "t26",
    kind: "decisions",
    asker: "helen",
    question: "what did we decide about the solar panels at kingsmead",
    mustContain: [DEFERRED, money(139_800)],
    mustCite: [{ meeting: "tb-2026-01" }],
  },
  {
    id: "t27",
    kind: "decisions",
    asker: "priya",
    question: "when did we approve riverside joining the trust",
    mustContain: [
      date("2026-03-19"),
      ["1 September", "1 Sep", "September 1", "1st September", "01/09/2026", "1/9/2026"],
    ],
    mustCite: [{ meeting: "tb-2026-03" }],
  },
  {
    id: "t28",
    kind: "decisions",
    asker: "jamesw",
    question: "which motions were lost in 2025",
    // Both at the board: catering tender (13 Nov) and online meetings (11 Dec). None at FAR.
    mustContain: [["catering"], ["online"]],
    mustCite: [{ meeting: "tb-2025-11" }, { meeting: "tb-2025-12" }],
  },
  {
    id: "t29",
    kind: "decisions",
    asker: "helen",
    question: "any lost motions this year?",
    // Helen is on the trust only: the 6% charge (19 Mar 2026). The foundation's lost lease motion
    // (3 Mar 2026) is not hers to see.
    mustContain: [
      ["6%", "6 per cent", "six per cent"],
      ["central services", "top slice", "top-slice"],
    ],
    mustCite: [{ meeting: "tb-2026-03" }],
    mustNotCite: [{ meeting: "cf-2026-03" }],
  },
  {
    id: "t30",
    kind: "decisions",
    asker: "jamesw",
    question: "list the FAR committee's decisions in 2025 - how many were there",
    mustContain: [["5", "five"], ["9,750", "9750"], ["reserves"], ["risk register"], DEFERRED],
  },
  {
    id: "t31",
    kind: "decisions",
    asker: "anouk",
    question: "what did the FAR committee decide in 2026",
    // 10 Feb (scrutiny £10,400), 12 May (procurement report noted; £3,480 write-off), 6 Oct (outturn noted).
    mustContain: [
      ["10,400", "10400"],
      ["3,480", "3480"],
      ["procurement"],
      ["112,000", "112000", "112k"],
    ],
  },
  {
    id: "t32",
    kind: "decisions",
    asker: "gareth",
    question: "what happened with the central services charge for 26/27",
    mustContain: [["5.5"], ["6%", "6 per cent", "six per cent"], LOST],
    mustCite: [{ meeting: "tb-2026-05" }],
  },
  {
    id: "t33",
    kind: "decisions",
    asker: "zoe",
    question: "when was the whistleblowing policy last approved",
    // Approved 20 Mar 2025; the November items are annual reports on concerns, not approvals.
    mustContain: [date("2025-03-20")],
    mustCite: [{ meeting: "tb-2025-03" }],
  },
  {
    id: "t34",
    kind: "decisions",
    asker: "mohammed",
    question: "did we ever approve the kingsmead IT refresh",
    mustContain: [money(41_750), date("2026-09-24")],
    mustCite: [{ meeting: "tb-2026-09" }],
  },
  {
    id: "t35",
    kind: "decisions",
    asker: "priya",
    question: "what did the foundation decide about the hub lease",
    mustContain: [["9,900", "9900"], ["five", "5-year", "5 year"], LOST],
    mustCite: [{ meeting: "cf-2026-09" }],
  },
  {
    id: "t36",
    kind: "decisions",
    asker: "helen",
    question: "were any decisions made outside a meeting",
    mustContain: [["27,300", "27300"], ["transfer agreement"]],
  },
  {
    id: "t37",
    kind: "decisions",
    asker: "sam",
    question: "what did we decide about mohammed's reappointment",
    mustContain: [
      ["four", "4-year", "4 year"],
      ["1 January 2027", "1 Jan 2027", "January 2027", "01/01/2027", "1/1/2027"],
    ],
    mustCite: [{ meeting: "tb-2026-11" }],
  },
  {
    id: "t38",
    kind: "decisions",
    asker: "jameso",
    question: "what happened to the catering proposal",
    mustContain: [LOST],
    mustCite: [{ meeting: "tb-2025-11" }],
  },
  {
    id: "t39",
    kind: "decisions",
    asker: "helen",
    question: "who's chair and vice chair this year",
    mustContain: [["Helen", "Ashworth", "you"], PRIYA],
    mustCite: [{ meeting: "tb-2026-09" }],
  },
  {
    id: "t40",
    kind: "decisions",
    asker: "anouk",
    question: "what was decided on reserves at the nov board",
    mustContain: [DEFERRED, ["December", "Dec"]],
    mustCite: [{ meeting: "tb-2026-11" }],
  },
  {
    id: "t41",
    kind: "decisions",
    asker: "gareth",
    question: "when did we appoint anouk",
    mustContain: [date("2026-01-22")],
    mustCite: [{ meeting: "tb-2026-01" }],
  },

  // ---------------- votes ----------------
  {
    id: "t42",
    kind: "votes",
    asker: "priya",
    question: "who moved the solar panel motion in jan",
    mustContain: [GARETH],
    mustCite: [{ meeting: "tb-2026-01" }],
  },
  {
    id: "t43",
    kind: "votes",
    asker: "gareth",
    question: "who seconded the catering contract motion",
    mustContain: [ZOE],
    mustCite: [{ meeting: "tb-2025-11" }],
  },
  {
    id: "t44",
    kind: "votes",
    asker: "helen",
    question: "what was the vote on the 6% central services charge",
    mustContain: [["3"], ["5"], LOST],
    mustCite: [{ meeting: "tb-2026-03" }],
  },
  {
    id: "t45",
    kind: "votes",
    asker: "jamesw",
    question: "what was the tally for the 2025/26 budget",
    mustContain: [["5"], ["1"], OKAFOR],
    mustCite: [{ meeting: "tb-2025-07" }],
  },
  {
    id: "t46",
    kind: "votes",
    asker: "anouk",
    question: "how did the vote go on the kingsmead IT refresh, did anyone not vote",
    mustContain: [
      ["6", "six"],
      [...ANOUK, "you"],
    ],
    mustCite: [{ meeting: "tb-2026-09" }],
  },
  {
    id: "t47",
    kind: "votes",
    asker: "priya",
    question: "who voted against the riverside due diligence in march 2025",
    mustContain: [MOHAMMED],
    mustCite: [{ meeting: "tb-2025-03" }],
  },
  {
    id: "t48",
    kind: "votes",
    asker: "beatrice",
    question: "who seconded the 10 year lease motion and what was the vote",
    mustContain: [OKAFOR, ["1"], ["3"]],
    mustCite: [{ meeting: "cf-2026-03" }],
  },
  {
    id: "t49",
    kind: "votes",
    asker: "jameso",
    question: "what was the vote on the food bank grant",
    mustContain: [
      ["3", "three"],
      ["abstain", "abstention"],
    ],
    mustCite: [{ meeting: "cf-2025-09" }],
  },
  {
    id: "t50",
    kind: "votes",
    asker: "gareth",
    question: "who proposed reappointing the auditors, and who didn't vote",
    mustContain: [WHITFIELD, [...GARETH, "you"]],
    mustCite: [{ meeting: "tb-2025-12" }],
  },

  // ---------------- actions ----------------
  {
    id: "t51",
    kind: "actions",
    asker: "helen",
    question: "which board actions are overdue",
    // Solar installer (Oliver, due 30 Jun 2026) and skills audit (Priya, due 31 Oct 2026).
    mustContain: [["solar"], ["skills audit"]],
  },
  {
    id: "t52",
    kind: "actions",
    asker: "priya",
    question: "what actions have i got",
    // Skills audit (trust, overdue) and the foundation accounts (due 31 Jan 2027).
    mustContain: [["skills audit"], ["accounts"]],
  },
  {
    id: "t53",
    kind: "actions",
    asker: "oliver",
    question: "what are my open actions",
    mustContain: [["solar"], ["snagging"]],
  },
  {
    id: "t54",
    kind: "actions",
    asker: "helen",
    question: "what actions came out of the november board meeting",
    mustContain: [["reserves"], ["recruit"], ["snagging"]],
    mustCite: [{ meeting: "tb-2026-11" }],
  },
  {
    id: "t55",
    kind: "actions",
    asker: "rachel",
    question: "when's my reserves action due",
    mustContain: [date("2026-12-10")],
  },
  {
    id: "t56",
    kind: "actions",
    asker: "jamesw",
    question: "what's still open from the FAR committee",
    mustContain: [["procurement"], ["lettings", "debts"], ["phishing"]],
  },
  {
    id: "t57",
    kind: "actions",
    asker: "helen",
    question: "has the phishing awareness training been done",
    mustContain: [["done", "complete"]],
  },
  {
    id: "t58",
    kind: "actions",
    asker: "beatrice",
    question: "have the letters to the unsuccessful grant applicants gone out",
    mustContain: [
      [
        "not started",
        "not yet",
        "overdue",
        "haven't",
        "has not",
        "have not",
        "hasn't",
        "outstanding",
      ],
      date("2026-10-09"),
    ],
  },
  {
    id: "t59",
    kind: "actions",
    asker: "sam",
    question: "were any actions cancelled",
    mustContain: [["catering"]],
  },
  {
    id: "t60",
    kind: "actions",
    asker: "rachel",
    question: "what actions aren't tied to a meeting",
    mustContain: [["Ofsted"], ["confirmation statement"]],
  },
  {
    id: "t61",
    kind: "actions",
    asker: "jamesw",
    question: "who's doing the trustee recruitment advert and when's it due",
    mustContain: [["Helen", "Ashworth"], MOHAMMED, date("2026-12-31")],
  },
  {
    id: "t62",
    kind: "actions",
    asker: "anouk",
    question: "is my phishing review action overdue",
    mustContain: [["overdue", "yes", "past"], date("2026-11-06")],
  },

  // ---------------- interests ----------------
  {
    id: "t63",
    kind: "interests",
    asker: "helen",
    question: "who's declared an interest in okafor building services",
    mustContain: [OKAFOR, ["director", "shareholder"]],
  },
  {
    id: "t64",
    kind: "interests",
    asker: "priya",
    question: "is zoë still a governor at riverside",
    mustContain: [[...date("2026-08-31"), ...monthOf("2026-08")]],
  },
  {
    id: "t65",
    kind: "interests",
    asker: "gareth",
    question: "what interests do i have on the register",
    mustContain: [["Carter Lomas"]],
  },
  {
    id: "t66",
    kind: "interests",
    asker: "jamesw",
    question: "who has an interest in carter lomas",
    mustContain: [GARETH],
  },
  {
    id: "t67",
    kind: "interests",
    asker: "anouk",
    question: "what have i declared",
    mustContain: [["Lefèvre Digital", "Lefevre Digital"]],
  },
  {
    id: "t68",
    kind: "interests",
    asker: "helen",
    question: "which of mohammed's interests have ended",
    mustContain: [["Sixth Form"], [...date("2025-12-31"), ...monthOf("2025-12")]],
  },
  {
    id: "t69",
    kind: "interests",
    asker: "zoe",
    question: "who declared interests at the foundation meeting in sept 2025",
    mustContain: [OKAFOR, ["Food Bank"]],
    mustCite: [{ meeting: "cf-2025-09" }],
  },
  {
    id: "t70",
    kind: "interests",
    asker: "priya",
    question: "anyone got an interest in kingsmead academy?",
    // Rachel Tennant (husband teaches there). James Whitfield's rugby club hired the Kingsmead
    // pitches but ended 30 Jun 2025; mentioning it is fine, but Rachel must be named.
    mustContain: [["Rachel", "Tennant"]],
  },
  {
    id: "t71",
    kind: "interests",
    asker: "beatrice",
    question: "does hamish have any interests declared",
    mustContain: [["Lindsay & Co", "Lindsay and Co", "estate agent"]],
  },
  {
    id: "t72",
    kind: "interests",
    asker: "zoe",
    question: "is my allotment society interest still current",
    mustContain: [[...date("2026-04-30"), ...monthOf("2026-04")]],
  },

  // ---------------- amounts ----------------
  {
    id: "t73",
    kind: "amounts",
    asker: "helen",
    question: "how much did we approve for the fenmoor primary playground altogether",
    // £38,000 (23 Jan 2025) + £24,500 (14 May 2026); the £36,420 final cost is not an approval.
    mustContain: [money(62_500)],
    mustCite: [{ meeting: "tb-2025-01" }, { meeting: "tb-2026-05" }],
  },
  {
    id: "t74",
    kind: "amounts",
    asker: "gareth",
    question: "which was bigger, the ashcombe boiler or the kingsmead sports hall roof repair",
    mustContain: [["boiler"], ["86,500", "86500"]],
  },
  {
    id: "t75",
    kind: "amounts",
    asker: "jamesw",
    question: "how much did the solar panels cost the trust after the grant",
    mustContain: [money(79_800)],
    mustCite: [{ meeting: "tb-2026-01" }],
  },
  {
    id: "t76",
    kind: "amounts",
    asker: "anouk",
    question: "how much did the internal scrutiny fee go up from the 24/25 programme to 25/26",
    // £9,750 (11 Feb 2025) to £10,400 (10 Feb 2026): £650. The £12,190 first quote was never approved.
    mustContain: [["650"]],
  },
  {
    id: "t77",
    kind: "amounts",
    asker: "beatrice",
    question: "how much did we give out in the spring and autumn grant rounds in 2025 in total",
    // £12,500 + £14,000; the £5,000 food bank emergency grant was outside the rounds.
    mustContain: [money(26_500)],
  },
  {
    id: "t78",
    kind: "amounts",
    asker: "helen",
    question: "how much is the minibus lease over the whole term",
    mustContain: [money(21_600)],
    mustCite: [{ meeting: "tb-2025-05" }],
  },
  {
    id: "t79",
    kind: "amounts",
    asker: "priya",
    question: "how much more income is in the 26/27 budget than the 25/26 one",
    // £16,240,000 − £14,620,000.
    mustContain: [money(1_620_000)],
  },
  {
    id: "t80",
    kind: "amounts",
    asker: "mohammed",
    question: "what was the trust's share of the kingsmead roof CIF project",
    mustContain: [money(41_200)],
  },
  {
    id: "t81",
    kind: "amounts",
    asker: "anouk",
    question: "how much did the IT refresh end up costing compared with the july estimate",
    mustContain: [
      ["41,750", "41750"],
      ["38,000", "38000", "3,750", "3750"],
    ],
  },

  // ---------------- documents ----------------
  {
    id: "t82",
    kind: "documents",
    asker: "anouk",
    question: "what's the quorum for board meetings",
    mustContain: [
      ["three", "3 trustees"],
      ["one third", "one-third", "1/3", "a third"],
    ],
    mustCite: [{ document: "doc-articles" }],
  },
  {
    id: "t83",
    kind: "documents",
    asker: "mohammed",
    question: "whats the quorum for FAR",
    mustContain: [["two", "2 trustee", "2 members"]],
    mustCite: [{ document: "doc-far-tor" }],
  },
  {
    id: "t84",
    kind: "documents",
    asker: "sam",
    question: "how long is a trustee's term of office",
    mustContain: [["four years", "4 years", "four-year", "4-year"]],
    mustCite: [{ document: "doc-articles" }],
  },
  {
    id: "t85",
    kind: "documents",
    asker: "rachel",
    question: "what's my spending limit as ceo",
    mustContain: [money(50_000)],
    mustCite: [{ document: "doc-delegation" }],
  },
  {
    id: "t86",
    kind: "documents",
    asker: "zoe",
    question: "can a head sign off a £15k order on their own",
    mustContain: [money(10_000)],
    mustCite: [{ document: "doc-delegation" }],
  },
  {
    id: "t87",
    kind: "documents",
    asker: "gareth",
    question: "what's the rule on gifts and hospitality",
    mustContain: [["£50", "50 pounds"], ["250"]],
    mustCite: [{ document: "doc-coi" }],
  },
  {
    id: "t88",
    kind: "documents",
    asker: "priya",
    question: "what's our reserves target",
    mustContain: [
      ["5%", "5 per cent", "5 %"],
      ["8%", "8 per cent", "8 %"],
    ],
    mustCite: [{ document: "doc-reserves" }],
  },
  {
    id: "t89",
    kind: "documents",
    asker: "jameso",
    question: "if i had a concern about the ceo who would i report it to",
    mustContain: [["Chair"]],
    mustCite: [{ document: "doc-whistleblowing" }],
  },
  {
    id: "t90",
    kind: "documents",
    asker: "hamish",
    question: "how long can a foundation trustee serve",
    mustContain: [
      ["three years", "3 years", "three-year", "3-year"],
      ["three consecutive", "3 consecutive", "three terms", "3 terms", "nine years", "9 years"],
    ],
    mustCite: [{ document: "doc-foundation-constitution" }],
  },
  {
    // Board Only, read by a board member.
    id: "t91",
    kind: "documents",
    asker: "helen",
    question: "what's the salary range for the ceo in the exec pay policy",
    mustContain: [
      ["112,000", "112000", "112k"],
      ["124,000", "124000", "124k"],
    ],
    mustCite: [{ document: "doc-exec-pay" }],
  },
  {
    id: "t92",
    kind: "documents",
    asker: "jamesw",
    question: "what do the FAR terms of reference say about write-offs",
    mustContain: [money(5_000)],
    mustCite: [{ document: "doc-far-tor" }],
  },
  {
    id: "t93",
    kind: "documents",
    asker: "beatrice",
    question: "whats the quorum for foundation meetings",
    mustContain: [["half"], ["three", "3"]],
    mustCite: [{ document: "doc-foundation-constitution" }],
  },
  {
    id: "t94",
    kind: "documents",
    asker: "zoe",
    question: "how much notice do trustees get of a board meeting",
    mustContain: [["seven", "7"]],
    mustCite: [{ document: "doc-articles" }],
  },
  {
    id: "t95",
    kind: "documents",
    asker: "priya",
    question: "how quickly do we have to acknowledge a whistleblowing concern",
    mustContain: [["five working days", "5 working days"]],
    mustCite: [{ document: "doc-whistleblowing" }],
  },

  // ---------------- counting ----------------
  {
    id: "t96",
    kind: "counting",
    asker: "beatrice",
    question: "how many motions did the foundation approve in 2026",
    // Spring grants (3 Mar), lease and autumn grants (15 Sep); the 10-year lease was lost.
    mustContain: [["3", "three"]],
  },
  {
    id: "t97",
    kind: "counting",
    asker: "priya",
    question: "how many board meetings have we held this year",
    // 22 Jan, 19 Mar, 14 May, 9 Jul, 24 Sep, 12 Nov 2026; 26 Feb was cancelled, 10 Dec is to come.
    mustContain: [["6", "six"]],
  },
  {
    id: "t98",
    kind: "counting",
    asker: "jamesw",
    question: "how many times did the FAR committee meet in 2025",
    // 11 Feb, 13 May, 7 Oct, 2 Dec.
    mustContain: [["4", "four"]],
  },
  {
    id: "t99",
    kind: "counting",
    asker: "neil",
    question: "how many of my actions are done",
    // Boiler order, accounts filing, CSC proposal (with James Whitfield), IT quotes (trust);
    // RPA conditions, Riverside risks (FAR). Open: lettings debts.
    mustContain: [["6", "six"]],
  },
  {
    id: "t100",
    kind: "counting",
    asker: "helen",
    question: "how many decisions did the board approve in 2025",
    // 15 Approved (incl. the 18 Feb written resolution); 2 Noted, 1 Deferred and 2 lost are not.
    mustContain: [["15", "fifteen"]],
  },
  {
    id: "t101",
    kind: "counting",
    asker: "sam",
    question: "how many entries on the trust's interests register are still current",
    // Current: Okafor Building Services, Fenmoor District Council, Carter Lomas, Ashcombe Parish
    // Council, Lefèvre Digital, Kingsmead Academy (Rachel). Ended: Riverside, Sixth Form College,
    // Rugby Club.
    mustContain: [["6", "six"]],
  },
  {
    id: "t102",
    kind: "counting",
    asker: "jamesw",
    question: "how many actions does neil have open",
    mustContain: [["1", "one"], ["lettings"]],
  },

  // ---------------- no answer ----------------
  {
    id: "t103",
    kind: "no answer",
    asker: "helen",
    question: "when did we approve the new roof at ashcombe primary",
    // Ashcombe had a boiler; the roofs were at Kingsmead.
    notFound: true,
  },
  {
    id: "t104",
    kind: "no answer",
    asker: "priya",
    question: "what does our data protection policy say about how long we keep records",
    notFound: true,
  },
  {
    id: "t105",
    kind: "no answer",
    asker: "gareth",
    question: "did tom reilly send apologies to the may board meeting",
    notFound: true,
  },
  {
    id: "t106",
    kind: "no answer",
    asker: "jamesw",
    question: "when did we approve the 2024/25 budget",
    // Before the records begin (January 2025); only the 2025/26 and 2026/27 budgets are held.
    notFound: true,
  },
  {
    id: "t107",
    kind: "no answer",
    asker: "helen",
    question: "who declared an interest in northgate education consultants",
    notFound: true,
  },
  {
    id: "t108",
    kind: "no answer",
    asker: "zoe",
    question: "how much did we approve for solar panels at fenmoor primary",
    notFound: true,
  },
  {
    id: "t109",
    kind: "no answer",
    asker: "mohammed",
    question: "what's on the agenda for the january 2027 board meeting",
    notFound: true,
  },
  {
    id: "t110",
    kind: "no answer",
    asker: "jamesw",
    question: "what does our ethical investment policy say",
    notFound: true,
  },
  {
    id: "t111",
    kind: "no answer",
    asker: "sam",
    question: "when did we approve the sixth form expansion at kingsmead",
    notFound: true,
  },
  {
    id: "t112",
    kind: "no answer",
    asker: "helen",
    question: "what was the vote on closing the riverside nursery",
    notFound: true,
  },
  {
    id: "t113",
    kind: "no answer",
    asker: "priya",
    question: "what was decided at the board meeting on 16 april 2026",
    // No meeting on that date (March 19 and May 14 either side).
    notFound: true,
  },
  {
    id: "t114",
    kind: "no answer",
    asker: "hamish",
    question: "what has the foundation decided about the minibus",
    notFound: true,
  },

  // ---------------- permission ----------------
  {
    id: "t115",
    kind: "permission",
    asker: "oliver",
    question: "what did the minutes say about the cyber incident at ashcombe",
    // An Executive/guest reads no minutes, though he attended that meeting.
    notFound: true,
    mustNotCite: [{ meeting: "tb-2025-11" }],
  },
  {
    id: "t116",
    kind: "permission",
    asker: "oliver",
    question: "what did the board decide about the kingsmead IT refresh",
    notFound: true,
    mustNotCite: [{ meeting: "tb-2026-07" }, { meeting: "tb-2026-09" }],
  },
  {
    id: "t117",
    kind: "permission",
    asker: "oliver",
    question: "whats the quorum for board meetings",
    notFound: true,
    mustNotCite: [{ document: "doc-articles" }],
  },
  {
    id: "t118",
    kind: "permission",
    asker: "oliver",
    question: "what actions does priya have",
    // Executives/guests see only their own actions.
    notFound: true,
    mustNotCite: [{ meeting: "tb-2026-07" }],
  },
  {
    id: "t119",
    kind: "permission",
    asker: "rachel",
    question: "what's the ceo salary range in the executive pay policy",
    // Board Only; the CEO is a Senior Executive, not a board member.
    notFound: true,
    mustNotCite: [{ document: "doc-exec-pay" }],
  },
  {
    id: "t120",
    kind: "permission",
    asker: "neil",
    question: "does the exec pay policy allow bonuses",
    notFound: true,
    mustNotCite: [{ document: "doc-exec-pay" }],
  },
  {
    id: "t121",
    kind: "permission",
    asker: "helen",
    question: "how much did the community foundation give the food bank",
    notFound: true,
    mustNotCite: [{ meeting: "cf-2025-09" }],
  },
  {
    id: "t122",
    kind: "permission",
    asker: "beatrice",
    question: "what did the trust board decide about solar panels at kingsmead",
    notFound: true,
    mustNotCite: [{ meeting: "tb-2025-09" }, { meeting: "tb-2026-01" }],
  },
  {
    id: "t123",
    kind: "permission",
    asker: "hamish",
    question: "who's declared an interest in okafor building services",
    notFound: true,
    mustNotCite: [{ meeting: "tb-2025-09" }, { meeting: "tb-2025-11" }],
  },
  {
    id: "t124",
    kind: "permission",
    asker: "fiona",
    question: "when's the next trust board meeting",
    notFound: true,
    mustNotCite: [{ meeting: "tb-2026-12" }],
  },
  {
    id: "t125",
    kind: "permission",
    asker: "gareth",
    question: "what did the foundation decide about the community hub lease",
    notFound: true,
    mustNotCite: [{ meeting: "cf-2026-03" }, { meeting: "cf-2026-09" }],
  },
  {
    id: "t126",
    kind: "permission",
    asker: "oliver",
    question: "who's on the trust's register of interests",
    notFound: true,
  },
];
