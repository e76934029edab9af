import { and, eq, isNull } from "drizzle-orm";
import { accessFlagsFor } from "../../../common/access.js";
import type { MeResponse, OrganisationSummary } from "../../../common/contracts/me.js";
import { roleLabel } from "../../../common/roles.js";
import { trialDaysLeft } from "../../../common/trial.js";
import type { DbOrTx } from "../../db/client.js";
import { isAnyOfIds, preparedFor } from "../../db/prepared.js";
import { accounts, memberships, organisations, people } from "../../db/schema/index.js";
import { asText, tickBatchByKey } from "../../db/tick-batch.js";
import type { Actor } from "../../http/actor.js";
import { notFound } from "../../http/app-error.js";
import { loadFeatureFlags } from "../feature-flags/feature-flag-query.js";
import { toOrgActor } from "../organisations/org-actor.js";
import { organisationAbilities } from "./organisation-abilities.js";

const personRows = preparedFor((db) =>
  db
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
    .where(isAnyOfIds(people.id, "personIds"))
    .prepare("me_people"),
);

const organisationRows = preparedFor((db) =>
  db
    .select({ o: organisations, m: memberships })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(
      and(
        isAnyOfIds(memberships.personId, "personIds"),
        // A revoked login or an invitation not yet accepted: not their organisation yet.
        eq(memberships.loginEnabled, true),
        isNull(organisations.deletedAt),
      ),
    )
    .orderBy(organisations.name, organisations.id)
    .prepare("me_organisations"),
);

// Every page load of the app asks who is signed in: the requests that arrive together share
// one statement for the people and one for their organisations.
const personOf = tickBatchByKey({
  keyOf: asText,
  rowKey: (row: { id: string }) => row.id,
  run: (db, personIds: readonly string[]) => personRows(db).execute({ personIds }),
});

const organisationsOf = tickBatchByKey({
  keyOf: asText,
  rowKey: (row: { m: { personId: string } }) => row.m.personId,
  run: (db, personIds: readonly string[]) => organisationRows(db).execute({ personIds }),
});

/** The current person, their organisations with role and access flags, and the feature flags. */
export async function loadMe(
  db: DbOrTx,
  actor: Actor,
  version: string,
  now = new Date(),
): Promise<MeResponse> {
  // The three reads are independent: on PostgreSQL they run on separate pooled connections at once.
  // Support users see partner views only; their organisation list is computed there.
  const [[person], rows, flags] = await Promise.all([
    personOf(db, actor.personId),
    actor.isSupport ? Promise.resolve([]) : organisationsOf(db, actor.personId),
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
      // The same policy the organisation's routes ask, so the client shows only what works.
      Abilities: organisationAbilities(
        toOrgActor(actor, {
          id: o.id,
          name: o.name,
          parentId: o.parentId,
          accountOwnerPersonId: o.accountOwnerPersonId,
          role: m.role,
          accessAllowed: m.accessAllowed,
          isBoardMember: m.isBoardMember,
          loginEnabled: m.loginEnabled,
        }),
      ),
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
