import { aliasedTable, and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { loginStatusLabels, loginStatusSchema } from "../../../common/contracts/people.js";
import type {
  ChangedField,
  PeopleChange,
  PeopleChangeKind,
  PeopleChangeList,
  PeopleChangesQuery,
} from "../../../common/contracts/people-changes.js";
import {
  peopleChangeActions,
  peopleChangeKinds,
} from "../../../common/contracts/people-changes.js";
import { calendarDate, dateTimeInZone } from "../../../common/date-formatters.js";
import { roleLabel, roleSchema } from "../../../common/roles.js";
import { zonedToUtc } from "../../../common/zoned-time.js";
import type { DbOrTx } from "../../db/client.js";
import { auditLog, organisations, people } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { fullName } from "./member-rows.js";

/** Enough for a screen; narrower filters find older entries. */
const pageSize = 300;

const kindByAction = new Map<string, PeopleChangeKind>(
  peopleChangeKinds.map((kind) => [peopleChangeActions[kind], kind]),
);

/** Fields shown, in this order; anything else an entry holds (ids, flags) stays in the log. */
const shownFields = [
  "firstName",
  "lastName",
  "email",
  "title",
  "suffix",
  "phoneNumber",
  "role",
  "isBoardMember",
  "tags",
  "tenureStartsOn",
  "tenureEndsOn",
  "loginStatus",
  "expiresAt",
  "accountOwner",
  "interestsClosed",
] as const;

/** People changes: who changed what about whom and when, read from the audit log. */
export async function listPeopleChanges(
  db: DbOrTx,
  org: OrgActor,
  query: PeopleChangesQuery,
): Promise<PeopleChangeList> {
  const organisationId = org.organisation.id;
  const [{ timeZone } = { timeZone: "UTC" }] = await db
    .select({ timeZone: organisations.timeZone })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  const actions = query.kind
    ? [peopleChangeActions[query.kind]]
    : peopleChangeKinds.map((k) => peopleChangeActions[k]);
  const conditions = [
    eq(auditLog.organisationId, organisationId),
    eq(auditLog.subjectType, "person"),
    inArray(auditLog.action, actions),
  ];
  if (query.personId) conditions.push(eq(auditLog.subjectId, query.personId));
  if (query.from) conditions.push(gte(auditLog.at, zonedToUtc(query.from, "00:00", timeZone)));
  if (query.to) conditions.push(lt(auditLog.at, zonedToUtc(dayAfter(query.to), "00:00", timeZone)));

  const subject = aliasedTable(people, "subject");
  const actor = aliasedTable(people, "actor");
  const rows = await db
    .select({
      entry: auditLog,
      subjectFirst: subject.firstName,
      subjectLast: subject.lastName,
      actorFirst: actor.firstName,
      actorLast: actor.lastName,
    })
    .from(auditLog)
    .leftJoin(subject, sql`${subject.id}::text = ${auditLog.subjectId}`)
    .leftJoin(actor, eq(actor.id, auditLog.actorPersonId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.seq))
    .limit(pageSize + 1);

  const mentioned = await db
    .selectDistinct({ id: people.id, firstName: people.firstName, lastName: people.lastName })
    .from(auditLog)
    .innerJoin(people, sql`${people.id}::text = ${auditLog.subjectId}`)
    .where(
      and(
        eq(auditLog.organisationId, organisationId),
        eq(auditLog.subjectType, "person"),
        inArray(
          auditLog.action,
          peopleChangeKinds.map((k) => peopleChangeActions[k]),
        ),
      ),
    );
  const names = new Map(mentioned.map((p) => [p.id, fullName(p)]));
  const isCommittee = org.organisation.parentId !== null;
  const format = (key: string, value: unknown) =>
    formatValue(key, value, { isCommittee, timeZone, names });

  const changes: PeopleChange[] = rows.slice(0, pageSize).map((r) => {
    const kind = kindByAction.get(r.entry.action) ?? "details";
    return {
      Id: r.entry.id,
      At: r.entry.at.toISOString(),
      Kind: kind,
      PersonId: r.entry.subjectId,
      PersonName:
        r.subjectFirst !== null
          ? fullName({ firstName: r.subjectFirst, lastName: r.subjectLast ?? "" })
          : "",
      ActorName:
        r.actorFirst !== null
          ? fullName({ firstName: r.actorFirst, lastName: r.actorLast ?? "" })
          : null,
      Fields: changedFields(r.entry.before, r.entry.after, format),
    };
  });
  return {
    changes,
    people: [...names]
      .map(([PersonId, Name]) => ({ PersonId, Name }))
      .sort((a, b) => a.Name.localeCompare(b.Name)),
    Truncated: rows.length > pageSize,
    TimeZone: timeZone,
  };
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function changedFields(
  before: unknown,
  after: unknown,
  format: (key: string, value: unknown) => string | null,
): ChangedField[] {
  const b = withLoginStatus(record(before));
  const a = withLoginStatus(record(after));
  const fields: ChangedField[] = [];
  for (const key of shownFields) {
    if (!(key in a) && !(key in b)) continue;
    fields.push({
      Field: key,
      Before: key in b ? format(key, b[key]) : null,
      After: key in a ? format(key, a[key]) : null,
    });
  }
  return fields;
}

/** Entries written when people are added store the login flag; the page speaks in statuses. */
function withLoginStatus(values: Record<string, unknown>): Record<string, unknown> {
  if (typeof values.loginEnabled !== "boolean" || "loginStatus" in values) return values;
  return { ...values, loginStatus: values.loginEnabled ? "CanLogin" : "NoAccess" };
}

function formatValue(
  key: string,
  value: unknown,
  context: { isCommittee: boolean; timeZone: string; names: Map<string, string> },
): string | null {
  if (value === null || value === undefined) return null;
  if (key === "role") {
    const role = roleSchema.safeParse(value);
    return role.success ? roleLabel(role.data, context.isCommittee) : String(value);
  }
  if (key === "loginStatus") {
    const status = loginStatusSchema.safeParse(value);
    return status.success ? loginStatusLabels[status.data] : String(value);
  }
  if (key === "isBoardMember") return value === true ? "Yes" : "No";
  if (key === "tags") return Array.isArray(value) && value.length > 0 ? value.join(", ") : null;
  // Dates are read, not parsed: "25 Dec 2026, 4:22 pm NZDT", "3 Dec 2026".
  if (key === "expiresAt" && typeof value === "string")
    return dateTimeInZone(value, context.timeZone);
  if ((key === "tenureStartsOn" || key === "tenureEndsOn") && typeof value === "string")
    return calendarDate(value);
  if (key === "accountOwner" && typeof value === "string") return context.names.get(value) ?? value;
  return String(value);
}

function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
