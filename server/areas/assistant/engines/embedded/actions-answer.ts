import { sql } from "drizzle-orm";
import { type ActionStatus, actionStatusLabels } from "../../../../../common/actions.js";
import { calendarDate } from "../../../../../common/date-formatters.js";
import { utcToZoned } from "../../../../../common/zoned-time.js";
import type { DbOrTx } from "../../../../db/client.js";
import { preparedSql } from "../../../../db/prepared.js";
import { queryRows } from "../../../../db/raw-rows.js";
import { actionItems, actionOwners, meetings, people } from "../../../../db/schema/index.js";
import { tickBatchByKey } from "../../../../db/tick-batch.js";
import { uuidList } from "../../../../db/uuid-list.js";
import type { QuestionAnalysis } from "../../understanding/question-analysis.js";
import { type AnswerScope, type CitationBook, scopeKey } from "../engine.js";

/** Whose actions the question is about: the asker's ("my"), a named member's, or everyone's. */
function ownerAsked(
  analysis: QuestionAnalysis,
  scope: AnswerScope,
): { personId: string; name: string; isAsker: boolean } | null {
  if (analysis.mine) return { personId: scope.personId, name: "you", isAsker: true };
  const named = analysis.people[0];
  return named
    ? { personId: named.id, name: `${named.first} ${named.last}`, isAsker: false }
    : null;
}

/** An open action as the answer lists it. */
type ActionRow = {
  description: string;
  due_date: string | null;
  status: ActionStatus;
  organisation_id: string;
  meeting_id: string | null;
  meeting_title: string | null;
};

type EveryonesActionRow = ActionRow & { owners: string | null };

/** An action as the answer lists it, with its meeting's title and its owners' names. */
const actionsWithOwners = sql`select a.description, a.due_date, a.status, a.organisation_id,
    a.meeting_id, m.title as meeting_title,
    (select string_agg(p.first_name || ' ' || p.last_name, ', ' order by p.last_name)
     from action_owners o join people p on p.id = o.person_id where o.action_id = a.id) as owners
  from action_items a left join meetings m on m.id = a.meeting_id`;

/** Everyone's open actions in the organisations read (or all of one meeting's), with owners. */
async function everyonesOpenActions(
  db: DbOrTx,
  organisationIds: readonly string[],
  meetingId?: string | null,
) {
  return queryRows<EveryonesActionRow>(
    db,
    sql`${actionsWithOwners}
        where a.organisation_id = any(${uuidList(organisationIds)})
          and (${meetingId ?? null}::uuid is null or a.meeting_id = ${meetingId ?? null}::uuid)
          and (${meetingId ?? null}::uuid is not null or a.status not in ('Done', 'Cancelled'))
        order by a.due_date is null, a.due_date, a.id
        limit 200`,
  );
}

/** Everyone's actions of one closed status (or one owner's), most recently due first. */
async function closedActions(
  db: DbOrTx,
  organisationIds: readonly string[],
  status: "Done" | "Cancelled",
  ownerId: string | null,
) {
  return queryRows<EveryonesActionRow>(
    db,
    sql`${actionsWithOwners}
        where a.organisation_id = any(${uuidList(organisationIds)}) and a.status = ${status}
          and (${ownerId}::uuid is null or exists (
            select 1 from action_owners o where o.action_id = a.id and o.person_id = ${ownerId}::uuid))
        order by a.due_date desc nulls last, a.id
        limit 200`,
  );
}

/** An owner's open action, with the others who share it ("who is working with me on…"). */
type OpenActionRow = ActionRow & { owner: string; scope: string; others: string | null };

// For each (owner, scope) of the questions asked together, the owner's open actions there,
// undated last.
const openActionRows = preparedSql<OpenActionRow>(
  "assistant_open_actions",
  sql`select s.owner, s.scope, a.description, a.due_date, a.status, a.organisation_id,
      a.meeting_id, m.title as meeting_title,
      (select string_agg(p.first_name || ' ' || p.last_name, ', ' order by p.last_name)
       from ${actionOwners} shared join ${people} p on p.id = shared.person_id
       where shared.action_id = a.id and shared.person_id <> s.owner) as others
    from unnest(${sql.placeholder("owners")}::uuid[], ${sql.placeholder("scopes")}::text[])
      as s(owner, scope)
    join ${actionOwners} o on o.person_id = s.owner
    join ${actionItems} a on a.id = o.action_id
      and a.organisation_id = any(string_to_array(s.scope, ',')::uuid[])
      and a.status not in ('Done', 'Cancelled')
    left join ${meetings} m on m.id = a.meeting_id
    order by a.due_date is null, a.due_date, a.id`,
);

