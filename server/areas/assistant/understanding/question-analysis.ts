/**
 * What a question asks, read before answering it (issue 16): the kind of question, the time it
 * is about, the organisation or committee and the people it names, whether it counts or adds,
 * and the words left for a search. Pure: the engine gives it the names it may match against
 * (only those the asker may read), so naming a board they cannot see matches nothing.
 */

export type QuestionTopic =
  | "meeting"
  | "attendance"
  | "agenda"
  | "decision"
  | "vote"
  | "action"
  | "interest"
  | "document";

/** Which meeting a meeting question wants, when it wants one. */
export type MeetingWhich = "next" | "last" | "previous" | "inRange";

export type DateRange = { from: string; to: string };

export type NamedOrganisation = { id: string; name: string; shortName?: string };
export type NamedPerson = { id: string; first: string; last: string };

export type QuestionAnalysis = {
  topic: QuestionTopic | null;
  meeting: MeetingWhich | null;
  /** "How many": the answer starts with a count. */
  counts: boolean;
  /** "How much", "total": the answer adds amounts. */
  adds: boolean;
  /** Ids of organisations or committees named in the question. */
  organisations: string[];
  people: NamedPerson[];
  /** "my actions": the asker's own. */
  mine: boolean;
  range: DateRange | null;
  actionStatus: "open" | "overdue" | "done" | null;
  /** "Who moved…", "who seconded…". */
  asksMover: boolean;
  /** "Motions lost", "not approved", "rejected". */
  lostOnly: boolean;
  /** Words about the subject, after the question's own words, names and dates are taken out. */
  subject: string[];
  /** "The board" (boards only) or "the committee" (committees only), when no organisation is named. */
  body: "board" | "committee" | null;
  /** A person's full name the records do not hold ("Brendan Murphy"). */
  unknownPerson: string | null;
  /** An organisation named that is not one the asker reads ("Kererū Sports Club"). */
  unknownOrganisation: string | null;
};

export type AnalysisContext = {
  /** The asker's today, YYYY-MM-DD, in their zone. */
  today: string;
  organisations: readonly NamedOrganisation[];
  people: readonly NamedPerson[];
};

const months = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const monthPattern = `(${months.map((m) => `${m.slice(0, 3)}(?:${m.slice(3)})?`).join("|")})`;

/** Folded for matching: lower case, no accents ("Kōwhai" → "kowhai"), single spaces. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[’']/g, "'")
    .replace(/\s*&\s*/g, " and ")
    .replace(/\s+/g, " ")
    .trim();
}

const pad = (n: number) => String(n).padStart(2, "0");
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const monthIndex = (word: string) => months.findIndex((m) => word.startsWith(m.slice(0, 3)));

