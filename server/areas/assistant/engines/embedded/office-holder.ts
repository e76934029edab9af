import { sql } from "drizzle-orm";
import { calendarDate } from "../../../../../common/date-formatters.js";
import type { DbOrTx } from "../../../../db/client.js";
import { queryRows } from "../../../../db/raw-rows.js";
import { uuidList } from "../../../../db/uuid-list.js";
import { fold } from "../../understanding/question-analysis.js";
import { questionWords, stemOf, variantsOf } from "../../understanding/question-words.js";
import type { CitationBook } from "../engine.js";
import { approvedDecisions } from "./approved-decisions.js";
import { decisionPlace } from "./decision-place.js";
import { sentenceBreak } from "./sentences.js";

const offices =
  /\b(chair|chairs|chairperson|chairman|chairwoman|deputy|vice|treasurer|secretary|president|patron|auditors?|convenor|convener|clerk|registrar|returning officer|public officer|company secretary|solicitors?|bankers?|lawyers?|legal counsel|accountants?|insurers?|insurance brokers?|brokers?|architects?|quantity surveyors?|valuers?|(audit|engagement) partner)\b/;

/**
 * "Who's deputy chair now?", "who is our auditor", "who chairs the committee": the office a
 * question asks the holder of, as its words. Null for any other "who" question ("who is
 * responsible for…", "who is the chair of the festival's insurance working group" still is).
 */
export function askedOffice(question: string): string[] | null {
  const q = fold(question).trim();
  const holds =
    /^who(?:'s|s| is| are)? (?:now |currently )?(?:the |our |their )?(.+?)(?: now| currently| at the moment| these days| at present| nowadays)?\??$/.exec(
      q,
    ) ?? /^who (chairs|convenes) (.+?)\??$/.exec(q);
  if (!holds) return null;
  const phrase = holds[2]
    ? `${holds[1] === "chairs" ? "chair" : "convenor"} ${holds[2]}`
    : holds[1];
  if (!phrase || !offices.test(phrase)) return null;
  if (/\b(responsible|doing|handling|looking|meant|supposed|going|in charge|on)\b/.test(phrase))
    return null;
  const words = (phrase.match(/[a-z][a-z'-]*/g) ?? [])
    .map((w) => (w === "chairs" ? "chair" : w))
    .filter((w) => !questionWords.has(w) || w === "chair");
  return words.length ? words : null;
}

/**
 * The holder of an office, as the latest decision electing or appointing to it says ("Tom
 * Karalis is elected Deputy Chair"), cited. Null when no decision does.
 */
export async function officeHolderAnswer(
  db: DbOrTx,
  office: readonly string[],
  organisationIds: readonly string[],
  book: CitationBook,
): Promise<string | null> {
  if (organisationIds.length === 0) return null;
  const rows = await approvedDecisions(
    db,
    organisationIds,
    "(elect|appoint|co-?opt|install|confirm)",
  );
  const holds = (text: string, w: string) =>
    variantsOf(w).some((v) => new RegExp(`\\b${stemOf(v)}`).test(text));
  // "Deputy Chair" is not "Chair": an office's own words, and no others before it.
  const plain = office.length === 1 && /^chair/.test(office[0] ?? "");
  for (const d of rows) {
    const sentences = d.text.split(sentenceBreak);
    const said = sentences.find((s) => {
      const t = fold(s);
      return (
        /\b(elect|appoint|re-?elect|re-?appoint|co-?opt|install|confirm)/.test(t) &&
        office.every((w) => holds(t, w)) &&
        !(plain && /\b(deputy|vice|co)[ -]chair/.test(t))
      );
    });
    if (!said) continue;
    return `As decided on ${calendarDate(d.decided_on, "date")}: “${said.trim()}”\n\n- **${d.title}**${decisionPlace(book, d)}`;
  }
  return roleHolders(db, office, organisationIds);
}

/** Quorate's own roles for the offices that are roles: the Chair, the Secretary. */
const roleOf: Record<string, string> = {
  chair: "Chairman",
  chairs: "Chairman",
  chairperson: "Chairman",
  chairman: "Chairman",
  chairwoman: "Chairman",
  secretary: "PersonalAssistant",
};

/**
 * Where no decision elects to it, the Chair or the Secretary as the organisation's membership
 * records them (no record to cite: the membership is the organisation's own list).
 */
async function roleHolders(
  db: DbOrTx,
  office: readonly string[],
  organisationIds: readonly string[],
): Promise<string | null> {
  const word = office.length === 1 ? (office[0] ?? "") : "";
  const role = Object.hasOwn(roleOf, word) ? roleOf[word] : undefined;
  if (!role) return null;
  const rows = await queryRows<{ name: string; organisation: string }>(
    db,
    sql`select p.first_name || ' ' || p.last_name as name, o.name as organisation
        from memberships ms join people p on p.id = ms.person_id
        join organisations o on o.id = ms.organisation_id
        where ms.organisation_id = any(${uuidList(organisationIds)}) and ms.role = ${role}
        order by o.name, p.last_name`,
  );
  if (rows.length === 0) return null;
  const title = role === "Chairman" ? "Chair" : "Secretary";
  return rows.map((r) => `${r.name} is the ${title} of ${r.organisation}.`).join("\n");
}
