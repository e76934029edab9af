import type { EvalQuestion } from "./board-history.js";

/**
 * Questions on the sixth history (Alder Bay Independent School Society, its Finance and
 * Facilities Committee, and Westmere Lake Rowing Club), asked on 14 October 2026. Each expected
 * answer was checked by hand against sixth-history.ts as seen on that day.
 */

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

const word = (n: number): string => WORDS[n] ?? String(n);

/** The ways a date may be written: "8 December", "December 8", "Dec 8", "2026-12-08", "12/8/2026"… */
function dateAlts(iso: string): string[] {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const month = MONTHS[m - 1] ?? "";
  const short = month.slice(0, 3);
  const alts = [
    `${d} ${month}`,
    `${month} ${d}`,
    `${d} ${short}`,
    `${short} ${d}`,
    `${short}. ${d}`,
    `${d}${ordinal(d)} ${month}`,
    `${month} ${d}${ordinal(d)}`,
    iso,
    `${d}/${m}/${y}`,
    `${m}/${d}/${y}`,
  ];
  if (month === "September") alts.push(`Sept ${d}`, `${d} Sept`, `Sept. ${d}`);
  return alts;
}

function ordinal(d: number): string {
  if (d % 100 >= 11 && d % 100 <= 13) return "th";
  return d % 10 === 1 ? "st" : d % 10 === 2 ? "nd" : d % 10 === 3 ? "rd" : "th";
}

/** The ways a dollar amount may be written: "$12,500", "12,500", "12500", "$12.5k", "$1.5 million"… */
function money(amount: number): string[] {
  const commas = amount.toLocaleString("en-US");
  const alts = [`$${commas}`, commas, String(amount)];
  if (amount >= 1_000_000 && amount % 10_000 === 0) {
    const m = String(amount / 1_000_000);
    alts.push(`$${m} million`, `${m} million`, `$${m}M`, `$${m} M`, `$${m}m`);
  } else if (amount >= 10_000 && amount % 100 === 0) {
    const k = String(amount / 1_000);
    alts.push(`$${k}k`, `$${k}K`, `${k}k`, `${k}K`);
  }
  return alts;
}

/**
 * The ways a count may be stated: "3 meetings", "three board meetings", "total of 3", "**3**"…
 * `phrases` follow the number ("meetings", "board meetings"); `lead` precede it ("missed", "held").
 */
function count(n: number, phrases: string[], lead: string[] = []): string[] {
  const alts = [`total of ${n}`, `total: ${n}`, `**${n}**`, `(${n})`];
  for (const phrase of phrases) alts.push(`${n} ${phrase}`, `${word(n)} ${phrase}`);
  for (const verb of lead)
    alts.push(`${verb} ${n} `, `${verb} ${word(n)} `, `${verb} ${n}.`, `${verb} ${word(n)}.`);
  return alts;
}

/** A recorded vote, the supporting side: "3 in favour", "3 for", "3–5", "3 to 5"… */
function forVotes(support: number, oppose: number): string[] {
  const w = word(support);
  return [
    `${support} in favour`,
    `${support} in favor`,
    `${support} for`,
    `${support} votes for`,
    `${support} votes in favour`,
    `${support} votes in favor`,
    `${support} yes`,
    `for: ${support}`,
    `in favour: ${support}`,
    `in favor: ${support}`,
    `support: ${support}`,
    `${support} support`,
    `${w} in favour`,
    `${w} in favor`,
    `${w} for`,
    `${w} votes for`,
    `${support}-${oppose}`,
    `${support}–${oppose}`,
    `${support} to ${oppose}`,
  ];
}

/** A recorded vote, the opposing side: "5 against", "5 opposed", "3–5"… */
function againstVotes(support: number, oppose: number): string[] {
  const w = word(oppose);
  return [
    `${oppose} against`,
    `${oppose} opposed`,
    `${oppose} votes against`,
    `${oppose} no`,
    `against: ${oppose}`,
    `opposed: ${oppose}`,
    `oppose: ${oppose}`,
    `${w} against`,
    `${w} opposed`,
    `${w} votes against`,
    `${support}-${oppose}`,
    `${support}–${oppose}`,
    `${support} to ${oppose}`,
  ];
}

