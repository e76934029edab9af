import type { NamedPerson } from "./question-analysis.js";
import { fold } from "./question-words.js";

// Which of the people the asker's records hold a question names.

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
export const titles =
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