// The questions asked together share one statement, and the same owner and scope one look-up.
type OwnerInScope = { owner: string; scope: string };

const openActionsOf = tickBatchByKey({
  keyOf: (k: OwnerInScope) => `${k.owner}|${k.scope}`,
  rowKey: (row: OpenActionRow) => `${row.owner}|${row.scope}`,
  run: (db, keys: readonly OwnerInScope[]) =>
    openActionRows(db, {
      owners: keys.map((k) => k.owner),
      scopes: keys.map((k) => k.scope),
    }),
});

/**
 * "What are my open actions?", "Which of Mele's actions are overdue?", "Who owns open actions?",
 * "How many actions are overdue?": from the actions themselves, never from agenda items that
 * happen to be called "Action Items".
 */
export async function actionsAnswer(
  db: DbOrTx,
  analysis: QuestionAnalysis,
  scope: AnswerScope,
  book: CitationBook,
  narrow: {
    /** Whether an action's description holds the question's subject. */
    about?: (description: string) => boolean;
    /** The meeting the actions came from ("actions from the August meeting"). */
    meetingId?: string | null;
    /** Due in this period ("due in the next fortnight"). */
    due?: { from: string; to: string } | null;
    /** Organisations whose meetings the asker may not open (an Executive's): never cited. */
    uncited?: ReadonlySet<string>;
    /** Null, not "no actions", when none holds the subject ("what actions does priya have"). */
    noneIsNull?: boolean;
  } = {},
): Promise<string | null> {
  if (scope.organisations.length === 0) return null;
  const overdueOnly = analysis.actionStatus === "overdue";
  // "Which actions haven't been started?": the open ones that stand there.
  const standing: Record<string, { status: ActionStatus; words: string }> = {
    notStarted: { status: "NotStarted", words: "not started" },
    inProgress: { status: "InProgress", words: "in progress" },
    onHold: { status: "OnHold", words: "on hold" },
  };
  const stands = standing[analysis.actionStatus ?? ""] ?? null;
  const today = utcToZoned(scope.now ?? new Date(), scope.timeZone).date;
  const owner = ownerAsked(analysis, scope);
  // The actions of one meeting are all of them, done or not; otherwise the open ones.
  const ofMeeting = narrow.meetingId ?? null;
  // "Were any actions cancelled?", "what has Mele finished?": those of that status.
  const closed =
    analysis.actionStatus === "done"
      ? "Done"
      : analysis.actionStatus === "cancelled"
        ? "Cancelled"
        : null;
  // "How many actions has Eric been given in total?": the open ones and the closed ones.
  const everything = analysis.actionStatus === "all" && !ofMeeting;
  const closedToo = everything
    ? [
        ...(await closedActions(
          db,
          scope.organisations.map((o) => o.id),
          "Done",
          owner?.personId ?? null,
        )),
        ...(await closedActions(
          db,
          scope.organisations.map((o) => o.id),
          "Cancelled",
          owner?.personId ?? null,
        )),
      ]
    : [];
  const found =
    closed && !ofMeeting
      ? await closedActions(
          db,
          scope.organisations.map((o) => o.id),
          closed,
          owner?.personId ?? null,
        )
      : owner && !ofMeeting
        ? await openActionsOf(db, { owner: owner.personId, scope: scopeKey(scope) })
        : await everyonesOpenActions(
            db,
            scope.organisations.map((o) => o.id),
            ofMeeting,
          );
  const rows = [...found, ...closedToo];
  const listed = rows.filter(
    (r) =>
      (!overdueOnly || (r.due_date !== null && r.due_date < today)) &&
      (!stands || r.status === stands.status) &&
      (narrow.meetingId === undefined ||
        narrow.meetingId === null ||
        r.meeting_id === narrow.meetingId) &&
      (!narrow.about || narrow.about(r.description)) &&
      // "Actions not tied to a meeting".
      (!analysis.outsideMeetings || r.meeting_id === null) &&
      (!narrow.due ||
        (r.due_date !== null && r.due_date >= narrow.due.from && r.due_date <= narrow.due.to)),
  );
  const actionLine = (a: (typeof rows)[number]) => {
    const due = a.due_date
      ? // Only an action still open can be overdue.
        `due ${calendarDate(a.due_date, "date")}${a.due_date < today && !["Done", "Cancelled"].includes(a.status) ? " (**overdue**)" : ""}`
      : "no due date";
    const cite =
      a.meeting_id && a.meeting_title && !narrow.uncited?.has(a.organisation_id)
        ? ` ${book.cite({ documentType: "Meeting", meetingId: a.meeting_id, organisationId: a.organisation_id, documentName: a.meeting_title })}`
        : "";
    const owners =
      "owners" in a && a.owners
        ? ` — ${a.owners}`
        : "others" in a && a.others
          ? ` — with ${a.others}`
          : "";
    return `- ${a.description}${owners} — ${due}, ${actionStatusLabels[a.status].toLowerCase()}${cite}`;
  };
  const who =
    owner && !ofMeeting ? (owner.isAsker ? "You have" : `${owner.name} has`) : "There are";
  // "Has Nathan finished the MFA rollout yet?": not done, so what it stands at.
  if (closed === "Done" && listed.length === 0 && narrow.about && !ofMeeting) {
    const open = (
      owner
        ? await openActionsOf(db, { owner: owner.personId, scope: scopeKey(scope) })
        : await everyonesOpenActions(
            db,
            scope.organisations.map((o) => o.id),
            null,
          )
    ).filter((r) => narrow.about?.(r.description));
    if (open.length > 0) {
      const lines = open.slice(0, 25).map((a) => actionLine(a));
      return ["Not yet: it is still open.", "", ...lines].join("\n");
    }
  }
  const kind =
    closed === "Done"
      ? "completed"
      : closed === "Cancelled"
        ? "cancelled"
        : (stands?.words ?? null);
  // "What happened to the action to review the KPIs?", "who had the recruitment action and did
  // it get done?": none of that status is about it, so where the ones about it stand.
  if (
    listed.length === 0 &&
    narrow.about &&
    !ofMeeting &&
    !everything &&
    !overdueOnly &&
    !narrow.due &&
    !analysis.outsideMeetings
  ) {
    const ids = scope.organisations.map((o) => o.id);
    const person = owner?.personId ?? null;
    const others = [
      ...(closed === null
        ? []
        : owner
          ? await openActionsOf(db, { owner: owner.personId, scope: scopeKey(scope) })
          : await everyonesOpenActions(db, ids, null)),
      ...(closed === "Done" ? [] : await closedActions(db, ids, "Done", person)),
      ...(closed === "Cancelled" ? [] : await closedActions(db, ids, "Cancelled", person)),
    ].filter((r) => narrow.about?.(r.description));
    if (others.length > 0)
      return [
        others.length === 1
          ? "This is the action about that, and where it stands:"
          : `These ${others.length} actions are about that, and where they stand:`,
        "",
        ...others.slice(0, 25).map((a) => actionLine(a)),
      ].join("\n");
  }
  if (listed.length === 0 && narrow.about && narrow.noneIsNull) return null;
  if (listed.length === 0)
    return overdueOnly
      ? `${who} no overdue actions.`
      : `${who} no ${kind ?? "open"} actions${analysis.outsideMeetings ? " outside a meeting" : ""}.`;
  const plural = listed.length === 1 ? "" : "s";
  const state = ofMeeting ? "" : overdueOnly ? " overdue" : ` ${kind ?? "open"}`;
  const open = listed.filter((a) => a.status !== "Done" && a.status !== "Cancelled").length;
  const heading = ofMeeting
    ? `${listed.length} action${plural} came out of that meeting:`
    : everything
      ? `${owner ? `${owner.isAsker ? "You have" : `${owner.name} has`} been given` : listed.length === 1 ? "There is" : "There are"} ${listed.length} action${plural} in all (${open} still open):`
      : stands
        ? `${who === "There are" ? (listed.length === 1 ? "There is" : "There are") : who} ${listed.length} action${plural} ${stands.words}:`
        : owner
          ? `${who} ${listed.length} ${overdueOnly ? "overdue" : (kind ?? "open")} action${plural}:`
          : `There ${listed.length === 1 ? "is" : "are"} ${listed.length}${state} action${plural}:`;
  const lines = listed.slice(0, 25).map((a) => actionLine(a));
  const more =
    listed.length > 25 ? ["", `…and ${listed.length - 25} more on the Actions page.`] : [];
  return [heading, "", ...lines, ...more].join("\n");
}