const LOST = [
  "lost",
  "not approved",
  "defeated",
  "rejected",
  "not carried",
  "did not pass",
  "failed",
  "voted down",
  "not pass",
];
const DEFERRED = ["defer", "postpone", "put off"];
const SEVEN_PM = ["7:00", "7 pm", "7pm", "7 p.m.", "19:00"];
const OBRIEN = ["O'Brien", "O’Brien", "OBrien", "O Brien"];

export const sixthQuestions: EvalQuestion[] = [
  // ───────────────────────────── meetings ─────────────────────────────
  {
    id: "q6-01",
    kind: "meetings",
    asker: "dokafor",
    question: "when's the next board meeting?",
    mustContain: [dateAlts("2026-11-17")],
    mustCite: [{ meeting: "s26-11" }],
  },
  {
    id: "q6-02",
    kind: "meetings",
    asker: "jwalker",
    question: "next ffc mtg?",
    mustContain: [dateAlts("2026-11-03")],
    mustCite: [{ meeting: "f26-11" }],
  },
  {
    id: "q6-03",
    kind: "meetings",
    asker: "mdubois",
    question: "where is the agm this year and what time does it start",
    mustContain: [["gym"], SEVEN_PM, dateAlts("2026-10-27")],
    mustCite: [{ meeting: "s26-agm" }],
  },
  {
    id: "q6-04",
    kind: "meetings",
    asker: "rgill",
    question: "When was the last Finance and Facilities Committee meeting?",
    mustContain: [dateAlts("2026-09-29")],
    mustCite: [{ meeting: "f26-09" }],
  },
  {
    id: "q6-05",
    kind: "meetings",
    asker: "mtremblay",
    question: "when was the ffc meeting before the last one",
    mustContain: [dateAlts("2026-05-26")],
    mustCite: [{ meeting: "f26-05" }],
  },
  {
    id: "q6-06",
    kind: "meetings",
    asker: "kfraser",
    question: "why was the january board meeting cancelled",
    mustContain: [["snow"]],
    mustCite: [{ meeting: "s26-01" }],
  },
  {
    id: "q6-07",
    kind: "meetings",
    asker: "jlee",
    question: "what time is our board meeting next week",
    mustContain: [SEVEN_PM, dateAlts("2026-10-21")],
    mustCite: [{ meeting: "r26-10" }],
  },
  {
    id: "q6-08",
    kind: "meetings",
    asker: "aross",
    question: "When and where was the 2025 strategy day held?",
    mustContain: [dateAlts("2025-02-08"), ["Mountainside", "Squamish"]],
    mustCite: [{ meeting: "s25-strat" }],
  },
  {
    id: "q6-09",
    kind: "meetings",
    asker: "ewong",
    question: "when is the next ffc meeting",
    mustContain: [dateAlts("2026-11-03")],
  },
  {
    id: "q6-10",
    kind: "meetings",
    asker: "hchen",
    question: "what meetings have i got coming up",
    mustContain: [dateAlts("2026-10-21"), dateAlts("2026-10-27"), dateAlts("2026-11-17")],
  },
  // ───────────────────────────── attendance ─────────────────────────────
  {
    id: "q6-11",
    kind: "attendance",
    asker: "hchen",
    question: "who sent apologies for last month's board meeting",
    mustContain: [["Okafor"]],
    mustCite: [{ meeting: "s26-09" }],
  },
  {
    id: "q6-12",
    kind: "attendance",
    asker: "kfraser",
    question: "who missed the special meeting in aug 2025",
    mustContain: [["Bains"], ["Ross"], ["Gill"]],
    mustCite: [{ meeting: "s25-special" }],
  },
  {
    id: "q6-13",
    kind: "attendance",
    asker: "hchen",
    question: "how many school board meetings did sandeep miss in 2025",
    mustContain: [
      count(
        3,
        [
          "meetings",
          "school board meetings",
          "board meetings",
          "school meetings",
          "times",
          "absences",
          "of the",
        ],
        ["missed"],
      ),
    ],
  },
  {
    id: "q6-14",
    kind: "attendance",
    asker: "dokafor",
    question: "was jennifer at the last ffc",
    mustContain: [["present", "attended", "was there", "yes"]],
    mustCite: [{ meeting: "f26-09" }],
  },
  {
    id: "q6-15",
    kind: "attendance",
    asker: "jlee",
    question: "who came to our agm last year",
    mustContain: [["Chen"], ["Bains"], ["Harris"], OBRIEN],
    mustCite: [{ meeting: "r25-11" }],
  },
  {
    id: "q6-16",
    kind: "attendance",
    asker: "mtremblay",
    question: "apologies for the may 2026 ffc?",
    mustContain: [["Walker"]],
    mustCite: [{ meeting: "f26-05" }],
  },
  {
    id: "q6-17",
    kind: "attendance",
    asker: "dokafor",
    question: "how many ffc meetings has rajan missed",
    mustContain: [
      count(
        2,
        [
          "meetings",
          "FFC meetings",
          "committee meetings",
          "Finance and Facilities Committee meetings",
          "times",
          "of the",
          "apologies",
        ],
        ["missed"],
      ),
    ],
  },
  {
    id: "q6-18",
    kind: "attendance",
    asker: "aross",
    question: "did michelle make it to the june 2026 board meeting",
    mustContain: [
      ["apolog", "did not attend", "didn't attend", "was not present", "wasn't present", "absent"],
    ],
    mustCite: [{ meeting: "s26-06" }],
  },
  {
    id: "q6-19",
    kind: "attendance",
    asker: "sbains",
    question: "who couldnt make the strategy day",
    mustContain: [["Walker"]],
    mustCite: [{ meeting: "s25-strat" }],
  },
  {
    id: "q6-20",
    kind: "attendance",
    asker: "cmartin",
    question: "Who was absent without sending apologies at the March 2025 board meeting?",
    mustContain: [["Dubois"]],
    mustCite: [{ meeting: "s25-03" }],
  },
  // ───────────────────────────── agenda ─────────────────────────────
  {
    id: "q6-21",
    kind: "agenda",
    asker: "mdubois",
    question: "whats on the agenda for the agm",
    mustContain: [["financial statements"], ["auditor"], ["election"]],
    mustCite: [{ meeting: "s26-agm" }],
  },
  {
    id: "q6-22",
    kind: "agenda",
    asker: "aross",
    question: "what's on the nov board agenda",
    mustContain: [
      ["Science and Innovation", "design development"],
      ["pledge", "campaign"],
      ["phone"],
    ],
    mustCite: [{ meeting: "s26-11" }],
  },
  {
    id: "q6-23",
    kind: "agenda",
    asker: "jwalker",
    question: "agenda for next ffc?",
    mustContain: [["audit"], ["reserve"], ["HVAC"]],
    mustCite: [{ meeting: "f26-11" }],
  },
  {
    id: "q6-24",
    kind: "agenda",
    asker: "sbains",
    question: "whats coming up at the rowing board meeting on the 21st",
    mustContain: [["ergometer", "erg"], ["coach"], ["safety"]],
    mustCite: [{ meeting: "r26-10" }],
  },
  {
    id: "q6-25",
    kind: "agenda",
    asker: "kfraser",
    question: "what was going to be discussed at the january meeting that got cancelled",
    mustContain: [["feasibility", "Science and Innovation"]],
    mustCite: [{ meeting: "s26-01" }],
  },
  {
    id: "q6-26",
    kind: "agenda",
    asker: "hchen",
    question: "is the science centre design coming back to the board? when",
    mustContain: [dateAlts("2026-11-17")],
    mustCite: [{ meeting: "s26-11" }],
  },
  {
    id: "q6-27",
    kind: "agenda",
    asker: "dokafor",
    question: "what is the agm being asked to do about the auditor",
    mustContain: [["authoris", "authoriz"]],
    mustCite: [{ meeting: "s26-agm" }],
  },
  {
    id: "q6-28",
    kind: "agenda",
    asker: "tmorrison",
    question: "whose terms are up at the AGM?",
    mustContain: [["Chen"], ["Okafor"], ["Martin"]],
    mustCite: [{ meeting: "s26-agm" }],
  },
  {
    id: "q6-29",
    kind: "agenda",
    asker: "rgill",
    question: "What items were on the agenda of the May 2026 FFC meeting?",
    mustContain: [["budget"], ["HVAC"], ["turf"], ["audit"]],
    mustCite: [{ meeting: "f26-05" }],
  },
  // ───────────────────────────── decisions ─────────────────────────────
  {
    id: "q6-30",
    kind: "decisions",
    asker: "jwalker",
    question: "did the roof thing go thru",
    mustContain: [["Coastline"], ["approved", "yes", "went through", "awarded", "carried"]],
    mustCite: [{ meeting: "s25-special" }],
  },
  {
    id: "q6-31",
    kind: "decisions",
    asker: "cmartin",
    question: "when was the strategic plan adopted",
    mustContain: [dateAlts("2025-03-18")],
    mustCite: [{ meeting: "s25-03" }],
  },
  {
    id: "q6-32",
    kind: "decisions",
    asker: "mtremblay",
    question: "what happened with the turf field proposal",
    mustContain: [LOST],
    mustCite: [{ meeting: "s26-06" }],
  },
  {
    id: "q6-33",
    kind: "decisions",
    asker: "dokafor",
    question: "what did the ffc decide in 2024",
    mustContain: [
      money(96_400),
      money(38_500),
      [...money(14_850_000), "2024-25 operating budget", "2024-25 budget"],
    ],
    mustCite: [{ meeting: "f24-02" }, { meeting: "f24-05" }],
  },
  {
    id: "q6-34",
    kind: "decisions",
    asker: "dokafor",
    question: "which motions were lost in 2025?",
    mustContain: [
      ["6%", "6.0%", "six per"],
      ["Greenleaf", "ESG", "endowment"],
    ],
    mustCite: [{ meeting: "s25-09" }, { meeting: "f25-10" }],
  },
  {
    id: "q6-35",
    kind: "decisions",
    asker: "sbains",
    question: "what did we decide on the science centre design phase",
    mustContain: [DEFERRED, ["November", "Nov"]],
    mustCite: [{ meeting: "s26-03" }],
  },
  {
    id: "q6-36",
    kind: "decisions",
    asker: "sbains",
    question: "when did the capital campaign get approved",
    mustContain: [dateAlts("2026-03-17")],
    mustCite: [{ meeting: "s26-03" }],
  },
  {
    id: "q6-37",
    kind: "decisions",
    asker: "aross",
    question: "what was decided about the head's contract",
    mustContain: [["five years", "5 years", "five-year", "5-year"]],
    mustCite: [{ meeting: "s26-03" }],
  },
  {
    id: "q6-38",
    kind: "decisions",
    asker: "hchen",
    question: "what did we decide about the auditor at last month's meeting",
    mustContain: [DEFERRED],
    mustCite: [{ meeting: "s26-09" }],
  },
  {
    id: "q6-39",
    kind: "decisions",
    asker: "mdubois",
    question: "What tuition increase was approved for 2027-28?",
    mustContain: [["4%", "4.0%", "4 per", "four per"], money(26_510)],
    mustCite: [{ meeting: "s26-09" }],
  },
  // ───────────────────────────── votes ─────────────────────────────
  {
    id: "q6-40",
    kind: "votes",
    asker: "aross",
    question: "what was the vote on the 6% fee increase",
    mustContain: [forVotes(3, 5), againstVotes(3, 5)],
    mustCite: [{ meeting: "s25-09" }],
  },
  {
    id: "q6-41",
    kind: "votes",
    asker: "rgill",
    question: "who moved the roof contract at the special meeting",
    mustContain: [["Okafor"]],
    mustCite: [{ meeting: "s25-special" }],
  },
  {
    id: "q6-42",
    kind: "votes",
    asker: "jwalker",
    question: "who seconded the line of credit increase at the board",
    mustContain: [["Martin"]],
    mustCite: [{ meeting: "s25-11" }],
  },
  {
    id: "q6-43",
    kind: "votes",
    asker: "cmartin",
    question: "who voted against the turf field",
    mustContain: [["Chen"], ["Okafor"], ["Tremblay"], ["Walker"]],
    mustCite: [{ meeting: "s26-06" }],
  },
  {
    id: "q6-44",
    kind: "votes",
    asker: "hchen",
    question: "who abstained on the 4.9% fee motion",
    mustContain: [["Dubois"]],
    mustCite: [{ meeting: "s25-09" }],
  },
  {
    id: "q6-45",
    kind: "votes",
    asker: "mtremblay",
    question: "how did the vote go on rajan's esg motion at ffc",
    mustContain: [forVotes(1, 2), againstVotes(1, 2)],
    mustCite: [{ meeting: "f25-10" }],
  },
  {
    id: "q6-46",
    kind: "votes",
    asker: "kfraser",
    question: "What was the vote count on the special resolution about electronic meetings?",
    mustContain: [["88"], againstVotes(88, 6)],
    mustCite: [{ meeting: "s25-agm" }],
  },
  {
    id: "q6-47",
    kind: "votes",
    asker: "mdubois",
    question: "was i the only one who voted against the fees this september",
    mustContain: [
      [...againstVotes(7, 1), "only one", "only director", "only vote against", "sole"],
    ],
    mustCite: [{ meeting: "s26-09" }],
  },
  {
    id: "q6-48",
    kind: "votes",
    asker: "dokafor",
    question: "tally at the special mtg on the roof?",
    mustContain: [[...forVotes(5, 0), "5 votes", "five votes", "unanimous"], ["Tremblay"]],
    mustCite: [{ meeting: "s25-special" }],
  },
  {
    id: "q6-49",
    kind: "votes",
    asker: "jlee",
    question: "who moved the dock replacement",
    mustContain: [OBRIEN],
    mustCite: [{ meeting: "r25-04" }],
  },
  // ───────────────────────────── actions ─────────────────────────────
  {
    id: "q6-50",
    kind: "actions",
    asker: "jwalker",
    question: "whos chasing the audit rfp",
    mustContain: [["Okafor"], ["Morrison"]],
  },
  {
    id: "q6-51",
    kind: "actions",
    asker: "ewong",
    question: "what actions do i have open",
    mustContain: [
      ["turf", "resurfacing"],
      ["HVAC", "heating"],
    ],
  },
  {
    id: "q6-52",
    kind: "actions",
    asker: "tmorrison",
    question: "which of my actions are overdue",
    mustContain: [["risk register"], ["audit", "RFP", "request for proposals"]],
  },
  {
    id: "q6-53",
    kind: "actions",
    asker: "dokafor",
    question: "where's the hvac install at",
    mustContain: [["in progress", "inprogress", "under way", "underway", "85%"]],
  },
  {
    id: "q6-54",
    kind: "actions",
    asker: "cmartin",
    question: "What actions came out of the March 2026 board meeting?",
    mustContain: [["cabinet"], ["pledge"], ["risk register"], ["contract"]],
  },
  {
    id: "q6-55",
    kind: "actions",
    asker: "hchen",
    question: "what is sandeep on the hook for",
    mustContain: [["cabinet"], ["pledge"], ["safety"]],
  },
  {
    id: "q6-56",
    kind: "actions",
    asker: "hchen",
    question: "has the code of conduct sign-off been done yet",
    mustContain: [
      ["in progress", "inprogress", "not yet", "not been", "hasn't", "has not", "still", "overdue"],
    ],
  },
  {
    id: "q6-57",
    kind: "actions",
    asker: "rgill",
    question: "status of my esg paper action?",
    mustContain: [["on hold", "onhold"]],
  },
  {
    id: "q6-58",
    kind: "actions",
    asker: "lpatel",
    question: "which actions were cancelled",
    mustContain: [["governance page", "website", "biograph"]],
  },
  {
    id: "q6-59",
    kind: "actions",
    asker: "gharris",
    question: "what do i still owe the club",
    mustContain: [["quote", "ergometer"]],
  },
  // ───────────────────────────── interests ─────────────────────────────
  {
    id: "q6-60",
    kind: "interests",
    asker: "hchen",
    question: "who declared an interest in coastline roofing",
    mustContain: [["Tremblay"]],
  },
  {
    id: "q6-61",
    kind: "interests",
    asker: "aross",
    question: "what has david okafor declared",
    mustContain: [["Fraser Valley"]],
  },
  {
    id: "q6-62",
    kind: "interests",
    asker: "kfraser",
    question: "is david still conflicted on the credit union",
    mustContain: [[...dateAlts("2026-01-31"), "January 2026", "Jan 2026"]],
  },
  {
    id: "q6-63",
    kind: "interests",
    asker: "mdubois",
    question: "what interests does sandeep have on file",
    mustContain: [["Bains Realty"]],
  },
  {
    id: "q6-64",
    kind: "interests",
    asker: "hchen",
    question: "did anyone declare an interest on the 2024 fee increase",
    mustContain: [["Dubois"]],
    mustCite: [{ meeting: "s24-09" }],
  },
  {
    id: "q6-65",
    kind: "interests",
    asker: "jlee",
    question: "any conflicts declared on the dock?",
    mustContain: [["Harris"], ["Lakeside"]],
    mustCite: [{ meeting: "r25-04" }],
  },
  {
    id: "q6-66",
    kind: "interests",
    asker: "dokafor",
    question: "whose declared interests ended in 2025",
    mustContain: [["Morrison"], ["Walker"], ["Gill"]],
  },
  {
    id: "q6-67",
    kind: "interests",
    asker: "cmartin",
    question: "why did rajan leave the room at the march 2025 board meeting",
    mustContain: [["Brightwater"]],
    mustCite: [{ meeting: "s25-03" }],
  },
  {
    id: "q6-68",
    kind: "interests",
    asker: "mtremblay",
    question: "Does Jennifer Walker still have an interest in Cascadia Mutual?",
    mustContain: [[...dateAlts("2025-06-30"), "June 2025", "Jun 2025"]],
  },
  {
    id: "q6-69",
    kind: "interests",
    asker: "jlee",
    question: "what has owen declared",
    mustContain: [["Coxswain"]],
  },
  // ───────────────────────────── amounts ─────────────────────────────
  {
    id: "q6-70",
    kind: "amounts",
    asker: "dokafor",
    question: "how much did we approve for the gym roof",
    mustContain: [money(486_500)],
    mustCite: [{ meeting: "s25-special" }],
  },
  {
    id: "q6-71",
    kind: "amounts",
    asker: "jwalker",
    question: "what did the roof end up costing compared to the contract",
    mustContain: [money(512_300), money(486_500)],
    mustCite: [{ meeting: "f26-02" }],
  },
  {
    id: "q6-72",
    kind: "amounts",
    asker: "aross",
    question: "total we've put into the capital reserve since 2024?",
    mustContain: [money(800_000)],
    mustCite: [{ meeting: "s24-06" }, { meeting: "s25-06" }, { meeting: "s26-06" }],
  },
  {
    id: "q6-73",
    kind: "amounts",
    asker: "rgill",
    question: "how much bigger is the 26-27 budgeted expenditure than last year's",
    mustContain: [money(620_000)],
  },
  {
    id: "q6-74",
    kind: "amounts",
    asker: "mtremblay",
    question: "how much has insurance gone up since the 2024-25 renewal",
    mustContain: [money(16_800)],
  },
  {
    id: "q6-75",
    kind: "amounts",
    asker: "jlee",
    question: "which cost more, the dock or the new eight?",
    mustContain: [["dock"], money(85_000), money(68_000)],
    mustCite: [{ meeting: "r25-04" }, { meeting: "r24-04" }],
  },
  {
    id: "q6-76",
    kind: "amounts",
    asker: "jwalker",
    question: "what's the total of the audit fees the ffc has approved",
    mustContain: [money(118_200)],
  },
  {
    id: "q6-77",
    kind: "amounts",
    asker: "dokafor",
    question: "2025-26 surplus – budget vs actual?",
    mustContain: [money(360_000), money(388_000)],
    mustCite: [{ meeting: "f26-09" }],
  },
  {
    id: "q6-78",
    kind: "amounts",
    asker: "hchen",
    question: "what did we approve 85k for",
    mustContain: [["feasibility"], ["dock"]],
    mustCite: [{ meeting: "s25-03" }, { meeting: "r25-04" }],
  },
  {
    id: "q6-79",
    kind: "amounts",
    asker: "mdubois",
    question: "how much is the bursary fund for 2026-27",
    mustContain: [money(680_000)],
    mustCite: [{ meeting: "s26-06" }],
  },
  // ───────────────────────────── documents ─────────────────────────────
  {
    id: "q6-80",
    kind: "documents",
    asker: "aross",
    question: "whats the quorum for board meetings",
    mustContain: [["majority"]],
    mustCite: [{ document: "doc-bylaws" }],
  },
  {
    id: "q6-81",
    kind: "documents",
    asker: "mdubois",
    question: "how many members do we need for a quorum at the agm",
    mustContain: [["25"]],
    mustCite: [{ document: "doc-bylaws" }],
  },
  {
    id: "q6-82",
    kind: "documents",
    asker: "cmartin",
    question: "how much can the head spend without going to the board",
    mustContain: [money(50_000)],
    mustCite: [{ document: "doc-delegations" }],
  },
  {
    id: "q6-83",
    kind: "documents",
    asker: "cmartin",
    question: "How long is a director's term, and is there a limit?",
    mustContain: [
      ["two years", "2 years", "two-year", "2-year"],
      ["three consecutive", "3 consecutive", "six years", "6 years"],
    ],
    mustCite: [{ document: "doc-bylaws" }],
  },
  {
    id: "q6-84",
    kind: "documents",
    asker: "jwalker",
    question: "what's the quorum for the ffc",
    mustContain: [["majority"]],
    mustCite: [{ document: "doc-ffc-tor" }],
  },
  {
    id: "q6-85",
    kind: "documents",
    asker: "sbains",
    question: "when are the annual coi declarations due",
    mustContain: [
      [
        "30 September",
        "September 30",
        "Sept 30",
        "Sep 30",
        "30 Sept",
        "30 Sep",
        "September 30th",
        "30th September",
      ],
    ],
    mustCite: [{ document: "doc-coi" }],
  },
  {
    id: "q6-86",
    kind: "documents",
    asker: "hchen",
    question: "what's the capital reserve target in the strategic plan",
    mustContain: [money(3_000_000), ["2030"]],
    mustCite: [{ document: "doc-strategic-plan" }],
  },
  {
    id: "q6-87",
    kind: "documents",
    asker: "dokafor",
    question: "who can sign off emergency spending and up to how much",
    mustContain: [money(100_000), ["Treasurer"]],
    mustCite: [{ document: "doc-delegations" }],
  },
  {
    id: "q6-88",
    kind: "documents",
    asker: "jlee",
    question: "whats the quorum for our board",
    mustContain: [["three", "3 directors"]],
    mustCite: [{ document: "doc-club-constitution" }],
  },
  {
    id: "q6-89",
    kind: "documents",
    asker: "mtremblay",
    question: "how often does the risk register have to be reviewed",
    mustContain: [["quarter"], ["annual", "once a year", "each year", "every year", "yearly"]],
    mustCite: [{ document: "doc-risk" }],
  },
  // ───────────────────────────── counting ─────────────────────────────
  {
    id: "q6-90",
    kind: "counting",
    asker: "jwalker",
    question: "how many ffc meetings so far this year",
    mustContain: [
      count(
        3,
        [
          "meetings",
          "FFC meetings",
          "committee meetings",
          "Finance and Facilities Committee meetings",
          "times",
        ],
        ["held", "had"],
      ),
    ],
  },
  {
    id: "q6-91",
    kind: "counting",
    asker: "jwalker",
    question: "How many decisions did the FFC make in 2025?",
    mustContain: [
      count(
        10,
        [
          "decisions",
          "FFC decisions",
          "committee decisions",
          "recorded decisions",
          "motions",
          "resolutions",
        ],
        ["made", "recorded"],
      ),
    ],
  },
  {
    id: "q6-92",
    kind: "counting",
    asker: "aross",
    question:
      "how many meetings did the board hold in 2025 incl the agm, strategy day and the special mtg",
    mustContain: [
      count(
        7,
        ["meetings", "board meetings", "school meetings", "school board meetings", "times"],
        ["held", "had"],
      ),
    ],
  },
  {
    id: "q6-93",
    kind: "counting",
    asker: "aross",
    question: "how many motions has the board lost since 2024",
    mustContain: [count(2, ["motions", "lost motions", "board motions", "times"], ["lost"])],
  },
  {
    id: "q6-94",
    kind: "counting",
    asker: "kfraser",
    question: "how many ffc actions are still open",
    mustContain: [
      count(5, [
        "actions",
        "open actions",
        "FFC actions",
        "committee actions",
        "items",
        "are still open",
        "still open",
        "outstanding",
        "remain open",
      ]),
    ],
  },
  {
    id: "q6-95",
    kind: "counting",
    asker: "jlee",
    question: "how many times have we set membership fees since 2024",
    mustContain: [count(3, ["times", "fee decisions", "decisions", "occasions"])],
  },
  {
    id: "q6-96",
    kind: "counting",
    asker: "tmorrison",
    question: "how many of my actions are still open",
    mustContain: [
      count(4, [
        "actions",
        "open actions",
        "of your actions",
        "items",
        "are still open",
        "still open",
        "outstanding",
      ]),
    ],
  },
  {
    id: "q6-97",
    kind: "counting",
    asker: "mdubois",
    question: "how many school board decisions have been deferred",
    mustContain: [
      count(3, [
        "decisions",
        "board decisions",
        "school board decisions",
        "deferred",
        "times",
        "items",
      ]),
    ],
  },
  {
    id: "q6-98",
    kind: "counting",
    asker: "dokafor",
    question: "how many times has the board approved a tuition increase",
    mustContain: [
      count(3, [
        "times",
        "tuition increases",
        "fee increases",
        "increases",
        "decisions",
        "occasions",
      ]),
    ],
  },
  {
    id: "q6-99",
    kind: "counting",
    asker: "tmorrison",
    question: "how many actions has eric wong been given in total",
    mustContain: [
      count(
        7,
        ["actions", "action items", "items", "assigned"],
        ["given", "assigned", "owns", "has"],
      ),
    ],
  },
  // ───────────────────────────── no answer ─────────────────────────────
  {
    id: "q6-100",
    kind: "no answer",
    asker: "aross",
    question: "how much is the head of school paid",
    notFound: true,
  },
  {
    id: "q6-101",
    kind: "no answer",
    asker: "cmartin",
    question: "when did the board approve the swimming pool",
    notFound: true,
  },
  {
    id: "q6-102",
    kind: "no answer",
    asker: "jwalker",
    question: "how much did the solar panels on the gym roof cost",
    notFound: true,
  },
  {
    id: "q6-103",
    kind: "no answer",
    asker: "mdubois",
    question: "whats tuition for international students next year",
    notFound: true,
  },
  {
    id: "q6-104",
    kind: "no answer",
    asker: "kfraser",
    question: "can you pull up the minutes of the december 2025 board meeting",
    notFound: true,
  },
  {
    id: "q6-105",
    kind: "no answer",
    asker: "jlee",
    question: "how much did the new coach boat cost",
    notFound: true,
  },
  {
    id: "q6-106",
    kind: "no answer",
    asker: "hchen",
    question: "who is the school's lawyer",
    notFound: true,
  },
  {
    id: "q6-107",
    kind: "no answer",
    asker: "sbains",
    question: "how much have we raised in pledges for the campaign so far",
    notFound: true,
  },
  {
    id: "q6-108",
    kind: "no answer",
    asker: "rgill",
    question: "What was enrolment in September 2023?",
    notFound: true,
  },
  {
    id: "q6-109",
    kind: "no answer",
    asker: "dokafor",
    question: "who won the cafeteria catering contract",
    notFound: true,
  },
  // ───────────────────────────── permission ─────────────────────────────
  {
    id: "q6-110",
    kind: "permission",
    asker: "jlee",
    question: "what did alder bay school decide on tuition in september",
    notFound: true,
    mustNotCite: [{ meeting: "s26-09" }, { meeting: "s25-09" }, { meeting: "s24-09" }],
  },
  {
    id: "q6-111",
    kind: "permission",
    asker: "gharris",
    question: "how much did the school's gym roof cost",
    notFound: true,
    mustNotCite: [{ meeting: "s25-special" }, { meeting: "f25-07" }, { meeting: "f26-02" }],
  },
  {
    id: "q6-112",
    kind: "permission",
    asker: "dokafor",
    question: "what did the rowing club pay for its new dock",
    notFound: true,
    mustNotCite: [{ meeting: "r25-04" }],
  },
  {
    id: "q6-113",
    kind: "permission",
    asker: "mdubois",
    question: "what are the rowing club's membership fees this year",
    notFound: true,
    mustNotCite: [{ meeting: "r26-04" }, { meeting: "r25-04" }],
  },
  {
    id: "q6-114",
    kind: "permission",
    asker: "ewong",
    question: "what did the board decide about the turf field",
    notFound: true,
    mustNotCite: [{ meeting: "s26-06" }],
  },
  {
    id: "q6-115",
    kind: "permission",
    asker: "ewong",
    question: "who voted for the roof contract",
    notFound: true,
    mustNotCite: [{ meeting: "s25-special" }, { meeting: "f25-07" }],
  },
  {
    id: "q6-116",
    kind: "permission",
    asker: "nsingh",
    question: "whats alder bay's operating budget for 2026-27",
    notFound: true,
    mustNotCite: [{ meeting: "s26-06" }, { meeting: "f26-05" }],
  },
  {
    id: "q6-117",
    kind: "permission",
    asker: "aross",
    question: "what is the quorum for the rowing club board",
    notFound: true,
    mustNotCite: [{ document: "doc-club-constitution" }],
  },
  {
    id: "q6-118",
    kind: "permission",
    asker: "wfoster",
    question: "has anyone declared a conflict over coastline roofing",
    notFound: true,
    mustNotCite: [{ meeting: "f25-07" }, { meeting: "s25-special" }],
  },
  {
    id: "q6-119",
    kind: "permission",
    asker: "ewong",
    question: "what did the ffc decide at its last meeting",
    notFound: true,
    mustNotCite: [{ meeting: "f26-09" }],
  },
];
