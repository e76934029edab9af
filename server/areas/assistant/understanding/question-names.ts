import type { AnalysisContext, NamedOrganisation, NamedPerson } from "./question-analysis.js";
import { months } from "./question-dates.js";
import { fold, questionWords } from "./question-words.js";

// Who and what a question names: organisations and committees, people, and names the
// asker's records do not hold.

/** Organisations or committees named: by name, short name, or a distinctive word of the name. */
export function namedOrganisations(
  q: string,
  organisations: readonly NamedOrganisation[],
  /** The question as typed: a short form counts only when typed in capitals ("the HA board"). */
  typed = "",
): string[] {
  const inCapitals = (form: string) =>
    new RegExp(`(^|[^A-Za-z0-9])${form.toUpperCase()}s?($|[^A-Za-z0-9])`).test(typed);
  // The word before a kind or a name's own word: none, a question's word, or one of the name's
  // ("the co-op", "our energy co-op"), not another name ("the Riverside co-op").
  const before = (at: number, o: NamedOrganisation) => {
    const word = q.slice(0, at).trim().split(/\s+/).at(-1) ?? "";
    return (
      word === "" ||
      questionWords.has(word) ||
      fold(`${o.name} ${o.shortName ?? ""}`)
        .split(/[^a-z0-9]+/)
        .includes(word)
    );
  };
  const found = organisations.filter((o) => {
    const name = withoutLegalForm(fold(o.name));
    const names = [fold(o.name), name, fold(o.shortName ?? "")].filter((n) => n.length > 2);
    // "Finance and risk" for the Finance & Risk Committee: its name without what it is.
    const unlabelled = name.replace(/ (committee|board)$/, "");
    if (unlabelled !== name && unlabelled.split(" ").length >= 2) names.push(unlabelled);
    // A whole name, never a piece of a word ("ARC" is not in "March").
    if (names.some((n) => saysWord(q, n))) return true;
    // "the HA board" for "Kelvinbrae HA": a short form in capitals in its names.
    if (shortForms(o).some((f) => !commonShortWords.test(f) && inCapitals(f))) return true;
    // "F&R" or "FRC" for "Finance & Risk Committee", "HA" for "Kelvinbrae Housing Association":
    // the initials of its words, with or without the name before what it is.
    const initials = name
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2 && w !== "and" && w !== "the");
    const bare = initials.filter((w) => w !== "committee" && w !== "board");
    const forms = [
      bare.map((w) => w[0]).join(" and "),
      bare.map((w) => w[0]).join(""),
      initials.map((w) => w[0]).join(""),
    ].filter((f) => f.replace(/ and /g, "").length >= 2 && !commonShortWords.test(f));
    if (forms.some((f) => saysWord(q, f))) return true;
    // "HA" for "Kelvinbrae Housing Association": the initials of what it is, typed in capitals.
    const later =
      bare.length >= 3
        ? bare
            .slice(1)
            .map((w) => w[0])
            .join("")
        : "";
    if (later.length >= 2 && !commonShortWords.test(later) && inCapitals(later)) return true;
    // "The energy co-op" for "North Kelvin Community Energy": a word of its name only it has,
    // said as the kind of body it is.
    const ownWords = name.split(/[^a-z0-9]+/).filter(
      (w) =>
        w.length > 3 &&
        !genericNameWords.has(w) &&
        organisations.filter((other) =>
          fold(other.name)
            .split(/[^a-z0-9]+/)
            .includes(w),
        ).length === 1,
    );
    if (
      ownWords.some((w) => {
        const said = new RegExp(
          `\\b${w}('s)? (co-?op|co-?operative|society|company|charity|group)\\b`,
        ).exec(q);
        return said !== null && before(said.index, o);
      })
    )
      return true;
    // "The co-op board": the kind of body it is, when it alone is of that kind.
    const kinds = [...q.matchAll(kindWords)].filter((m) => before(m.index, o)).map((m) => m[0]);
    if (
      kinds.some(
        (k) => isOfKind(o, k) && organisations.filter((other) => isOfKind(other, k)).length === 1,
      )
    )
      return true;
    // "the finance committee" for "Finance & Risk Committee": its first word and "committee".
    const words = name.split(/[^a-z0-9]+/).filter((w) => w.length > 3);
    const first = words[0];
    if (
      first !== undefined &&
      /\bcommittee\b/.test(fold(o.name)) &&
      new RegExp(`\\b${first}\\b[^.?]*\\bcommittee\\b|\\bcommittee\\b[^.?]*\\b${first}\\b`).test(q)
    )
      return true;
    // "Foundation meetings", "the trust board": the last word of its name, saying what kind of
    // body it is, when no other organisation read is of that kind and no name stands before it
    // ("the Rivermouth Housing Trust board" is another trust).
    const kind = name.split(/[^a-z0-9]+/).at(-1) ?? "";
    const said = new RegExp(
      `(?:^|([a-z0-9']+) )${kind}('s\\b| (board|meetings?|trustees|directors|members|agm)\\b)`,
    ).exec(q);
    if (
      said &&
      (said[1] === undefined || questionWords.has(said[1])) &&
      /^(foundation|trust|club|society|association|council|school|academy|college|charity|church|company|league|federation|union|institute|hospice|network|alliance|centre|center|museum|theatre|theater)$/.test(
        kind,
      ) &&
      organisations.filter((other) =>
        withoutLegalForm(fold(other.name))
          .split(/[^a-z0-9]+/)
          .includes(kind),
      ).length === 1
    )
      return true;
    // "The Kererū board", "Kererū's meeting", "at Kererū": the name's own first word, when it is
    // a name (no other organisation read has it) and it is used as one.
    const own = fold(o.name).split(/[^a-z0-9]+/)[0] ?? "";
    return (
      own.length > 3 &&
      !genericNameWords.has(own) &&
      organisations.filter((other) => fold(other.name).split(/[^a-z0-9]+/)[0] === own).length ===
        1 &&
      new RegExp(
        `\\b${own}('s)? (board|committee|club|trust|lot|people|members|meetings?|agm|hui|trustees|directors)\\b|\\b(at|of|for|from) (the )?${own}\\b`,
      ).test(q)
    );
  });
  return found.map((o) => o.id);
}

