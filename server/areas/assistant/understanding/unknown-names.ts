import { withoutLegalForm } from "./organisation-names.js";
import { knownAs, titles } from "./person-names.js";
import type { AnalysisContext, NamedPerson } from "./question-analysis.js";
import { months } from "./question-dates.js";
import { fold, questionWords } from "./question-words.js";

// Names a question says that the asker's records do not hold: a person or an organisation
// they cannot read, or that does not exist, so the answer can say it knows no such name.

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
