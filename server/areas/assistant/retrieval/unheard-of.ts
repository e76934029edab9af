import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { queryRows } from "../../../db/raw-rows.js";
import { uuidList } from "../../../db/uuid-list.js";
import type { ReadableOrganisation } from "../readable-organisations.js";
import { fold } from "../understanding/question-analysis.js";
import { stemOf, variantsOf } from "../understanding/question-words.js";
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
  key act law art age men yes why etc`.split(/\s+/),
);

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

/** Whether an interest in the register (its entity or nature) holds the word. */
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
            and unaccent(lower(entity || ' ' || nature)) like ${`%${stemOf(fold(word))}%`}
        ) as found`,
  );
  return rows[0]?.found === true;
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
  const unheard = await unheardOf(db, organisations, subject);
  return unheard.length >= 2 || unheard.length * 3 >= subject.length;
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
): Promise<string[]> {
  if (organisations.length === 0) return [...subject];
  const unheard: string[] = [];
  for (const entry of subject) {
    for (const word of entry.split(" ")) {
      // Figures and short words are matched where they stand, not looked up on their own.
      if (word.length < 3 || /\d/.test(word) || (word.length === 3 && everydayShortWords.has(word)))
        continue;
      const terms = searchTerms(variantsOf(word).join(" "));
      if (terms.words.length === 0) continue;
      const heard =
        (await isPersonName(db, organisations, word)) ||
        (await retrieve(db, organisations, terms, 1)).length > 0 ||
        (await inRegister(db, organisations, word));
      if (!heard) {
        unheard.push(entry);
        break;
      }
    }
  }
  return unheard;
}
