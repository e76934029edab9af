import { sql } from "drizzle-orm";
import { calendarDate } from "../../../../../common/date-formatters.js";
import { utcToZoned } from "../../../../../common/zoned-time.js";
import type { DbOrTx } from "../../../../db/client.js";
import { queryRows } from "../../../../db/raw-rows.js";
import { uuidList } from "../../../../db/uuid-list.js";
import { fold, type QuestionAnalysis } from "../../understanding/question-analysis.js";
import { stemOf, variantsOf } from "../../understanding/question-words.js";
import type { AnswerScope, CitationBook } from "../engine.js";
import { sentenceBreak } from "./sentences.js";

type InterestRow = {
  organisation_id: string;
  person_id: string;
  first: string;
  last: string;
  entity: string;
  nature: string;
  disclosed_on: string;
  ends_on: string | null;
};

type DeclarationRow = { id: string; title: string; organisation_id: string; day: string };

/** Words that say the question is about interests that have ended. */
const pastWords =
  /\b(ended|past|former|previous|no longer|used to|expired|closed|lapsed|ceased|(come|came) to an end)\b/;

/**
 * The meeting whose minutes record a declaration: minutes that name the person (first or last
 * name) and the entity's first distinctive word, nearest the date it was disclosed.
 */
async function declaredAt(
  db: DbOrTx,
  organisationIds: readonly string[],
  row: InterestRow,
): Promise<DeclarationRow | null> {
  const word = fold(row.entity)
    .split(/[^a-z0-9]+/)
    .find((w) => w.length > 3);
  if (!word) return null;
  const [found] = await queryRows<DeclarationRow>(
    db,
    sql`select m.id, m.title, m.organisation_id,
          to_char(m.start_time at time zone m.time_zone, 'YYYY-MM-DD') as day
        from agenda_items i join meetings m on m.id = i.meeting_id
        where m.organisation_id = any(${uuidList(organisationIds)})
          and m.cancelled_at is null
          and unaccent(lower(i.minutes)) like ${`%${word}%`}
          and (lower(i.minutes) like ${`%${row.first.toLowerCase()}%`}
            or lower(i.minutes) like ${`%${row.last.toLowerCase()}%`})
        order by abs(extract(epoch from m.start_time - ${row.disclosed_on}::date)) limit 1`,
  );
  return found ?? null;
}

/**
 * The entities of a person's interests that the records name beside the question's subject, in
 * one sentence: "any connection with the bus operator?" is the interest in Pune Pathway Travels,
 * whose bus contract the minutes record, though the register never says "bus".
 */
async function linkedEntities(
  db: DbOrTx,
  organisationIds: readonly string[],
  entities: readonly string[],
  subject: readonly string[],
): Promise<Set<string>> {
  const linked = new Set<string>();
  // The entity by its first two words ("pune pathway"), as minutes name it.
  const names = new Map(
    entities
      .map((e) => [e, (fold(e).match(/[a-z0-9]+/g) ?? []).slice(0, 2).join(" ")] as const)
      .filter(([, name]) => name.length >= 4),
  );
  if (names.size === 0 || subject.length === 0) return linked;
  // Only the records that name one of the entities are read, however long the history.
  const pattern = [...names.values()].map((n) => n.replace(/[^a-z0-9 ]/g, "")).join("|");
  const rows = await queryRows<{ text: string }>(
    db,
    sql`select concat_ws(' ', i.description, i.minutes) as text from agenda_items i
          join meetings m on m.id = i.meeting_id
          where m.organisation_id = any(${uuidList(organisationIds)}) and m.cancelled_at is null
            and unaccent(lower(concat_ws(' ', i.description, i.minutes))) ~ ${pattern}
        union all select d.text from decisions d
          where d.organisation_id = any(${uuidList(organisationIds)})
            and unaccent(lower(d.text)) ~ ${pattern}
        order by 1 limit 200`,
  );
  const sentences = rows.flatMap((r) => fold(r.text ?? "").split(sentenceBreak));
  for (const [entity, name] of names) {
    if (
      sentences.some(
        (s) =>
          s.includes(name) &&
          subject.some((w) => new RegExp(`\\b${stemOf(w).replace(/[^a-z0-9]/g, "")}`).test(s)),
      )
    )
      linked.add(entity);
  }
  return linked;
}

/** The register's own words and the people's ("trustees", "anyone") are not what it is about. */
export function interestSubject(subject: readonly string[]): string[] {
  return subject.filter(
    (w) =>
      !/^(hav|hold|entr|ende|past|regi|trust|membe|direc|anyon|peopl|someo|curre|showi|shown|name|recor|again|still|liste)/.test(
        w,
      ) && !/^(end|ends|lapsed|ceased)$/.test(w),
  );
}

/**
 * "Who has declared an interest in Harbour Marine?", "What interests does Hemi have?", "Which
 * interests have ended?", "What have I declared?": from the register, current unless the
 * question asks for past ones, each cited through the meeting whose minutes record it.
 */
