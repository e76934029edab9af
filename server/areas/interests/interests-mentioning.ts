import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { interests, people } from "../../db/schema/index.js";
import { organisationToday } from "./interest-dates.js";
import { interestTabCondition } from "./interest-queries.js";
import { mentionedWords, significantWords } from "./mention-words.js";

export type InterestMention = {
  interestId: string;
  personId: string;
  personName: string;
  entity: string;
  nature: string;
  disclosedOn: string;
  endsOn: string | null;
  /** The item's words found in the entity or nature, for showing why it was suggested. */
  matchedWords: string[];
};

/**
 * Current interests of these people whose entity or nature mention a significant
 * word of the text (an agenda item's title and description): the register's side
 * of suggesting conflicts on an item. Suggestions only; people decide.
 */
export async function currentInterestsMentioning(
  db: DbOrTx,
  organisationId: string,
  personIds: readonly string[],
  text: string,
): Promise<InterestMention[]> {
  const significant = significantWords(text);
  if (personIds.length === 0 || significant.length === 0) return [];
  const today = await organisationToday(db, organisationId);
  const rows = await db
    .select({ i: interests, first: people.firstName, last: people.lastName })
    .from(interests)
    .innerJoin(people, eq(people.id, interests.personId))
    .where(
      and(
        eq(interests.organisationId, organisationId),
        inArray(interests.personId, [...personIds]),
        interestTabCondition("current", today),
      ),
    );
  const mentions: InterestMention[] = [];
  for (const { i, first, last } of rows) {
    const matchedWords = mentionedWords(significant, `${i.entity}\n${i.nature}`);
    if (matchedWords.length === 0) continue;
    mentions.push({
      interestId: i.id,
      personId: i.personId,
      personName: `${first} ${last}`,
      entity: i.entity,
      nature: i.nature,
      disclosedOn: i.disclosedOn,
      endsOn: i.endsOn,
      matchedWords,
    });
  }
  return mentions.sort(
    (a, b) => a.personName.localeCompare(b.personName) || a.entity.localeCompare(b.entity),
  );
}