/** Kinds of body a name may not say it is ("the co-op" for "North Kelvin Community Energy"). */
const kindWords = /\b(co-?op|co-?operative)s?\b/g;

/** Whether an organisation is of the kind said: its name says so, or says what such bodies do. */
export function isOfKind(o: NamedOrganisation, kind: string): boolean {
  const name = fold(`${o.name} ${o.shortName ?? ""}`);
  if (/^co-?op|^co-?operative/.test(kind))
    return /\bco-?op(erative)?s?\b|\bcommunity (energy|benefit|shop|pub)\b|\bmutual\b|\bcredit union\b/.test(
      name,
    );
  return name.split(/[^a-z0-9]+/).includes(kind);
}

/** The name without the legal form after it ("Ltd", "Pte. Ltd.", "Limited", "Inc"). */
function withoutLegalForm(name: string): string {
  return name
    .replace(
      /[\s,.]+(\(?(pte|pty|sdn|co)\)?\.? )?(ltd|limited|inc|incorporated|llc|plc|clg|cic|bhd|scio|npc|gmbh|company limited by guarantee)\.?$/,
      "",
    )
    .trim();
}

/** Whether the question says these words as words, not inside others. */
function saysWord(q: string, words: string): boolean {
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^a-z0-9])${escaped}($|[^a-z0-9])`).test(q);
}

/** Initials that are also everyday words ("at" for "Greenfield Academy Trust"): never names. */
const commonShortWords =
  /^(us|uk|it|as|at|in|on|or|no|so|we|me|my|be|do|go|he|if|is|of|to|up|an|am|by|hi|ok|oh|ah|eh|id|pa|ma|re|vs|ad|ie|eg|ms|mr|dr|st|pm|hr|ps|mp|tv|pc)$/;

/**
 * Short forms an organisation is known by: words in capitals in its names ("OHL", "HA"), where
 * the name is not written all in capitals.
 */
function shortForms(o: NamedOrganisation): string[] {
  return [o.name, o.shortName ?? ""]
    .filter((n) => /\p{Ll}/u.test(n))
    .flatMap((n) => n.split(/[^\p{L}\p{N}&]+/u))
    .filter(
      (w) =>
        /^[A-Z][A-Z&]{1,5}$/.test(w) && !/^(LTD|PTE|INC|LLC|PLC|CLG|CIC|BHD|SCIO|AND|THE)$/.test(w),
    )
    .map(fold);
}

/** Words an organisation's name may start with that say what it is, not which it is. */
const genericNameWords = new Set([
  "board",
  "committee",
  "the",
  "finance",
  "audit",
  "risk",
  "community",
  "national",
  "regional",
  "city",
  "district",
  "annual",
  "general",
  "executive",
  "health",
  "people",
]);

/** People named by full name, or by a first or last name that only one person has. */
export function namedPeople(q: string, people: readonly NamedPerson[]): NamedPerson[] {
  const full = people.filter((p) => q.includes(fold(`${p.first} ${p.last}`)));
  if (full.length) return full;
  // "After the grant", "a price": a word after an article is a thing, not someone's name.
  const words = new Set(
    q
      .replace(/\b(the|a|an)\s+[a-z0-9'-]+/g, " ")
      .split(/[^a-z0-9'-]+/)
      // "Tom Haskins' actions": the name without the apostrophe.
      .map((w) => w.replace(/'s?$/, "")),
  );
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

/** Titles and offices said before a surname ("Dr Naidoo", "Chair Naidoo"). */
const titles =
  /^(mr|mrs|ms|miss|mx|dr|prof|professor|sir|dame|cllr|councillor|rev|judge|lady|lord|chair|chairman|chairperson|chairwoman|deputy|treasurer|secretary|director|trustee|president|governor|principal|head|ceo|cfo|coo|md)\.?$/;

/** Short forms of given names that do not start as the name does ("Bill" for William). */
const nicknames: Record<string, string> = {
  bill: "william",
  bob: "robert",
  rob: "robert",
  dick: "richard",
  liz: "elizabeth",
  beth: "elizabeth",
  betty: "elizabeth",
  peggy: "margaret",
  maggie: "margaret",
  jim: "james",
  jack: "john",
  ted: "edward",
  ned: "edward",
  harry: "henry",
  hank: "henry",
  sandy: "alexandra",
  chuck: "charles",
  polly: "mary",
  sally: "sarah",
  kate: "katherine",
};

/** Whether a given name as typed is how someone called `first` may be known. */
export function knownAs(typed: string, first: string): boolean {
  return (
    typed === first ||
    first.startsWith(typed) ||
    typed.startsWith(first) ||
    (typed[0] === first[0] && typed.length <= 4) ||
    nicknames[typed] === first
  );
}

/** Words that say which meeting, not whose ("the June Quarterly board meeting"). */
const meetingQualifiers =
  /^(quarterly|monthly|annual|special|extraordinary|full|main|ordinary|joint|emergency|virtual|online|hybrid|new|next|last|first|final|inaugural|strategy|budget|planning|june|july|may)$/;

/**
 * An event's, a place's or a thing's name, never a person's: "Annual Day", "Sports Week",
 * "Founders Dinner". Read by its first or last word; common surnames ("Hall", "Park", "House")
 * are left out, so "Jenny Hall" stays a person.
 */
const eventFirstWords =
  /^(annual|sports|founders?|prize|speech|christmas|summer|winter|spring|autumn|charity|gala|fun|family|community|heritage|careers?|open|graduation|awards?)$/;
const eventLastWords =
  /^(day|week|festival|gala|dinner|luncheon|fund|appeal|campaign|programme|program|project|event|show|sale|drive|block|wing|centre|center|street|road|campus|policy|plan|scheme|awards|prize|cup|trophy|ceremony|concert|trip|tour|night|fete)$/;

/** Words that end the name of an organisation ("Kererū Sports Club", "Harbour Rowing Trust"). */
const organisationWords =
  /^(club|trust|society|association|council|school|board|committee|foundation|union|incorporated|inc|ltd|limited|church|college|academy|federation|centre|center|theatre|theater|gallery|museum|festival|network|hospital|institute|clg)$/i;

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
export function unknownNames(
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
    // "The last Hospice Shops board meeting" asked by someone who reads the hospice: a name with
    // a word none of their organisations or people has, whose board it is.
    const othersBoard =
      /^(board|committee|trustees|directors)$/.test(run.after) &&
      !words.some((w) => meetingQualifiers.test(fold(w)) || months.includes(fold(w))) &&
      words.some((w) => {
        const word = fold(w);
        return !known.has(word) && !questionWords.has(word);
      });
    if (othersBoard && namedOrganisations.length === 0) organisation ??= run.text;
    else if (organisationWords.test(last) && itsOwn) {
      const readable = context.organisations.some(
        (o) => fold(o.name).includes(fold(run.text)) || fold(run.text).includes(fold(o.name)),
      );
      if (!readable && namedOrganisations.length === 0) organisation ??= run.text;
    } else if (
      !organisationWords.test(last) &&
      words.length === 2 &&
      people.length === 0 &&
      // "does Brendan Murphy have", "Brendan Murphy's actions": a person the question is about.
      (run.possessive || /^(does|did|has|is|was|for|by|to)$/.test(run.before)) &&
      !words.some((w) => known.has(fold(w))) &&
      !eventFirstWords.test(fold(words[0] ?? "")) &&
      !eventLastWords.test(fold(last))
    )
      person ??= run.text;
  }
  // "Priya Naidoo" typed when the asker's Naidoo is Anita: someone else, unless it is how the
  // person is known ("Tom Haskins" for Thomas Haskins). Only where a person stands in the
  // question ("Priya Naidoo's interests", "did Priya Naidoo declare"), never a place ("Tainui
  // Street", "the Town Hall booking") or a title ("Chair Naidoo").
  for (const run of capitalisedRuns(question)) {
    const [first = "", last = "", ...more] = run.text.split(" ").map(fold);
    if (more.length > 0 || titles.test(first)) continue;
    const asPerson =
      run.possessive ||
      /^(does|did|has|have|is|was|for|by|to|from|with|when|ask)$/.test(run.before);
    const bySurname = people.filter((p) => fold(p.last) === last);
    if (asPerson && bySurname.length > 0 && !bySurname.some((p) => knownAs(first, fold(p.first))))
      person ??= run.text;
  }
  organisation ??= unknownOrganisationTyped(fold(question), known, namedOrganisations);
  organisation ??= parentOfSubsidiary(fold(question), context, namedOrganisations);
  // "did tom reilly send apologies": a first and last name typed in lower case, before what the
  // person did, neither a word of the asker's people nor of the question.
  const typed =
    /\b(?:did|does|has|have|was|is|will)\s+([a-z'-]{2,})\s+([a-z'-]{2,})\s+(?:send|sent|attend|attended|come|came|make|made|miss|missed|go|went|turn|turned|chair|chaired|move|moved|second|seconded|declare|declared|vote|voted|own|owns)\b/.exec(
      fold(question),
    );
  const typedName = typed ? [typed[1] ?? "", typed[2] ?? ""] : [];
  if (
    !person &&
    people.length === 0 &&
    typedName.length === 2 &&
    !typedName.some(
      (w) =>
        questionWords.has(w) ||
        known.has(w) ||
        /^(anyone|everyone|someone|anybody|everybody|nobody|he|she|they|all|each|both|either|every|our|their|his|her)$/.test(
          w,
        ),
    )
  )
    person = typedName.join(" ");
  return { person, organisation };
}

/**
 * "The hospice board", "the hospice's charter" asked by someone who reads only Thembalethu Hospice
 * Shops (Pty) Ltd: a kind of body that a name they read holds but is not (a trading subsidiary's
 * name holds its parent's kind). The parent is another organisation, not theirs.
 */
const subsidiaryWords =
  /^(shops?|trading|holdings?|enterprises?|services|retail|ventures?|properties|property|lettings|events|commercial|sales|cafe|catering)$/;

function parentOfSubsidiary(
  q: string,
  context: AnalysisContext,
  namedOrganisations: readonly string[],
): string | null {
  if (namedOrganisations.length > 0) return null;
  const names = context.organisations.map((o) =>
    withoutLegalForm(fold(o.name)).split(/[^a-z0-9]+/),
  );
  const said = q.matchAll(
    /\b(?:the|our|at|of|for)(?: (?:next|last|previous|upcoming|latest|first|recent|whole|full))? (hospice|foundation|trust|school|club|society|association|charity|church|college|academy|hospital|museum|theatre|theater|centre|center|league|federation|union|institute|council)('s| board| trustees| directors| committee| meetings?| agm| charter| constitution| policy)\b/g,
  );
  for (const m of said) {
    const kind = m[1] ?? "";
    // A subsidiary's name says what it does after its parent's kind ("… Hospice Shops",
    // "… Foundation Trading"); "Wellington Hospice Trust" is a hospice.
    const holds = names.some((n) => {
      const at = n.indexOf(kind);
      return at >= 0 && subsidiaryWords.test(n[at + 1] ?? "");
    });
    const is = names.some((n) => n.at(-1) === kind);
    if (holds && !is) return kind;
  }
  return null;
}

/**
 * The same for a name typed in lower case ("when did the southlight trustees last meet", "the
 * quorum for the rivermouth housing trust board"): words before a word that ends an
 * organisation's name, none of them a word of the organisations read, the organisation being
 * what the question is about (its board, its trustees, what it did).
 */
function unknownOrganisationTyped(
  q: string,
  known: ReadonlySet<string>,
  namedOrganisations: readonly string[],
): string | null {
  if (namedOrganisations.length > 0) return null;
  const pattern =
    /((?:[a-z\u00c0-\u024f'-]+ ){1,3})(trustees|trust|club|society|association|council|school|board|committee|foundation|directors|incorporated|inc|ltd|limited|company|centre|center|theatre|theater|gallery|museum|festival|network|hospital|institute|clg|co-?op|co-?operative)\b('s)?( [a-z]+)?/g;
  for (const m of q.matchAll(pattern)) {
    const before = (m[1] ?? "").trim().split(" ");
    // The words right before the name's last word, back to the first small word.
    const cut = before.findLastIndex((w) => questionWords.has(w) || w.length < 3);
    const own = before.slice(cut + 1);
    // "The Oct board meeting", "the 2025 committee", "this year's board meetings": a date, not a name.
    if (
      own.some(
        (w) =>
          /\d/.test(w) ||
          months.some((m) => w === m || w === m.slice(0, 3) || w === m.slice(0, 4)) ||
          /^(year|month|week|today|tonight|yesterday|tomorrow|fortnight|quarter|term|special|extraordinary|annual|full|whole|joint|ordinary|monthly|quarterly|weekly|yearly|regular|bimonthly|fortnightly|external|internal|new|main|outgoing|incoming|current|old|former|previous|independent|interim|parent|group|entire|effectiveness|evaluation|appraisal|skills|diversity|draft|emergency|virtual|online|hybrid|informal|formal|private|closed|open|public|in-camera)('s)?$/.test(
            w,
          ),
      )
    )
      continue;
    let noun = m[2] ?? "";
    let after = (m[4] ?? "").trim();
    // "The next trust board meeting", "the club committee": the kind of body is its name.
    if (
      own.length === 0 &&
      /^(trust|club|society|association|council|school|foundation|company)$/.test(noun) &&
      /^(board|trustees|directors|committee)$/.test(after)
    ) {
      own.push(noun);
      noun = after;
      after = "";
    }
    if (own.length === 0 || own.some((w) => known.has(w.replace(/'s$/, "")))) continue;
    // "The tenant board member recruitment", "a new board pack": a kind of member or paper of
    // the asker's own board, not another body's.
    if (
      /^(board|committee)$/.test(noun) &&
      own.every((w) =>
        /^(tenants?|residents?|staff|parents?|students?|pupils?|co-?opted|elected|appointed|nominated|community|youth|young|lay|volunteer|employee|member|members)$/.test(
          w,
        ),
      ) &&
      /^(members?|seats?|roles?|positions?|vacanc(y|ies)|recruitment|appraisals?|reviews?|effectiveness|evaluations?|packs?|papers?|skills|training|diversity|succession|expenses|fees)$/.test(
        after,
      )
    )
      continue;
    const itsOwn =
      m[3] !== undefined ||
      /^(board|trustees|directors|committee)$/.test(noun) ||
      /^(board|committee|trustees|members|decide|decided|approve|approved|meet|met|agree|agreed|resolve|resolved|vote|voted|spend|spent|pay|paid|adopt|adopted|buy|bought|hold|held|have|has|had)$/.test(
        after,
      );
    if (itsOwn) return `${own.join(" ")} ${noun}`;
  }
  return null;
}
