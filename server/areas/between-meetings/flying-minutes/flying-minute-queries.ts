import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import {
  hostMoves,
  isOpenFlyingMinute,
  outcomeOf,
} from "../../../../common/between-meetings/flying-minute-status.js";
import type {
  FlyingMinuteList,
  FlyingMinuteSummary,
  FlyingMinuteView,
} from "../../../../common/contracts/flying-minutes.js";
import { dateTimeInZone } from "../../../../common/date-formatters.js";
import { participationNeeded } from "../../../../common/votes/vote-math.js";
import type { DbOrTx } from "../../../db/client.js";
import {
  accounts,
  ballots,
  decisions,
  flyingMinuteComments,
  flyingMinuteNotices,
  flyingMinutes,
  memberships,
  people,
  votes,
} from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { currentInterestsMentioning } from "../../interests/interests-mentioning.js";
import { organisationTimeZone } from "../../organisations/organisation-zone.js";
import { personNames, voteDetails, votingRules } from "../../votes/queries.js";
import { attachedFiles, flyingMinuteFileLink, presentAttachedFile } from "../library-files.js";
import { can } from "../policy.js";
import { flyingMinuteVotes } from "./flying-minute-context.js";
import { entitledToFlyingMinutes } from "./flying-minute-entitlement.js";
import { flyingMinuteContextType, readableFlyingMinute, voteIdOf } from "./flying-minute-record.js";
import { flyingMinuteRuleText } from "./flying-minute-rule-text.js";

/** A flying minute as its page shows it to this viewer; a Draft exists only for its hosts. */
export async function flyingMinuteView(
  db: DbOrTx,
  org: OrgActor,
  flyingMinuteId: string,
): Promise<FlyingMinuteView> {
  const fm = await readableFlyingMinute(db, org, flyingMinuteId);
  const hosting = can(org, "host");
  const context = flyingMinuteVotes();
  const voteId = await voteIdOf(db, fm.id);
  const { vote, details } = await voteDetails(db, context, voteId, org);
  const rules = await votingRules(db, fm.organisationId, context);
  const zone = await organisationTimeZone(db, fm.organisationId);
  const chosen = [...new Set([...fm.voterPersonIds, ...fm.conflictedPersonIds])];
  const voterRows =
    chosen.length === 0
      ? []
      : await db
          .select({
            personId: people.id,
            first: people.firstName,
            last: people.lastName,
            loginEnabled: memberships.loginEnabled,
            account: accounts.personId,
          })
          .from(people)
          .leftJoin(
            memberships,
            and(
              eq(memberships.personId, people.id),
              eq(memberships.organisationId, fm.organisationId),
            ),
          )
          .leftJoin(accounts, eq(accounts.personId, people.id))
          .where(inArray(people.id, chosen))
          .orderBy(asc(people.lastName), asc(people.firstName));
  const votedIds = new Set(
    (
      await db
        .select({ personId: ballots.personId })
        .from(ballots)
        .where(eq(ballots.voteId, voteId))
    ).map((b) => b.personId),
  );
  const conflicted = new Set(fm.conflictedPersonIds);
  const names = await personNames(db, [fm.hostPersonId, fm.moverPersonId]);
  const named = (id: string | null) => (id ? { PersonId: id, Name: names.get(id) ?? "" } : null);
  const comments = await db
    .select({
      id: flyingMinuteComments.id,
      personId: flyingMinuteComments.personId,
      body: flyingMinuteComments.body,
      createdAt: flyingMinuteComments.createdAt,
      first: people.firstName,
      last: people.lastName,
    })
    .from(flyingMinuteComments)
    .innerJoin(people, eq(people.id, flyingMinuteComments.personId))
    .where(eq(flyingMinuteComments.flyingMinuteId, fm.id))
    .orderBy(asc(flyingMinuteComments.createdAt));
  const notices = hosting
    ? await db
        .select()
        .from(flyingMinuteNotices)
        .where(eq(flyingMinuteNotices.flyingMinuteId, fm.id))
        .orderBy(asc(flyingMinuteNotices.sentAt))
    : [];
  const suggestions = hosting
    ? await currentInterestsMentioning(
        db,
        fm.organisationId,
        fm.voterPersonIds.filter((id) => !conflicted.has(id)),
        `${fm.title} ${fm.motion}`,
      )
    : [];
  const files = await attachedFiles(db, flyingMinuteFileLink, fm.id);
  const [decision] = await db
    .select({ id: decisions.id })
    .from(decisions)
    .where(eq(decisions.voteId, voteId))
    .limit(1);
  const voters = vote.eligiblePersonIds.length;
  const notVotedYet = voters - votedIds.size;
  const running = fm.status === "Draft" || isOpenFlyingMinute(fm.status);
  const stillVoting = running && fm.status !== "OutcomePending";
  const canTakePart = fm.status === "Discussion" || fm.status === "VotingInProgress";
  return {
    flyingMinuteId: fm.id,
    voteId,
    OrganisationId: fm.organisationId,
    Title: fm.title,
    Motion: fm.motion,
    MotionDoc: fm.motionDoc,
    Background: fm.background,
    BackgroundDoc: fm.backgroundDoc,
    Files: files.map(presentAttachedFile),
    Status: fm.status,
    Outcome: outcomeOf(fm.status, vote.outcome),
    Host: named(fm.hostPersonId) ?? { PersonId: fm.hostPersonId, Name: "" },
    Mover: named(fm.moverPersonId),
    HasDiscussion: fm.hasDiscussion,
    Anonymous: fm.anonymous,
    TimeZone: zone,
    VoteStartsAt: fm.voteStartsAt.toISOString(),
    VoteClosesAt: fm.voteClosesAt.toISOString(),
    VoteStartsAtText: dateTimeInZone(fm.voteStartsAt, zone),
    VoteClosesAtText: dateTimeInZone(fm.voteClosesAt, zone),
    ClosingReminderHours: fm.closingReminderHours,
    EmailGreeting: hosting ? fm.emailGreeting : "",
    EmailComment: hosting ? fm.emailComment : "",
    Voters: voterRows.map((r) => ({
      PersonId: r.personId,
      Name: `${r.first} ${r.last}`,
      CanLogin: Boolean(r.loginEnabled && r.account),
      Voted: votedIds.has(r.personId),
      Conflicted: conflicted.has(r.personId),
    })),
    SuggestedConflicts: suggestions.map((s) => ({
      PersonId: s.personId,
      Name: s.personName,
      Entity: s.entity,
    })),
    RuleText: flyingMinuteRuleText(rules),
    ParticipationPercentage: rules.participationPercentage ?? 0,
    ParticipationStillPossible:
      votedIds.size + (stillVoting ? notVotedYet : 0) >=
      participationNeeded(voters, rules.participationPercentage ?? 0),
    Vote: details,
    DecisionId: decision?.id ?? null,
    Comments: comments.map((c) => ({
      Id: c.id,
      Author: { PersonId: c.personId, Name: `${c.first} ${c.last}` },
      Body: c.body,
      CreatedAt: c.createdAt.toISOString(),
    })),
    Notices: notices.map((n) => ({
      Kind: n.kind,
      SentAt: n.sentAt.toISOString(),
      SentCount: n.sentTo.length,
      NotSent: n.notSent,
    })),
    Abilities: {
      edit: hosting && running,
      moves: hosting ? [...hostMoves(fm.status, rules.outcomeCalculated)] : [],
      comment: canTakePart && org.membership.loginEnabled,
      delete: hosting && fm.status === "Draft",
    },
  };
}