export async function interestsAnswer(
  db: DbOrTx,
  analysis: QuestionAnalysis,
  question: string,
  scope: AnswerScope,
  book: CitationBook,
  options: { onlyNamed?: boolean } = {},
): Promise<string | null> {
  const ids = scope.organisations.map((o) => o.id);
  if (ids.length === 0) return null;
  const today = utcToZoned(scope.now ?? new Date(), scope.timeZone).date;
  // "Past and present", "current or former": every one of them, the ended ones marked.
  const pastAndPresent =
    /\b(past|former|previous|ended) (and|or|&) (present|current)\b|\b(present|current) (and|or|&) (past|former|previous|ended)\b|\bincluding (past|ended|former)\b/.test(
      fold(question),
    );
  const past = pastWords.test(fold(question)) && !pastAndPresent;
  // "What's recorded in the committee's interests register?": the register as it stands,
  // ended entries marked, when nothing narrower is asked.
  const wholeRegister =
    /\b(what(?:'s| is| are)|show|list|read)\b[^?]*\b(in|on) (the |our |its )?([a-z']+ )?(interests? )?register\b/.test(
      fold(question),
    ) && interestSubject(analysis.subject).length === 0;
  // "An interest in Okafor Building Services": the entity named, even when a person's name is
  // part of it; the person is asked about only when named outside it.
  // ("Interests in the trust's register", "interests in 2025" name no entity.)
  // "…in Afon Ddu Enterprises on the Corporation register": where it is recorded is not its name.
  const said = (
    /\binterests? in (?:the )?(.+?)(?:[?.!,;]|\s(?:and|or|but|when|who|which|does|did|is|was|has)\s|$)/
      .exec(fold(question))?.[1]
      ?.trim() ?? ""
  ).replace(
    /\s(?:on|in) (?:the |our |its |their )?(?:[a-z']+ ){0,3}(?:register|records?|minutes)$/,
    "",
  );
  const entity =
    /^(?:(?:our|its|their|[a-z]+'s?) )?(?:interests? )?(?:register|records?|minutes)\b|^(?:\d{4}|this year|last year|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/.test(
      said,
    )
      ? ""
      : said;
  const entityWords = (entity.match(/[a-z0-9]+/g) ?? []).filter(
    (w) => w.length > 2 && !/^(ltd|limited|inc|the|and|company|group)$/.test(w),
  );
  const named = analysis.people[0];
  const nameInEntity =
    named && [named.first, named.last].some((n) => entityWords.includes(fold(n)));
  const personId = analysis.mine ? scope.personId : nameInEntity ? undefined : named?.id;
  const rows = await queryRows<InterestRow>(
    db,
    sql`select i.organisation_id, i.person_id, p.first_name as first, p.last_name as last,
          i.entity, i.nature, i.disclosed_on, i.ends_on
        from interests i join people p on p.id = i.person_id
        where i.organisation_id = any(${uuidList(ids)})
        order by i.disclosed_on, p.last_name`,
  );
  // The register's own words and the people's ("trustees", "anyone") are not what it is about.
  const subject = interestSubject(analysis.subject);
  const entityHeld = (r: InterestRow) => {
    const text = fold(`${r.entity} ${r.nature}`);
    return entityWords.filter((w) => text.includes(stemOf(w))).length;
  };
  // The entity named is matched by most of its words, not by one ("education" alone), and by
  // all when some entry holds all ("Afon Ddu Enterprises", not a "Coleg Afon Ddu branch").
  const mostHeld = Math.max(0, ...rows.map(entityHeld));
  const about = (r: InterestRow) => {
    if (nameInEntity || entityWords.length > 1)
      return (
        entityHeld(r) >=
        Math.max(1, Math.ceil(entityWords.length * 0.6), Math.min(mostHeld, entityWords.length))
      );
    const text = fold(`${r.entity} ${r.nature}`);
    // "DPIs": as the register writes them, "disclosable pecuniary interest".
    return subject.some((w) =>
      (/^(dpis?|oris?)$/.test(w) ? variantsOf(w) : [w]).some((v) => text.includes(stemOf(v))),
    );
  };
  // An interest in a named entity is listed whether it has ended or not ("does it still
  // apply?", "is Chloe still with the council?", "when did James declare his Bay Realty
  // interest?"), the ended ones marked; a person's or everyone's are current unless asked.
  // An entity that is also an organisation read ("an interest in Afon Ddu Enterprises") leaves
  // no subject behind: its name is what is matched.
  const namedInRegister =
    (subject.length > 0 || nameInEntity === true || entityWords.length > 1) &&
    rows.some((r) => about(r) && (!personId || r.person_id === personId));
  // "Does Prakash have any connection with the bus operator?": an entity of his the records
  // name beside the bus, when the register does not say it.
  const asksConnection =
    /\b(connect\w*|links?|linked|relationship|related|involved|ties?|tied|conflict\w*|interests?)\b/.test(
      fold(question),
    );
  const linked =
    !namedInRegister && personId && !analysis.mine && entityWords.length === 0 && asksConnection
      ? await linkedEntities(
          db,
          ids,
          rows.filter((r) => r.person_id === personId).map((r) => r.entity),
          subject.filter((w) => w.length > 2 && !/^\d/.test(w)),
        )
      : new Set<string>();
  const namesEntity = namedInRegister || linked.size > 0;
  const isAbout = (r: InterestRow) => about(r) || linked.has(r.entity);
  // "What interests has Anjali declared?", "has he ever declared…": everything declared, the
  // ended ones marked.
  const ever = /\b(has|have|had)\b[^?]*\bdeclared\b|\bever\b/.test(fold(question));
  const both =
    (namesEntity || (ever && personId !== undefined) || pastAndPresent || wholeRegister) && !past;
  // "Whose interests ended in 2025?", "what was declared this year?": ended or declared then;
  // "why did Rajan leave the room at the March 2025 meeting?": in the register then.
  const range = analysis.range;
  const declaredThen = /\bdeclar/.test(fold(question));
  const inPeriod = (r: InterestRow) => {
    if (!range) return true;
    if (past) return r.ends_on !== null && r.ends_on >= range.from && r.ends_on <= range.to;
    if (declaredThen) return r.disclosed_on >= range.from && r.disclosed_on <= range.to;
    return r.disclosed_on <= range.to && (r.ends_on === null || r.ends_on >= range.from);
  };
  const chosen = rows.filter((r) => {
    const ended = r.ends_on !== null && r.ends_on < today;
    // Asked of a period, an interest is chosen by that period, not by whether it stands now.
    if (!both && !(range && !past) && past !== ended) return false;
    if (personId && r.person_id !== personId) return false;
    return inPeriod(r) && (!namesEntity || isAbout(r));
  });
  // Asked in passing ("is Chloe still working for the council?"): only an interest it names.
  if (options.onlyNamed && !namesEntity) return null;
  // "Who declared an interest in Northgate Education Consultants?": none does, and the
  // register's other entries are not the answer.
  if (entityWords.length > 0 && !namesEntity && !personId)
    return `I couldn't find an interest in the register that mentions ${entity}.`;
  // "Has Dr Naidoo declared an interest in the Sandton Oncology Centre?": not one of hers, and
  // her other interests are not the answer.
  if (entityWords.length > 0 && !namesEntity && personId && !analysis.mine)
    return `I couldn't find an interest of ${analysis.people[0]?.first} ${analysis.people[0]?.last} in the register that mentions ${entity}.`;
  const whose = personId
    ? analysis.mine
      ? "You have"
      : `${analysis.people[0]?.first} ${analysis.people[0]?.last} has`
    : null;
  const kind = both || (range && !past) ? "declared" : past ? "past" : "current";
  // "What have I got on the register?": nothing current, so what has ended, marked so.
  if (chosen.length === 0 && whose && kind === "current" && !range) {
    const ended = rows.filter(
      (r) => r.person_id === personId && r.ends_on !== null && r.ends_on < today,
    );
    if (ended.length > 0) chosen.push(...ended);
  }
  if (chosen.length === 0)
    return whose
      ? // Said as not found: a question about someone's interests that the register does
        // not hold is answered the same way as any other it does not.
        `I couldn't find any ${kind} interests ${analysis.mine ? "of yours" : `of ${analysis.people[0]?.first} ${analysis.people[0]?.last}`} in the register.`
      : `I couldn't find a ${kind} interest in the register that mentions ${subject.join(" or ") || "that"}.`;
  const lines = await Promise.all(
    chosen.slice(0, 20).map(async (r) => {
      const at = await declaredAt(db, ids, r);
      const cite = at
        ? `, recorded in the minutes of ${book.cite({ documentType: "Meeting", meetingId: at.id, organisationId: at.organisation_id, documentName: at.title })} (${calendarDate(at.day, "date")})`
        : "";
      const ended = r.ends_on
        ? r.ends_on < today
          ? `, ended ${calendarDate(r.ends_on, "date")}, no longer current`
          : `, until ${calendarDate(r.ends_on, "date")}`
        : "";
      return `- **${r.first} ${r.last}**: ${r.entity} — ${r.nature} (declared ${calendarDate(r.disclosed_on, "date")}${ended}${cite})`;
    }),
  );
  const allEnded = chosen.every((r) => r.ends_on !== null && r.ends_on < today);
  const noneCurrent = kind === "current" && allEnded;
  // "Is my Bukit Merah interest still current?": yes or no first.
  const asksStill = namesEntity && /\b(still|current|currently|live|active)\b/.test(fold(question));
  const answerFirst = !asksStill
    ? ""
    : allEnded
      ? `No: ${chosen.length === 1 ? "it has" : "they have"} ended. `
      : chosen.every((r) => r.ends_on === null || r.ends_on >= today)
        ? `Yes: ${chosen.length === 1 ? "it is" : "they are"} current. `
        : "";
  const head =
    whose && noneCurrent
      ? `${whose} no current interests in the register. ${chosen.length === 1 ? "This one has" : "These have"} ended:`
      : whose
        ? `${whose} ${chosen.length} ${kind} interest${chosen.length === 1 ? "" : "s"} in the register:`
        : `${chosen.length} ${kind} interest${chosen.length === 1 ? "" : "s"} in the register match${chosen.length === 1 ? "es" : ""}:`;
  return [`${answerFirst}${head}`, "", ...lines].join("\n");
}
