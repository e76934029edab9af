import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { queryRows } from "../../../db/raw-rows.js";
import { searchConfig } from "../../../db/schema/search-columns.js";
import { uuidList } from "../../../db/uuid-list.js";
import type { ReadableOrganisation } from "../readable-organisations.js";
import { fold, type QuestionAnalysis } from "../understanding/question-analysis.js";
import { stemOf, variantsOf } from "../understanding/question-words.js";
import { readableDocumentNames } from "./documents-source.js";
import { searchTerms } from "./passage.js";
import { retrieve } from "./sources.js";

/**
 * Three-letter words of everyday speech a question may use where records say it otherwise ("my
 * council job", "the pay rise", "any fee"): not looked up. Other three-letter words ("gas", "oil",
 * "van") name a thing, and a thing no record names is not in the records.
 */
const everydayShortWords = new Set(
  `the and for are but not you all any can had her was one our out day get has him his how man
  new now old see two way who boy did its let put say she too use may own off far few got yet ago
  via per due end job pay fee tax top low big bit lot set run ran met sat buy cut add aim ask try
  key act law art men yes why etc min max`.split(/\s+/),
);

/**
 * Whether a name's words hold the word or a form of it ("delegations" for "delegation"), never
 * another word that starts the same ("interest" is not "international").
 */
function namesWord(names: readonly string[], word: string): boolean {
  if (word.includes(" ")) return word.split(" ").every((w) => namesWord(names, w));
  return names.some(
    (n) =>
      n === word ||
      (n.length >= 4 &&
        word.length >= 4 &&
        (n.startsWith(word) || word.startsWith(n)) &&
        Math.abs(n.length - word.length) <= 3),
  );
}

/** Whether a member of the organisations read has the word as a first or last name. */
async function isPersonName(
  db: DbOrTx,
  organisations: readonly ReadableOrganisation[],
  word: string,
): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (
          select 1 from memberships ms join people p on p.id = ms.person_id
          where ms.organisation_id = any(${uuidList(organisations.map((o) => o.id))})
            and ${fold(word)} in (unaccent(lower(p.first_name)), unaccent(lower(p.last_name)))
        ) as found`,
  );
  return rows[0]?.found === true;
}

/** A word's start as a pattern: a short word whole ("age" is not "agent"), a longer one's stem. */
function startOfWord(word: string): string {
  const w = fold(word).replace(/[^a-z0-9]/g, ".");
  return w.length <= 4 ? `\\m${w}s?\\M` : `\\m${stemOf(w)}`;
}

/**
 * Whether full-text search drops the word as too common to index ("above", "below", "further"):
 * no search finds it, so it is not a sign that the records never say it.
 */
async function unsearchable(db: DbOrTx, word: string): Promise<boolean> {
  const rows = await queryRows<{ dropped: boolean }>(
    db,
    sql`select numnode(plainto_tsquery(${searchConfig}, ${word})) = 0 as dropped`,
  );
  return rows[0]?.dropped === true;
}

/** Whether an interest in the register (its entity or nature) has a word starting as the word does ("age" is not in "manager"). */
async function inRegister(
  db: DbOrTx,
  organisations: readonly ReadableOrganisation[],
  word: string,
): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (
          select 1 from interests
          where organisation_id = any(${uuidList(organisations.map((o) => o.id))})
            and unaccent(lower(entity || ' ' || nature)) ~ ${startOfWord(word)}
        ) as found`,
  );
  return rows[0]?.found === true;
}

/**
 * Whether the register of interests the asker reads names an entity by this name ("Hamilton
 * Hockey Association"): a body someone declared, not a board the asker cannot read.
 */