/** The organisation's flying minutes, open and closed; drafts only for hosts. */
export async function listFlyingMinutes(db: DbOrTx, org: OrgActor): Promise<FlyingMinuteList> {
  const hosting = can(org, "host");
  const zone = await organisationTimeZone(db, org.organisation.id);
  const me = org.actor.personId;
  const rows = await db
    .select({
      id: flyingMinutes.id,
      title: flyingMinutes.title,
      status: flyingMinutes.status,
      closesAt: flyingMinutes.voteClosesAt,
      closedAt: flyingMinutes.closedAt,
      outcome: votes.outcome,
      voters: votes.eligiblePersonIds,
      voted: sql<number>`(select count(*)::int from ${ballots} b where b.vote_id = ${votes.id})`,
      mine: sql<boolean>`exists (select 1 from ${ballots} b where b.vote_id = ${votes.id} and b.person_id = ${me})`,
    })
    .from(flyingMinutes)
    .innerJoin(
      votes,
      and(eq(votes.contextType, flyingMinuteContextType), eq(votes.contextId, flyingMinutes.id)),
    )
    .where(eq(flyingMinutes.organisationId, org.organisation.id))
    .orderBy(desc(flyingMinutes.voteClosesAt), desc(flyingMinutes.createdAt));
  const summaries = rows
    .filter((r) => hosting || r.status !== "Draft")
    .map((r): FlyingMinuteSummary & { open: boolean } => ({
      flyingMinuteId: r.id,
      Title: r.title,
      Status: r.status,
      Outcome: outcomeOf(r.status, r.outcome),
      VoteClosesAt: r.closesAt.toISOString(),
      VoteClosesAtText: dateTimeInZone(r.closesAt, zone),
      ClosedAtText: r.closedAt ? dateTimeInZone(r.closedAt, zone) : null,
      Voted: r.voted,
      Voters: r.voters.length,
      AwaitingMyVote: r.status === "VotingInProgress" && r.voters.includes(me) && !r.mine,
      open: r.status === "Draft" || isOpenFlyingMinute(r.status),
    }));
  const strip = ({ open: _open, ...s }: FlyingMinuteSummary & { open: boolean }) => s;
  return {
    Open: summaries.filter((s) => s.open).map(strip),
    Closed: summaries.filter((s) => !s.open).map(strip),
    CanCreate: hosting,
    Entitled: await entitledToFlyingMinutes(db, org.organisation.id),
    TimeZone: zone,
    Members: hosting ? await choosableVoters(db, org.organisation.id) : [],
  };
}

/** The organisation's members with access, board members first: whom a host may choose as voters. */
async function choosableVoters(db: DbOrTx, organisationId: string) {
  const rows = await db
    .select({
      personId: people.id,
      first: people.firstName,
      last: people.lastName,
      isBoardMember: memberships.isBoardMember,
      loginEnabled: memberships.loginEnabled,
      account: accounts.personId,
    })
    .from(memberships)
    .innerJoin(people, eq(people.id, memberships.personId))
    .leftJoin(accounts, eq(accounts.personId, people.id))
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.accessAllowed, true)))
    .orderBy(desc(memberships.isBoardMember), asc(people.lastName), asc(people.firstName));
  return rows.map((r) => ({
    PersonId: r.personId,
    Name: `${r.first} ${r.last}`,
    IsBoardMember: r.isBoardMember,
    CanLogin: Boolean(r.loginEnabled && r.account),
  }));
}
