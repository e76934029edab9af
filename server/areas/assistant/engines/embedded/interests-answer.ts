import { and, eq, gte, ilike, inArray, isNull, or } from "drizzle-orm";
import { calendarDate } from "../../../../../common/date-formatters.js";
import { utcToZoned } from "../../../../../common/zoned-time.js";
import type { DbOrTx } from "../../../../db/client.js";
import { interests, people } from "../../../../db/schema/index.js";
import type { SearchTerms } from "../../retrieval/passage.js";
import type { AnswerScope } from "../engine.js";

export function isInterestQuestion(question: string): boolean {
  return /\b(interest|interests|conflict|conflicts|declared)\b/i.test(question);
}

/** "Who has declared an interest in X?" — the current entries of the register that mention it. */
export async function interestsAnswer(
  db: DbOrTx,
  terms: SearchTerms,
  scope: AnswerScope,
): Promise<string | null> {
  const orgIds = scope.organisations.map((o) => o.id);
  const subject = terms.words.filter(
    (w) =>
      !/^(interest|interests|conflict|conflicts|declared|declare|has|anyone|someone)$/.test(w) &&
      w.length > 2,
  );
  if (orgIds.length === 0 || subject.length === 0) return null;
  const today = utcToZoned(scope.now ?? new Date(), scope.timeZone).date;
  const rows = await db
    .select({ i: interests, first: people.firstName, last: people.lastName })
    .from(interests)
    .innerJoin(people, eq(people.id, interests.personId))
    .where(
      and(
        inArray(interests.organisationId, orgIds),
        or(isNull(interests.endsOn), gte(interests.endsOn, today)),
        or(
          ...subject.flatMap((w) => [
            ilike(interests.entity, `%${w}%`),
            ilike(interests.nature, `%${w}%`),
          ]),
        ),
      ),
    )
    .limit(20);
  if (rows.length === 0)
    return `Nobody has a current interest in the register that mentions ${subject.join(" or ")}.`;
  const lines = rows.map(
    ({ i, first, last }) =>
      `- **${first} ${last}**: ${i.entity} — ${i.nature} (declared ${calendarDate(i.disclosedOn)})`,
  );
  return ["These current entries in the interests register match:", "", ...lines].join("\n");
}