export async function declaredEntity(
  db: DbOrTx,
  organisations: readonly ReadableOrganisation[],
  name: string,
): Promise<boolean> {
  const words = fold(name).match(/[a-z0-9]+/g) ?? [];
  if (words.length === 0 || organisations.length === 0) return false;
  const rows = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (
          select 1 from interests
          where organisation_id = any(${uuidList(organisations.map((o) => o.id))})
            and unaccent(lower(entity)) ~ ${`\\m${words.join("[^a-z0-9]+")}\\M`}
        ) as found`,
  );
  return rows[0]?.found === true;
}

/**
 * "What became of Mercy Chepkoech's loan application?": a person who is no member but whom the
 * records the asker reads name (an applicant, a contractor's director) is not unknown.
 */
export async function withMentionedPeople(
  db: DbOrTx,
  analysis: QuestionAnalysis,
  organisations: readonly ReadableOrganisation[],
): Promise<QuestionAnalysis> {
  const name = analysis.unknownPerson;
  if (!name || organisations.length === 0) return analysis;
  const words = fold(name).match(/[a-z0-9]+/g) ?? [];
  if (words.length === 0) return analysis;
  // The whole name, in a row: "Brendan" a member and "Murphy" a street are not Brendan Murphy.
  const found = await retrieve(db, organisations, { words, tsquery: words.join(" & ") }, 6);
  const whole = new RegExp(`\\b${words.join("[^a-z0-9]+")}\\b`);
  return found.some((p) => whole.test(fold(`${p.title} ${p.text}`)))
    ? { ...analysis, unknownPerson: null }
    : analysis;
}

/**
 * Whether the question is about something the asker's records never name: two of its subject's
 * entries unheard of, or a third of them. One word alone ("clean", "tender") may just be said
 * otherwise in the records; a name that nothing mentions ("Northgate", "the sixth form at
 * Kingsmead" asked of the foundation) is a subject of its own.
 */
export async function neverNamed(
  db: DbOrTx,
  organisations: readonly ReadableOrganisation[],
  subject: readonly string[],
): Promise<boolean> {
  if (subject.length === 0) return false;
  // "What does the MOI say about a retirement age?": the document named is where to look, not
  // what the question is about (a retirement age, which nothing says).
  const documentNames = await readableDocumentNames(db, organisations);
  const named = namedIn(subject, documentNames);
  const about = subject.filter((entry) => !named.has(entry));
  const asked = about.length > 0 ? about : subject;
  const unheard = await unheardOf(db, organisations, asked, documentNames);
  return unheard.length >= 2 || unheard.length * 3 >= asked.length;
}

/**
 * The subject's entries that name a document: two words of its name in a row, in the subject
 * in a row ("memorandum incorporation" for the MOI written out, "conflicts policy").
 */
function namedIn(subject: readonly string[], documentNames: readonly string[]): Set<string> {
  const named = new Set<string>();
  for (const name of documentNames) {
    const words = (fold(name).match(/[a-z][a-z'-]*/g) ?? []).filter(
      (w) => !/^(of|and|the|for|a|an|to|in|on)$/.test(w),
    );
    for (let i = 0; i + 1 < subject.length; i++) {
      const [a = "", b = ""] = [subject[i], subject[i + 1]];
      const at = words.indexOf(a);
      if (at >= 0 && words[at + 1] === b) {
        named.add(a);
        named.add(b);
      }
    }
  }
  return named;
}

/**
 * The entries of a question's subject that nothing the asker may read mentions, each word as
 * itself or another word for it ("the sixth form", "Northgate", "solicitors"). A question about
 * something the records never name is not answered from records that share its other words;
 * and a board the asker may not read names things their records never do, so the answer is the
 * same as for something that does not exist.
 */
export async function unheardOf(
  db: DbOrTx,
  organisations: readonly ReadableOrganisation[],
  subject: readonly string[],
  /** The names of the documents the asker may open, when the caller has read them already. */
  documentNames?: readonly string[],
): Promise<string[]> {
  if (organisations.length === 0) return [...subject];
  const unheard: string[] = [];
  // "Under the DoA": a document's name is said of it though its pages may never repeat it.
  const names = fold(
    (documentNames ?? (await readableDocumentNames(db, organisations))).join(" "),
  ).split(/[^a-z0-9]+/);
  for (const entry of subject) {
    for (const word of entry.split(" ")) {
      // Figures and short words are matched where they stand, not looked up on their own.
      if (word.length < 3 || /\d/.test(word) || (word.length === 3 && everydayShortWords.has(word)))
        continue;
      const found = searchTerms(variantsOf(word).join(" "));
      if (found.words.length === 0) continue;
      // "Rent" is heard in "rental", "donor" in "donors": a longer word that starts with it.
      const terms =
        word.length >= 4 && /^[a-z]+$/.test(word)
          ? { ...found, tsquery: `${found.tsquery} | ${word}:*` }
          : found;
      const heard =
        variantsOf(word).some((v) => namesWord(names, fold(v))) ||
        (await unsearchable(db, word)) ||
        (await isPersonName(db, organisations, word)) ||
        (await retrieve(db, organisations, terms, 1)).length > 0 ||
        // ("DPIs": the register writes "disclosable pecuniary interest".)
        (await someAsync(variantsOf(word), (v) => inRegister(db, organisations, v)));
      if (!heard) {
        unheard.push(entry);
        break;
      }
    }
  }
  return unheard;
}

/** Whether any of the values passes an asynchronous test, tried in turn until one does. */
async function someAsync<T>(values: readonly T[], test: (v: T) => Promise<boolean>) {
  for (const v of values) if (await test(v)) return true;
  return false;
}
