import type { AnalysisContext } from "./question-analysis.js";

// The words of a question: folding, the question's own words, other words for a word, and
// typos in the words that matter.

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

/**
 * The stem a word is matched by in a text: its first five letters (all, when shorter), and a
 * plural's four ("funds" is said in "a scholarship fund").
 */
export function stemOf(word: string): string {
  if (word.length === 5 && /[^s]s$/.test(word)) return word.slice(0, 4);
  return word.slice(0, Math.min(5, word.length));
}

/** The question's own words: what it asks, not what it is about. */
export const questionWords = new Set(
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
  this that add adds added adding both two three together plus combined altogether lost lose losing rejected defeated carried passed failed motion motions committee committees say says
  policy policies document documents our the state states rule rules must should shall happen
  happens happened happening require requires required requirement needed needs say said mention
  mentioned regarding concerning anything something anyone someone whether does doing
  responsible put putting up handling handle charge looking after follow following leave out
  list lists who's what's when's where's currently current still yet now so far recorded made make
  makes making
  held holding being well also give tell if right today there exist existing not counting
  got off worth plate meant apply applies lumped saddled landed opposed oppose against
  supported support abstained i'm i've i'd i'll we're we've we'd we'll they're it's that's he's
  she's idea ideas suggestion thing things stuff matter issue
  going supposed allowed able without came come arose arising go goes went result outcome
  more than less into onto us long level bring them then some such really actually exactly
  kind sort thing things stuff to-do todo to-dos todos task tasks missed miss misses away over
  happened anything ahead due fall falls falling fortnight week weeks days discussed discuss
  covered going compared compare comparison versus altogether given back usually normally
  he she am her his him their theirs hers record
  typically agree didn't didnt aside unanimous unanimously under gone even bigger biggest
  smaller smallest larger largest cheaper dearer higher lower against tied linked attached
  connected aren't isn't weren't wasn't whos whats wheres hook owe owes chasing chase chases thru through whose
  hi hello hey thanks thank cheers remind reminder diary couldn't couldnt can't cant won't wont
  don't dont
  across everything everyone whole entire full amount amounts figure figures value pounds dollars
  euros rupees rands pence cents dates date reported presented tabled sharing working complete
  connection connections connected links relationship according times`.split(/\s+/),
);

/**
 * Other words the records use for a question's word: the way a director asks ("the CEO",
 * "spend", "how often") is not always the way a policy is written ("the chief executive",
 * "expenditure", "quarterly"). Matched by their first letters, as the subject's words are.
 */
const wordsForWord: Record<string, readonly string[]> = {
  ceo: ["chief executive", "chief"],
  rise: ["increase", "rise"],
  limit: ["limit", "up to", "threshold", "maximum", "not exceeding", "exceed"],
  hike: ["increase", "rise"],
  md: ["managing director"],
  regs: ["regulations"],
  xmas: ["christmas"],
  // An English council's register: "DPIs" and "ORIs" are written out there.
  dpi: ["disclosable pecuniary"],
  dpis: ["disclosable pecuniary"],
  ori: ["other registrable"],
  oris: ["other registrable"],
  chickens: ["hens", "poultry", "chickens"],
  chicken: ["hens", "poultry", "chicken"],
  rolling: ["rollover", "roll"],
  roll: ["rollover"],
  carrying: ["carryover", "carry"],
  fix: ["repair", "repairs", "maintains"],
  fixing: ["repair", "repairs", "repairing", "maintains"],
  attorney: ["counsel", "lawyer", "solicitor"],
  attorneys: ["counsel", "lawyers", "solicitors"],
  bylaw: ["bylaws", "by-laws"],
  coi: ["conflict of interest", "conflicts of interest", "interests"],
  capex: ["capital expenditure", "capex", "capital"],
  cfo: ["chief financial officer", "finance director"],
  coo: ["chief operating officer"],
  spend: ["expenditure", "spending", "approve"],
  spending: ["expenditure", "spend"],
  money: ["funds", "investments", "deposits", "cash"],
  keep: ["held", "hold", "invest", "placed"],
  one: ["single"],
  single: ["one", "single"],
  hold: ["held", "hold", "invest", "placed"],
  gm: ["general manager"],
  agm: ["annual general meeting", "annual meeting", "agm"],
  row: ["consecutive", "successive", "in a row"],
  joined: ["appointment", "appointed", "joined", "started"],
  // What people say for ending a thing: "scrap the regatta" where minutes "discontinue" it.
  scrap: ["discontinue", "cancel", "abandon", "scrap", "close", "stop", "cease"],
  scrapping: ["discontinue", "cancel", "abandon", "scrap", "close", "stop", "cease"],
  axe: ["discontinue", "cancel", "abandon", "close", "stop", "cease"],
  ditch: ["discontinue", "cancel", "abandon", "close", "stop", "cease"],
  drop: ["discontinue", "cancel", "abandon", "drop", "stop", "cease"],
  dropping: ["discontinue", "cancel", "abandon", "drop", "stop", "cease"],
  kill: ["discontinue", "cancel", "abandon", "stop", "cease"],
  bank: ["bank", "institution"],
  often: ["quarterly", "times a year", "each month", "every month", "frequency", "meets"],
  buy: ["purchase", "buy"],
  buying: ["purchase", "buy"],
  bought: ["purchase", "buy"],
  rent: ["rental", "lease"],
  quorate: ["quorum", "quorate"],
  // "The playing field sale" where minutes record its "disposal"; "renaming" a "change of name".
  sale: ["sale", "sell", "sold", "disposal", "dispose"],
  sell: ["sale", "sell", "sold", "disposal", "dispose"],
  selling: ["sale", "sell", "sold", "disposal", "dispose"],
  renaming: ["change of name", "rename", "renaming", "name change", "new name"],
  rename: ["change of name", "rename", "renaming", "name change", "new name"],
  inquorate: ["quorum", "quorate", "inquorate"],
  closing: ["closure", "close", "closed"],
  closure: ["closing", "close", "closed"],
  close: ["closure", "closing", "closed"],
  monthly: ["a month", "per month", "each month"],
  house: ["property", "home"],
  sold: ["sale", "sell", "disposal", "dispose"],
  quickly: ["within", "immediately", "promptly", "hours"],
  soon: ["within", "immediately", "promptly"],
  chair: ["chairperson", "chairman"],
  boss: ["chief executive"],
  staff: ["employees", "employee"],
  pay: ["remuneration", "fees", "salary", "paid", "payment"],
  paid: ["remuneration", "fees", "salary", "pay", "payment"],
  quorum: ["quorum", "majority"],
  rules: ["policy", "procedure"],
  kindy: ["kindergarten"],
  strat: ["strategic"],
  subs: ["subscriptions", "subscription", "fees"],
  min: ["minimum", "fewer than", "at least"],
  max: ["maximum", "more than", "no more", "up to"],
  maximum: ["maximum", "up to", "limit", "no more than", "not exceeding"],
  approve: ["approve", "authorise", "authorize", "sign", "commit expenditure", "commit spending"],
  calendar: ["calendar", "schedule", "dates"],
  accounts: ["financial statements", "accounts"],
  conflict: ["interest", "conflict"],
  conflicts: ["interest", "conflict"],
  sign: ["signed", "signature", "execute"],
  rebuild: ["restore", "replenish"],
  lawyer: ["solicitor", "legal"],
  lawyers: ["solicitors", "legal"],
  auditor: ["audit"],
  item: ["matter", "item"],
  switch: ["replace", "replacing", "appoint", "change"],
  switched: ["replace", "replacing", "appoint", "change"],
  swap: ["replace", "replacing", "change"],
  agenda: ["matter", "meeting"],
  term: ["term", "years", "re-elect"],
  terms: ["term", "years", "re-elect"],
  // What people say for what minutes write.
  deal: ["agreement", "contract", "partnership", "arrangement"],
  reno: ["renovation", "refurbishment", "upgrade", "fit-out"],
  renos: ["renovation", "refurbishment", "upgrade", "fit-out"],
  gear: ["equipment"],
  kit: ["equipment"],
  plan: ["proposal", "plan", "strategy"],
  bonus: ["incentive", "bonus", "at-risk"],
  cap: ["maximum", "capped", "limit", "no more than", "up to", "not exceed"],
  conflicted: ["conflict", "interest"],
  car: ["vehicle", "vehicles", "fleet"],
  cars: ["vehicles", "vehicle", "fleet"],
  space: ["premises", "space", "lease"],
  media: ["media", "press", "journalist"],
  press: ["media", "press", "journalist"],
  talk: ["speak", "comment", "talk"],
  fees: ["fee", "fees"],
  rollout: ["roll out", "roll-out", "implement"],
  extra: ["additional", "more", "extra"],
  panel: ["array", "pv", "photovoltaic"],
  panels: ["array", "pv", "photovoltaic"],
  target: ["target", "aim", "aims", "goal"],
  targets: ["target", "aim", "aims", "goal"],
};

export function variantsOf(word: string): readonly string[] {
  // Own keys only: "constructor" is a word, not the object's.
  const others = Object.hasOwn(wordsForWord, word) ? (wordsForWord[word] ?? []) : [];
  return [word, ...others, ...amountForms(word)];
}

/** "$100k", "100k", "R1.2m": also as the records write them, "100,000", "1,200,000", "1 200 000". */
function amountForms(word: string): string[] {
  const m = /^(?:[$£€¥₹]|r|[a-z]{1,2}\$)?(\d+(?:\.\d+)?)(k|m)$/.exec(word);
  if (!m) return [];
  const whole = Math.round(Number(m[1]) * (m[2] === "k" ? 1_000 : 1_000_000));
  const grouped = whole.toLocaleString("en-NZ");
  // "R1 250 000": where thousands are grouped by spaces.
  return [grouped, grouped.replace(/,/g, " ")];
}

/** The words a question's meaning turns on: a typo in one of them is read as the word. */
const keyWords = `meeting meetings agenda minutes decision decisions decided approved approve
  action actions overdue interest interests declared declaration attended attendance apologies
  apology absent committee board policy quorum delegation delegations reserves treasurer secretary
  chair chairman trustee trustees motion motions seconded abstained outstanding previous
  upcoming schedule scheduled cancelled grant grants contract contracts budget register annual
  review conflict conflicts`
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

/** Shorthand people type on a tablet, written out ("next qsr mtg?"). */
const shorthand: Record<string, string> = {
  mtg: "meeting",
  mtgs: "meetings",
  mins: "minutes",
  cttee: "committee",
  ctte: "committee",
  cmte: "committee",
  cttees: "committees",
  yr: "year",
  yrs: "years",
  mth: "month",
  mths: "months",
  wk: "week",
  wks: "weeks",
  b4: "before",
  u: "you",
  ur: "your",
  pls: "please",
  thru: "through",
};

export function writtenOut(folded: string): string {
  return (
    folded
      .replace(/\bw\/(?=\s)/g, "with")
      // "Can a head sign off a £15k order?": approve it, as a scheme of delegation says. Not
      // "the code of conduct sign-off", a task.
      .replace(
        /\b(?<=(can|may|to|will|would|could|might|must|who) )sign off( on)?\b|\bsign(s|ed|ing)? off (on )?(?=(a|an|the|up|any|[$£€₹]|\d))/g,
        "approve ",
      )
      .replace(/\b[a-z0-9]+\b/g, (word) =>
        Object.hasOwn(shorthand, word) ? (shorthand[word] ?? word) : word,
      )
  );
}

const monthNames =
  "january february march april may june july august september october november december".split(
    " ",
  );

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
  // A month is never a misspelt name ("march" is not Marc).
  const known = new Set([...keyWords, ...questionWords, ...names, ...monthNames]);
  // Only the words that carry meaning are corrected towards, never the question's small words.
  const candidates = [...keyWords, ...names].filter((w) => w.length >= 4);
  // Five-letter words only towards names ("hemmi"): too many short words are a letter apart.
  const nameCandidates = names.filter((w) => w.length >= 4);
  return folded.replace(/[a-z]{5,}/g, (word) => {
    if (known.has(word) || known.has(word.replace(/s$/, ""))) return word;
    // A five-letter word missing a letter of a longer key word ("anual") is that word.
    const pool =
      word.length >= 6
        ? candidates
        : [...nameCandidates, ...keyWords.filter((k) => k.length === word.length + 1)];
    return pool.find((k) => oneApart(word, k)) ?? word;
  });
}