/** "in 2025", "this year", "last year", "since March", "in June 2025", "last month", "between…". */
export function dateRange(question: string, today: string): DateRange | null {
  const q = fold(question);
  const [ty, tm] = today.split("-").map(Number) as [number, number];
  const monthYear = new RegExp(`\\b${monthPattern}\\s+(\\d{4})\\b`).exec(q);
  const since = new RegExp(
    `\\b(since|after|from)\\s+(?:the\\s+)?(?:(\\d{1,2})(?:st|nd|rd|th)?\\s+)?(?:${monthPattern}(?:\\s+(\\d{4}))?|(\\d{4}))\\b`,
  ).exec(q);
  const between = new RegExp(
    `\\bbetween\\s+${monthPattern}(?:\\s+(\\d{4}))?\\s+and\\s+${monthPattern}\\s+(\\d{4})\\b`,
  ).exec(q);
  if (between) {
    const m1 = monthIndex(between[1] ?? "") + 1;
    const m2 = monthIndex(between[3] ?? "") + 1;
    const y2 = Number(between[4]);
    const y1 = between[2] ? Number(between[2]) : m1 <= m2 ? y2 : y2 - 1;
    return { from: `${y1}-${pad(m1)}-01`, to: `${y2}-${pad(m2)}-${lastDay(y2, m2)}` };
  }
  if (since) {
    if (since[5]) return { from: `${since[5]}-01-01`, to: today };
    const m = monthIndex(since[3] ?? "") + 1;
    const y = since[4] ? Number(since[4]) : m <= tm ? ty : ty - 1;
    return { from: `${y}-${pad(m)}-${pad(Number(since[2] ?? 1))}`, to: today };
  }
  const onDay = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${monthPattern}\\s+(\\d{4})\\b`).exec(
    q,
  );
  if (onDay) {
    const day = `${onDay[3]}-${pad(monthIndex(onDay[2] ?? "") + 1)}-${pad(Number(onDay[1]))}`;
    return { from: day, to: day };
  }

  const ahead = /\b(?:next|coming)\s+(fortnight|week|month|(\d+)\s+days)\b/.exec(q);
  if (ahead) {
    const days = ahead[2]
      ? Number(ahead[2])
      : ahead[1] === "fortnight"
        ? 14
        : ahead[1] === "week"
          ? 7
          : 31;
    const end = new Date(`${today}T12:00:00Z`);
    end.setUTCDate(end.getUTCDate() + days);
    return { from: today, to: end.toISOString().slice(0, 10) };
  }
  if (/\b(the )?new year\b|\bnext year\b/.test(q))
    return { from: `${ty + 1}-01-01`, to: `${ty + 1}-12-31` };
  if (/\bthis year\b|\bso far this year\b/.test(q))
    return { from: `${ty}-01-01`, to: `${ty}-12-31` };
  if (/\blast year\b/.test(q)) return { from: `${ty - 1}-01-01`, to: `${ty - 1}-12-31` };
  if (/\bthis month\b/.test(q))
    return { from: `${ty}-${pad(tm)}-01`, to: `${ty}-${pad(tm)}-${lastDay(ty, tm)}` };
  if (/\blast month\b/.test(q)) {
    const y = tm === 1 ? ty - 1 : ty;
    const m = tm === 1 ? 12 : tm - 1;
    return { from: `${y}-${pad(m)}-01`, to: `${y}-${pad(m)}-${lastDay(y, m)}` };
  }
  if (monthYear) {
    const m = monthIndex(monthYear[1] ?? "") + 1;
    const y = Number(monthYear[2]);
    return { from: `${y}-${pad(m)}-01`, to: `${y}-${pad(m)}-${lastDay(y, m)}` };
  }
  const year = /\b(?:in|during|for|of)\s+(\d{4})\b|\b(\d{4})\b/.exec(q);
  const y = Number(year?.[1] ?? year?.[2]);
  if (y >= 1990 && y <= 2100) return { from: `${y}-01-01`, to: `${y}-12-31` };
  const bareMonth = new RegExp(`\\b(?:in|during|the)\\s+${monthPattern}\\b`).exec(q);
  if (bareMonth) {
    // "the December meeting": the December nearest today, ahead or behind.
    const m = monthIndex(bareMonth[1] ?? "") + 1;
    const yy = m - tm > 6 ? ty - 1 : tm - m > 6 ? ty + 1 : ty;
    return { from: `${yy}-${pad(m)}-01`, to: `${yy}-${pad(m)}-${lastDay(yy, m)}` };
  }
  return null;
}

/** Organisations or committees named: by name, short name, or a distinctive word of the name. */
function namedOrganisations(q: string, organisations: readonly NamedOrganisation[]): string[] {
  const found = organisations.filter((o) => {
    const names = [o.name, o.shortName ?? ""].map(fold).filter((n) => n.length > 2);
    if (names.some((n) => q.includes(n))) return true;
    // "F&R" or "FRC" for "Finance & Risk Committee": the initials of its words.
    const initials = fold(o.name)
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2 && w !== "and" && w !== "the");
    const bare = initials.filter((w) => w !== "committee" && w !== "board");
    const forms = [
      bare.map((w) => w[0]).join(" and "),
      bare.map((w) => w[0]).join(""),
      initials.map((w) => w[0]).join(""),
    ].filter((f) => f.replace(/ and /g, "").length >= 2);
    if (forms.some((f) => new RegExp(`(^|[^a-z0-9])${f}([^a-z0-9]|$)`).test(q))) return true;
    // "the finance committee" for "Finance & Risk Committee": its first word and "committee".
    const words = fold(o.name)
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 3);
    const first = words[0];
    return (
      first !== undefined &&
      /\bcommittee\b/.test(fold(o.name)) &&
      new RegExp(`\\b${first}\\b[^.?]*\\bcommittee\\b|\\bcommittee\\b[^.?]*\\b${first}\\b`).test(q)
    );
  });
  return found.map((o) => o.id);
}

/** People named by full name, or by a first or last name that only one person has. */
function namedPeople(q: string, people: readonly NamedPerson[]): NamedPerson[] {
  const full = people.filter((p) => q.includes(fold(`${p.first} ${p.last}`)));
  if (full.length) return full;
  const words = new Set(q.split(/[^a-z0-9'-]+/).map((w) => w.replace(/'s$/, "")));
  const byWord = (part: "first" | "last") =>
    people.filter((p) => fold(p[part]).length > 2 && words.has(fold(p[part])));
  const firsts = byWord("first");
  const lasts = byWord("last");
  const unique = [...firsts, ...lasts].filter(
    (p, i, all) => all.findIndex((x) => x.id === p.id) === i,
  );
  // Two people called Sam: neither is meant for certain, so nobody is.
  const ambiguous = (list: NamedPerson[], part: "first" | "last") =>
    new Set(list.map((p) => fold(p[part]))).size < list.length;
  if (ambiguous(firsts, "first") || ambiguous(lasts, "last")) return [];
  return unique;
}

const questionWords = new Set(
  `a an and are as at be by can could did do does for from had has have how i in is it its me my
  of on or our so that the their them there these they this to was we were what when where which
  who whom why will with would you your about tell show find give list all there's whats please
  much many any ever been being get got let know need meet meeting meetings met board boards
  last next previous upcoming coming before latest most recent recently first decide decided
  decision decisions resolved resolution approve approved approval vote voted votes voting tally
  moved move mover seconded seconder second action actions open overdue outstanding done
  completed owns own owner owners assigned interest interests declared declare declaration
  conflict conflicts agenda attended attend attendance apologies apology present absent
  minutes total sum how many number count year years month months since during between until
  this that lost rejected carried passed failed motion motions committee committees say says
  policy policies document documents our the state states rule rules must should shall happen
  happens happened happening require requires required requirement needed needs say said mention
  mentioned regarding concerning anything something anyone someone whether does doing
  responsible put putting up handling handle charge looking after follow following leave out
  list lists who's what's when's where's currently current still yet now so far recorded made
  held holding being well also give tell if right today there exist existing not counting
  got off worth plate meant apply applies
  going supposed allowed able without came come arose arising go goes went result outcome`.split(
    /\s+/,
  ),
);

/** Words that end the name of an organisation ("Kererū Sports Club", "Harbour Rowing Trust"). */
const organisationWords =
  /^(club|trust|society|association|council|school|board|committee|foundation|union|incorporated|inc|ltd|limited|church|college|academy|federation)$/i;

type Run = { text: string; before: string; after: string; possessive: boolean };

/** Runs of two or more capitalised words not at the start of the question, with their neighbours. */
function capitalisedRuns(question: string): Run[] {
  const runs: Run[] = [];
  const words = question
    .replace(/[?.!,;:()"“”]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  let start = -1;
  const close = (end: number) => {
    if (start >= 0 && end - start >= 2) {
      const last = words[end - 1] ?? "";
      runs.push({
        text: words
          .slice(start, end)
          .map((w) => w.replace(/['’]s$/, ""))
          .join(" "),
        before: fold(words[start - 1] ?? ""),
        after: fold(words[end] ?? ""),
        possessive: /['’]s$/.test(last),
      });
    }
    start = -1;
  };
  words.forEach((word, i) => {
    const capital = /^\p{Lu}[\p{L}'’-]*$/u.test(word) && i > 0;
    if (capital && start < 0) start = i;
    if (!capital) close(i);
  });
  close(words.length);
  return runs;
}

/**
 * A name the question gives that the asker's records do not hold: an organisation (ending in
 * "Club", "Trust"…) that is not one they read, or a person's first and last name nobody has.
 */
function unknownNames(
  question: string,
  context: AnalysisContext,
  namedOrganisations: readonly string[],
  people: readonly NamedPerson[],
): { person: string | null; organisation: string | null } {
  const known = new Set(
    [
      ...context.organisations.flatMap((o) => [o.name, o.shortName ?? ""]),
      ...context.people.flatMap((p) => [p.first, p.last]),
    ]
      .flatMap((n) => fold(n).split(/[^a-z0-9]+/))
      .filter(Boolean),
  );
  let person: string | null = null;
  let organisation: string | null = null;
  for (const run of capitalisedRuns(question)) {
    const words = run.text.split(" ");
    const last = words.at(-1) ?? "";
    // The question is about the organisation itself (its board, its meetings, its fees), not a
    // record of the asker's that names it ("the grant to the Kererū Sports Club").
    const itsOwn =
      run.possessive ||
      /^(board|committee|trustees|members|decide|decided|approve|approved|meet|met|agree|agreed|resolve|resolved|vote|voted|spend|spent|pay|paid|adopt|adopted)$/.test(
        run.after,
      );
    if (organisationWords.test(last) && itsOwn) {
      const readable = context.organisations.some(
        (o) => fold(o.name).includes(fold(run.text)) || fold(run.text).includes(fold(o.name)),
      );
      if (!readable && namedOrganisations.length === 0) organisation ??= run.text;
    } else if (
      words.length === 2 &&
      people.length === 0 &&
      // "does Brendan Murphy have", "Brendan Murphy's actions": a person the question is about.
      (run.possessive || /^(does|did|has|is|was|for|by|to)$/.test(run.before)) &&
      !words.some((w) => known.has(fold(w)))
    )
      person ??= run.text;
  }
  return { person, organisation };
}

/**
 * Other words the records use for a question's word: the way a director asks ("the CEO",
 * "spend", "how often") is not always the way a policy is written ("the chief executive",
 * "expenditure", "quarterly"). Matched by their first letters, as the subject's words are.
 */
const wordsForWord: Record<string, readonly string[]> = {
  ceo: ["chief executive", "chief"],
  spend: ["expenditure", "spending", "approve"],
  spending: ["expenditure", "spend"],
  money: ["funds", "investments", "deposits", "cash"],
  keep: ["held", "hold", "invest", "placed"],
  one: ["single"],
  bank: ["bank", "institution"],
  often: ["quarterly", "monthly", "annually", "times a year", "frequency", "meets"],
  quickly: ["within", "immediately", "promptly", "hours"],
  soon: ["within", "immediately", "promptly"],
  chair: ["chairperson", "chairman"],
  boss: ["chief executive"],
  staff: ["employees", "employee"],
  pay: ["remuneration", "fees", "salary"],
  paid: ["remuneration", "fees", "salary"],
  quorum: ["quorum", "majority"],
  rules: ["policy", "procedure"],
  kindy: ["kindergarten"],
  strat: ["strategic"],
  subs: ["subscriptions", "subscription", "fees"],
  min: ["minimum", "fewer than", "at least"],
  max: ["maximum", "more than", "no more"],
  calendar: ["calendar", "schedule", "dates"],
  accounts: ["financial statements", "accounts"],
};

export function variantsOf(word: string): readonly string[] {
  return [word, ...(wordsForWord[word] ?? [])];
}

/** The words a question's meaning turns on: a typo in one of them is read as the word. */
const keyWords = `meeting meetings agenda minutes decision decisions decided approved approve
  action actions overdue interest interests declared declaration attended attendance apologies
  apology committee board policy quorum delegation delegations reserves treasurer secretary
  chair chairman trustee trustees motion motions seconded abstained outstanding previous
  upcoming schedule scheduled cancelled grant grants contract contracts budget register`
  .split(/\s+/)
  .filter(Boolean);

/** Whether two words are one letter apart: one changed, added, removed or two swapped. */
function oneApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
    if (diff.length === 1) return true;
    const [i, j] = diff;
    return diff.length === 2 && j === (i ?? 0) + 1 && a[i ?? 0] === b[j] && a[j] === b[i ?? 0];
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  for (let i = 0; i < long.length; i++)
    if (long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
}

/**
 * Typos in the words that carry a question's meaning ("meetng", "agneda", "Hemmi"): a word of
 * five letters or more that is no word the question analysis knows, one letter from one that is,
 * is read as that word. Names of the asker's people and organisations are known words too.
 */
export function correctTypos(folded: string, context: AnalysisContext): string {
  const names = [
    ...context.people.flatMap((p) => [fold(p.first), fold(p.last)]),
    ...context.organisations.flatMap((o) => fold(o.name).split(/[^a-z0-9]+/)),
  ];
  const known = new Set([...keyWords, ...questionWords, ...names]);
  // Only the words that carry meaning are corrected towards, never the question's small words.
  const candidates = [...keyWords, ...names].filter((w) => w.length >= 4);
  // Five-letter words only towards names ("hemmi"): too many short words are a letter apart.
  const nameCandidates = names.filter((w) => w.length >= 4);
  return folded.replace(/[a-z]{5,}/g, (word) => {
    if (known.has(word) || known.has(word.replace(/s$/, ""))) return word;
    const pool = word.length >= 6 ? candidates : nameCandidates;
    return pool.find((k) => oneApart(word, k)) ?? word;
  });
}

/** Reads a question (see QuestionAnalysis). */
export function analyseQuestion(question: string, context: AnalysisContext): QuestionAnalysis {
  const q = correctTypos(fold(question), context);
  const has = (pattern: RegExp) => pattern.test(q);
  const counts = has(/\bhow many\b|\bnumber of\b|\bcount\b/);
  const addsWords = has(
    /\bhow much\b|\btotal\b|\bsum\b|\bin total\b|\badd(ed)? up\b|\bspent?\b|\bcost\b/,
  );
  // "The total number of…" counts; "the total of…" adds.
  const adds = addsWords && !counts;
  const asksMover = has(
    /\bwho\b[^?]*\b(moved|seconded|proposed|mover|seconder)\b|\b(moved|seconded) by\b/,
  );
  const lostOnly = has(/\b(lost|rejected|defeated|not approved|failed|voted down|turned down)\b/);
  const mine = has(/\b(my|mine|i|me)\b/) && !has(/\bcan i\b|\bshould i\b|\bdo i need\b/);

  let topic: QuestionTopic | null = null;
  const policyWords =
    /\b(policy|policies|deed|constitution|terms of reference|quorum|delegat\w*|limit|charter|procedure|rules?)\b/;
  // "How long have I got to…", "what's the deadline": a rule, read in the documents.
  if (
    has(
      /\bhow (long|soon|quickly) (do|does|have|has|must|should|can|is|are)\b|\bdeadline\b|\btime limit\b/,
    )
  )
    topic = "document";
  else if (
    has(/\b(interest|interests|declared|declaration|conflicts? of interest)\b/) &&
    !has(/\bpolicy\b|\brequire/)
  )
    topic = "interest";
  else if (
    has(
      /\b(action|actions|to-?dos?|to do|tasks?|follow[- ]?ups?)\b|\bwho owns\b|\bassigned to\b|\bresponsible for\b|\bin charge of\b|\bon my plate\b|\bmeant to be\b|\bwho(?:'s| is) doing\b|\bfall(?:s|ing)? due\b|\bdue (?:this|next|by)\b|\bi owe\b/,
    ) &&
    !has(/\bpolicy\b/)
  )
    topic = "action";
  else if (
    has(
      /\b(attend|attended|attendance|apolog(y|ies)|present at|absent|missed|who was there|who were there|who was at|who were at|who came|make it to|made it to|turn(ed)? up|show(ed)? up|couldn't make|could not make|couldnt make|unable to attend|not there|away (for|from|at)|miss|misses)\b/,
    )
  )
    topic = "attendance";
  else if (has(/\b(tally|votes?|voted|voting|ballot)\b/) || lostOnly) topic = "vote";
  else if (
    asksMover ||
    has(
      /\b(decide|decided|decision|decisions|resolved?|resolution|agreed|approve|approved|approval|carried|passed|adopt|adopted|endorsed?|ratified)\b/,
    )
  )
    topic = "decision";
  // A rule is asked of the documents even when it is about meetings or agenda items ("the
  // quorum for a meeting", "a conflict on an agenda item: what does our policy say").
  else if (has(/\b(policy|policies|deed|terms of reference)\b/)) topic = "document";
  else if (
    has(
      /\bagenda\b|\bwhat(?:'s| is| was)? (on|discussed|covered)\b|\bitems?\b|\btopics?\b|\bdiscuss(ed)?\b|\bcame up\b|\btalked about\b|\bcovered\b/,
    )
  )
    topic = "agenda";
  else if (has(policyWords)) topic = "document";
  else if (
    has(
      /\b(meet|meeting|meetings|met|hui|convene[ds]?|gather(ed)?)\b|\bget together\b|\bgot together\b/,
    )
  )
    topic = "meeting";

  let meeting: MeetingWhich | null = null;
  if (has(/\b(next|upcoming|coming|future|scheduled)\b/)) meeting = "next";
  else if (
    has(
      /\b(previous|before that|before last|one before|prior)\b|\bbefore the (last|latest|most recent)\b/,
    )
  )
    meeting = "previous";
  else if (has(/\b(last|latest|most recent|recently|just)\b/)) meeting = "last";
  const range = dateRange(question, context.today);
  if (!meeting && range && (topic === "meeting" || topic === "attendance" || topic === "agenda"))
    meeting = "inRange";

  let actionStatus: QuestionAnalysis["actionStatus"] = null;
  if (has(/\b(overdue|late|past due|behind)\b/)) actionStatus = "overdue";
  else if (has(/\b(done|completed|finished|closed)\b/)) actionStatus = "done";
  else if (topic === "action") actionStatus = "open";

  const people = namedPeople(q, context.people);
  const organisations = namedOrganisations(q, context.organisations);
  const nameWords = new Set(
    [
      ...people.flatMap((p) => [p.first, p.last]),
      ...context.organisations
        .filter((o) => organisations.includes(o.id))
        .flatMap((o) => [o.name, o.shortName ?? ""]),
    ]
      .flatMap((n) => fold(n).split(/[^a-z0-9]+/))
      .filter(Boolean),
  );
  const subject = [
    ...new Set(
      (q.match(/[a-z0-9$][a-z0-9,.$'-]*[a-z0-9]|[a-z]/g) ?? [])
        .map((w) => w.replace(/'s$/, ""))
        .filter(
          (w) =>
            w.length > 1 &&
            !questionWords.has(w) &&
            !nameWords.has(w) &&
            !months.some((m) => w === m || w === m.slice(0, 3)) &&
            // Years and days of the month are dates, not the subject.
            !/^\d{4}$/.test(w) &&
            !/^\d{1,2}(st|nd|rd|th)?$/.test(w),
        ),
    ),
  ];
  const unknown = unknownNames(question, context, organisations, people);
  // "Leave out the committee's": the boards, not the committees.
  const excludesCommittee = has(
    /\b(leave out|leaving out|excluding|not counting|except|without|apart from|other than) the committee/,
  );
  const body =
    organisations.length > 0
      ? null
      : excludesCommittee
        ? "board"
        : has(/\bcommittees?\b/)
          ? "committee"
          : has(/\bboard('s)?\b|\btrustees\b/)
            ? "board"
            : null;
  return {
    topic,
    meeting,
    counts,
    adds,
    organisations,
    people,
    mine,
    range,
    actionStatus,
    asksMover,
    lostOnly,
    subject,
    body,
    unknownPerson: unknown.person,
    unknownOrganisation: unknown.organisation,
  };
}
