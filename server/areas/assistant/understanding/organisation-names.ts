import type { NamedOrganisation } from "./question-analysis.js";
import { monthPattern } from "./question-dates.js";
import { fold, questionWords } from "./question-words.js";

// Which of the organisations and committees the asker reads a question names.

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
      whichMeeting.test(word) ||
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
    // ("How far under budget…" does not name the Finance, Audit and Risk Committee: an everyday
    // word counts as its initials only typed in capitals, "FAR".)
    if (forms.some((f) => saysWord(q, f) && (!everydayWords.has(f) || inCapitals(f)))) return true;
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
    // "Full Council", "the full board": the body itself met as a whole, not one of its committees.
    const unique =
      organisations.filter((other) =>
        withoutLegalForm(fold(other.name))
          .split(/[^a-z0-9]+/)
          .includes(kind),
      ).length === 1;
    if (kind.length > 3 && unique && new RegExp(`\\bfull ${kind}\\b`).test(q)) return true;
    const said =
      new RegExp(
        `(?:^|([a-z0-9'/]+) )${kind}('s\\b| (board|meetings?|trustees|directors|managers|members|side|agm)\\b)`,
      ).exec(q) ??
      // "Across the trust and FARC", "the committee or the trust": named beside another body.
      new RegExp(`\\b(the) ${kind} (and|or|plus|&)\\b|\\b(and|or|plus|&) (the) ${kind}\\b`).exec(q);
    if (
      said &&
      (said[1] === undefined ||
        questionWords.has(said[1]) ||
        whichMeeting.test(said[1]) ||
        // "The extraordinary council meeting": which of its meetings.
        /^(special|extraordinary|ordinary|annual|emergency|full)$/.test(said[1])) &&
      (/^(foundation|trust|club|society|association|council|school|academy|college|charity|church|company|league|federation|union|institute|hospice|network|alliance|centre|center|museum|theatre|theater)$/.test(
        kind,
      ) ||
        // "The marina managers meeting" for "Seagrape Cove Marina, LLC": what it is, said as a body.
        // (Not "the marina and the seawall": a thing beside another, not a body.)
        (said[2]?.startsWith(" ") === true && kind.length > 3 && !genericNameWords.has(kind))) &&
      unique
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

/** "The May marina meeting", "the 3/16 marina meeting": which of its meetings, before its name. */
const whichMeeting = new RegExp(`^(${monthPattern}|[\\d/]+(st|nd|rd|th)?)$`);

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
export function withoutLegalForm(name: string): string {
  return name
    .replace(
      /[\s,.]+(\(?(pte|pty|sdn|co)\)?\.? )?(ltd|limited|inc|incorporated|llc|plc|clg|cic|bhd|scio|npc|gmbh|company limited by guarantee)\.?$/,
      "",
    )
    .trim();
}

/** Whether the question says these words as words, not inside others. */
/** Whether folded text says the words whole, never as a piece of a longer word. */
export function saysWord(q: string, words: string): boolean {
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

/** Everyday words a body's initials may spell ("far", "art", "aim"). */
const everydayWords = new Set(
  `act age aid aim air all and any are arm art ask bad bar bed big bit box bus but buy can car
  cut day did due ear eat end eye fan far fee few fit fix for fun gap gas get got had has her him
  his hit hot how ice its job key law lay led let lie lot low man map may men mix net new nor
  not now odd off oil old one our out owe own pay per put raw red rid row run sad saw say sea
  see set she sit six sky son sum sun tax tea ten the tie tip too top try two use via war was
  way web wet who why win won yes yet you`.split(/\s+/),
);

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
