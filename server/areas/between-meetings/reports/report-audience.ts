import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { accounts, memberships, organisations, people } from "../../../db/schema/index.js";
import { can } from "../policy.js";
import { inReportAudience } from "./report-access.js";
import type { ReportRecord } from "./report-record.js";

export type AudienceMember = {
  personId: string;
  name: string;
  firstName: string;
  initials: string;
  /** Where the report's e-mail goes; null for someone who cannot sign in (its link needs a session). */
  email: string | null;
};

export const initialsOf = (first: string, last: string) =>
  `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase() || "?";

/**
 * The report's audience as it is now, its author left out (they wrote it): the members in it who
 * open Between Meetings, by name. "board" is everyone but Executive / Guest; a member whose
 * access is revoked is in no audience until it is granted again.
 */
export async function audienceMembersOf(
  db: DbOrTx,
  report: Pick<
    ReportRecord,
    "organisationId" | "authorPersonId" | "audience" | "audienceRoles" | "audiencePersonIds"
  >,
): Promise<AudienceMember[]> {
  if (report.audience === "people" && report.audiencePersonIds.length === 0) return [];
  const rows = await db
    .select({
      personId: memberships.personId,
      role: memberships.role,
      loginEnabled: memberships.loginEnabled,
      accessAllowed: memberships.accessAllowed,
      parentId: organisations.parentId,
      first: people.firstName,
      last: people.lastName,
      email: accounts.email,
    })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .innerJoin(people, eq(people.id, memberships.personId))
    .leftJoin(accounts, eq(accounts.personId, memberships.personId))
    .where(
      and(
        eq(memberships.organisationId, report.organisationId),
        eq(memberships.accessAllowed, true),
        report.audience === "people"
          ? inArray(memberships.personId, report.audiencePersonIds)
          : undefined,
      ),
    )
    .orderBy(asc(people.lastName), asc(people.firstName));
  return rows
    .filter(
      (r) =>
        r.personId !== report.authorPersonId &&
        can({ membership: r, organisation: { parentId: r.parentId } }, "read") &&
        inReportAudience(report, { personId: r.personId, role: r.role }),
    )
    .map((r) => ({
      personId: r.personId,
      name: `${r.first} ${r.last}`.trim(),
      firstName: r.first,
      initials: initialsOf(r.first, r.last),
      email: r.loginEnabled ? r.email : null,
    }));
}

/** The author's address for their notices, when they can still sign in to this organisation. */
export async function authorAddress(
  db: DbOrTx,
  report: Pick<ReportRecord, "organisationId" | "authorPersonId">,
): Promise<{ email: string; firstName: string } | null> {
  const [row] = await db
    .select({
      email: accounts.email,
      first: people.firstName,
      loginEnabled: memberships.loginEnabled,
      accessAllowed: memberships.accessAllowed,
    })
    .from(memberships)
    .innerJoin(people, eq(people.id, memberships.personId))
    .innerJoin(accounts, eq(accounts.personId, memberships.personId))
    .where(
      and(
        eq(memberships.organisationId, report.organisationId),
        eq(memberships.personId, report.authorPersonId),
      ),
    )
    .limit(1);
  if (!row?.loginEnabled || !row.accessAllowed) return null;
  return { email: row.email, firstName: row.first };
}
