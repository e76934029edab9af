import { and, eq, isNull, sql } from "drizzle-orm";
import type { HomeTrial } from "../../../common/contracts/home.js";
import { showBuyNow, trialDaysLeft } from "../../../common/trial.js";
import { utcToZoned } from "../../../common/zoned-time.js";
import type { DbOrTx } from "../../db/client.js";
import { preparedFor } from "../../db/prepared.js";
import { memberships, organisations } from "../../db/schema/index.js";
import type { Actor, OrgActor } from "../../http/actor.js";
import { can as canActions } from "../actions/policy.js";
import { can as canBetweenMeetings } from "../between-meetings/policy.js";
import { can as canMeetings } from "../meetings/policy.js";
import { orgActorColumns, toOrgActor } from "../organisations/org-actor.js";
import { can as canSignatures } from "../signatures/policy.js";

export type HomeOrganisation = {
  id: string;
  name: string;
  /** Today's calendar date on the organisation's clock: action due dates are read against it. */
  today: string;
  timeZone: string;
  orgActor: OrgActor;
  trial: HomeTrial | null;
};

/**
 * The organisations whose records My Home may show, with what the person may
 * see in each: read once, then every section filters by these ids. The areas'
 * own policies decide, so My Home never shows what the area would refuse.
 */
export type MyOrganisations = {
  byId: Map<string, HomeOrganisation>;
  /** Meeting list access. */
  meetingOrgIds: string[];
  /** The action list (own actions at least). */
  actionOrgIds: string[];
  /** Agendas, votes and minutes: where ballots are cast and minutes signed. */
  agendaOrgIds: string[];
  /** Flying minutes: where ballots are cast between meetings. */
  betweenMeetingsOrgIds: string[];
  /** The library: where documents are signed. */
  documentOrgIds: string[];
  trials: HomeTrial[];
};

/** What an OrgActor needs and what My Home reads of each organisation (not settings, logos, …). */
const myOrganisationRows = preparedFor((db) =>
  db
    .select({
      ...orgActorColumns,
      timeZone: organisations.timeZone,
      status: organisations.status,
      trialStartDate: organisations.trialStartDate,
      trialDurationInDays: organisations.trialDurationInDays,
    })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(
      and(
        eq(memberships.personId, sql.placeholder("personId")),
        eq(memberships.accessAllowed, true),
        eq(memberships.loginEnabled, true),
        isNull(organisations.deletedAt),
      ),
    )
    .orderBy(organisations.name)
    .prepare("home_organisations"),
);

export async function loadMyOrganisations(
  db: DbOrTx,
  actor: Actor,
  now: Date,
): Promise<MyOrganisations> {
  const rows = await myOrganisationRows(db).execute({ personId: actor.personId });

  const byId = new Map<string, HomeOrganisation>();
  for (const o of rows) {
    const orgActor = toOrgActor(actor, o);
    const daysLeft = trialDaysLeft(o, now);
    byId.set(o.id, {
      id: o.id,
      name: o.name,
      today: utcToZoned(now, o.timeZone).date,
      timeZone: o.timeZone,
      orgActor,
      trial:
        daysLeft === null
          ? null
          : {
              OrganisationId: o.id,
              OrganisationName: o.name,
              IsCommittee: o.parentId !== null,
              DaysLeft: daysLeft,
              ShowBuyNow: showBuyNow(o, o.accountOwnerPersonId === actor.personId),
            },
    });
  }
  const all = [...byId.values()];
  const where = (allowed: (o: HomeOrganisation) => boolean) => all.filter(allowed).map((o) => o.id);
  return {
    byId,
    meetingOrgIds: where((o) => canMeetings(o.orgActor, "list")),
    actionOrgIds: where((o) => canActions(o.orgActor, "list")),
    agendaOrgIds: where((o) => canMeetings(o.orgActor, "readAgenda")),
    betweenMeetingsOrgIds: where((o) => canBetweenMeetings(o.orgActor, "read")),
    documentOrgIds: where((o) => canSignatures(o.orgActor, "read")),
    trials: all.flatMap((o) => (o.trial ? [o.trial] : [])),
  };
}

/** The organisation's name for a row, which the section query found through these ids. */
export function organisationName(orgs: MyOrganisations, organisationId: string): string {
  return orgs.byId.get(organisationId)?.name ?? "";
}
