import { and, asc, eq, gt, isNull, notExists, sql } from "drizzle-orm";
import {
  type HomeSignatureRequest,
  type HomeVote,
  homeListLimit,
} from "../../../common/contracts/home.js";
import type { DbOrTx } from "../../db/client.js";
import { isAnyOfIds, preparedFor } from "../../db/prepared.js";
import {
  agendaItems,
  ballots,
  flyingMinutes,
  meetings,
  minuteConfirmations,
  minuteSignatures,
  votes,
} from "../../db/schema/index.js";
import { flyingMinuteContextType } from "../between-meetings/flying-minutes/flying-minute-record.js";
import { voteOnItem } from "../meetings/votes/item-vote.js";
import { type MyOrganisations, organisationName } from "./my-organisations.js";

/**
 * Open meeting votes the person may cast and has not: eligibility is the list fixed
 * when the vote opened (board members present, not conflicted), as castBallot checks.
 */
const myOpenVotes = preparedFor((db) =>
  db
    .select({
      id: votes.id,
      motion: votes.motion,
      openedAt: votes.openedAt,
      itemTitle: agendaItems.title,
      meetingId: meetings.id,
      meetingTitle: meetings.title,
      organisationId: votes.organisationId,
    })
    .from(votes)
    .innerJoin(agendaItems, voteOnItem)
    .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
    .where(
      and(
        eq(votes.status, "open"),
        isAnyOfIds(votes.organisationId, "orgIds"),
        isNull(meetings.cancelledAt),
        sql`${votes.eligiblePersonIds} @> jsonb_build_array(${sql.placeholder("personId")}::text)`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(ballots)
            .where(
              and(eq(ballots.voteId, votes.id), eq(ballots.personId, sql.placeholder("personId"))),
            ),
        ),
      ),
    )
    .orderBy(asc(votes.openedAt), asc(votes.id))
    .limit(homeListLimit)
    .prepare("home_open_votes"),
);

export async function openVotesForMe(
  db: DbOrTx,
  orgs: MyOrganisations,
  personId: string,
): Promise<HomeVote[]> {
  if (orgs.agendaOrgIds.length === 0) return [];
  const rows = await myOpenVotes(db).execute({ personId, orgIds: orgs.agendaOrgIds });
  return rows.map((v) => ({
    Id: v.id,
    Motion: v.motion,
    ItemTitle: v.itemTitle,
    MeetingId: v.meetingId,
    MeetingTitle: v.meetingTitle,
    FlyingMinuteId: null,
    ClosesAt: null,
    OrganisationId: v.organisationId,
    OrganisationName: organisationName(orgs, v.organisationId),
    OpenedAt: v.openedAt.toISOString(),
  }));
}

const mySignatureRequests = preparedFor((db) =>
  db
    .select({
      meetingId: meetings.id,
      meetingTitle: meetings.title,
      startTime: meetings.startTime,
      timeZone: meetings.timeZone,
      organisationId: meetings.organisationId,
      requestedAt: minuteSignatures.requestedAt,
    })
    .from(minuteSignatures)
    .innerJoin(minuteConfirmations, eq(minuteConfirmations.id, minuteSignatures.confirmationId))
    .innerJoin(meetings, eq(meetings.id, minuteConfirmations.meetingId))
    .where(
      and(
        eq(minuteSignatures.personId, sql.placeholder("personId")),
        isNull(minuteSignatures.signedAt),
        isNull(minuteConfirmations.reversedAt),
        isAnyOfIds(meetings.organisationId, "orgIds"),
      ),
    )
    .orderBy(asc(minuteSignatures.requestedAt), asc(meetings.id))
    .limit(homeListLimit)
    .prepare("home_signature_requests"),
);

/** Confirmed minutes the person has been asked to sign and has not; reversed confirmations drop out. */
export async function minutesAwaitingMySignature(
  db: DbOrTx,
  orgs: MyOrganisations,
  personId: string,
): Promise<HomeSignatureRequest[]> {
  if (orgs.agendaOrgIds.length === 0) return [];
  const rows = await mySignatureRequests(db).execute({ personId, orgIds: orgs.agendaOrgIds });
  return rows.map((s) => ({
    MeetingId: s.meetingId,
    MeetingTitle: s.meetingTitle,
    MeetingStartTime: s.startTime.toISOString(),
    TimeZone: s.timeZone,
    OrganisationId: s.organisationId,
    OrganisationName: organisationName(orgs, s.organisationId),
    RequestedAt: s.requestedAt.toISOString(),
  }));
}

/**
 * Flying minutes being voted on that the person may vote on and has not: the vote's voters,
 * fixed by the engine, as castBallot checks; before the close time only.
 */
const myOpenFlyingMinutes = preparedFor((db) =>
  db
    .select({
      id: votes.id,
      motion: votes.motion,
      openedAt: votes.openedAt,
      flyingMinuteId: flyingMinutes.id,
      title: flyingMinutes.title,
      closesAt: flyingMinutes.voteClosesAt,
      organisationId: votes.organisationId,
    })
    .from(votes)
    .innerJoin(
      flyingMinutes,
      and(eq(votes.contextType, flyingMinuteContextType), eq(flyingMinutes.id, votes.contextId)),
    )
    .where(
      and(
        eq(votes.status, "open"),
        eq(flyingMinutes.status, "VotingInProgress"),
        gt(flyingMinutes.voteClosesAt, sql`now()`),
        isAnyOfIds(votes.organisationId, "orgIds"),
        sql`${votes.eligiblePersonIds} @> jsonb_build_array(${sql.placeholder("personId")}::text)`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(ballots)
            .where(
              and(eq(ballots.voteId, votes.id), eq(ballots.personId, sql.placeholder("personId"))),
            ),
        ),
      ),
    )
    .orderBy(asc(flyingMinutes.voteClosesAt), asc(votes.id))
    .limit(homeListLimit)
    .prepare("home_open_flying_minutes"),
);

export async function openFlyingMinutesForMe(
  db: DbOrTx,
  orgs: MyOrganisations,
  personId: string,
): Promise<HomeVote[]> {
  if (orgs.betweenMeetingsOrgIds.length === 0) return [];
  const rows = await myOpenFlyingMinutes(db).execute({
    personId,
    orgIds: orgs.betweenMeetingsOrgIds,
  });
  return rows.map((v) => ({
    Id: v.id,
    Motion: v.motion,
    ItemTitle: v.title,
    MeetingId: null,
    MeetingTitle: "",
    FlyingMinuteId: v.flyingMinuteId,
    ClosesAt: v.closesAt.toISOString(),
    OrganisationId: v.organisationId,
    OrganisationName: organisationName(orgs, v.organisationId),
    OpenedAt: v.openedAt.toISOString(),
  }));
}
