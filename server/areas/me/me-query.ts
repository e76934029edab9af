import { and, eq, isNull } from "drizzle-orm";
import { accessFlagsFor } from "../../../common/access.js";
import type { MeResponse, OrganisationSummary } from "../../../common/contracts/me.js";
import { roleLabel } from "../../../common/roles.js";
import { trialDaysLeft } from "../../../common/trial.js";
import type { DbOrTx } from "../../db/client.js";
import { accounts, memberships, organisations, people } from "../../db/schema/index.js";
import type { Actor } from "../../http/actor.js";
import { notFound } from "../../http/app-error.js";
import { loadFeatureFlags } from "../feature-flags/feature-flag-query.js";

/** The current person, their organisations with role and access flags, and the feature flags. */
export async function loadMe(
  db: DbOrTx,
  actor: Actor,
  version: string,
  now = new Date(),
): Promise<MeResponse> {
  // The three reads are independent: on PostgreSQL they run on separate pooled connections at once.
  const personQuery = db
    .select({
      id: people.id,
      firstName: people.firstName,
      lastName: people.lastName,
      phoneNumber: people.phoneNumber,
      title: people.title,
      suffix: people.suffix,
      pictureFile: people.pictureFile,
      email: accounts.email,
      mfaEnabledAt: accounts.mfaEnabledAt,
    })
    .from(people)
    .innerJoin(accounts, eq(accounts.personId, people.id))
    .where(eq(people.id, actor.personId))
    .limit(1);
  // Support users see partner views only; their organisation list is computed there.
  const organisationsQuery = actor.isSupport
    ? Promise.resolve([])
    : db
        .select({ o: organisations, m: memberships })
        .from(memberships)
        .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
        .where(
          and(
            eq(memberships.personId, actor.personId),
            // A revoked login or an invitation not yet accepted: not their organisation yet.
            eq(memberships.loginEnabled, true),
            isNull(organisations.deletedAt),
          ),
        )
        .orderBy(organisations.name);
  const [[person], rows, flags] = await Promise.all([
    personQuery,
    organisationsQuery,
    loadFeatureFlags(db),
  ]);
  if (!person) throw notFound("Your account");

  const summaries: OrganisationSummary[] = rows.map(({ o, m }) => {
    const isCommittee = o.parentId !== null;
    return {
      Id: o.id,
      Name: o.name,
      ShortName: o.shortName,
      Status: o.status,
      TrialStartDate: o.trialStartDate?.toISOString() ?? null,
      TrialDurationInDays: o.trialDurationInDays,
      TrialDaysLeft: trialDaysLeft(o, now),
      IsAccountOwner: o.accountOwnerPersonId === actor.personId,
      HasBillingInfo: o.hasBillingInfo,
      IsOnboardingRequired: o.isOnboardingRequired,
      Parent: o.parentId,
      AccessAllowed: m.accessAllowed,
      Role: m.role,
      RoleLabel: roleLabel(m.role, isCommittee),
      Tags: m.tags,
      IsBoardMember: m.isBoardMember,
      Entitlements: o.entitlements,
      access: accessFlagsFor({ role: m.role, accessAllowed: m.accessAllowed, isCommittee }),
      featureFlags: flags.forOrganisation(o.id),
    };
  });

  return {
    person: {
      FullName: `${person.firstName} ${person.lastName}`.trim(),
      Email: person.email,
      PersonId: person.id,
      IsSupport: actor.isSupport,
      IsInstallationAdmin: actor.isInstallationAdmin,
      FirstName: person.firstName,
      LastName: person.lastName,
      PhoneNumber: person.phoneNumber,
      Title: person.title,
      Suffix: person.suffix,
      HasPicture: person.pictureFile !== null,
      MfaEnabled: person.mfaEnabledAt !== null,
    },
    organisations: summaries,
    featureFlags: flags.installation,
    version,
  };
}
