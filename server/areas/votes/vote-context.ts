import type { OrganisationRules } from "../../../common/organisation-settings.js";
import type { Tally } from "../../../common/votes/vote-math.js";
import type { ClosedOutcome, VoteRules } from "../../../common/votes/vote-rules.js";
import type { Db, Tx } from "../../db/client.js";
import type { votes } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";

export type VoteRecord = typeof votes.$inferSelect;

/** The motion's mover and seconder; undefined leaves them as they are, null clears them. */
export type MotionPeople = { moverPersonId?: string | null; seconderPersonId?: string | null };

/** What a vote was opened on, as its context answers it. */
export type VoteOpening = { organisationId: string; motion: string };

/** What a closed vote produced, for its context to record as a decision. */
export type VoteResult = {
  vote: VoteRecord;
  outcome: ClosedOutcome;
  tally: Tally;
  rules: VoteRules;
};

/**
 * What the vote engine asks of the place a vote belongs to. The engine stores a vote's context
 * as a type and an id and never looks inside; each room that holds votes (meetings today,
 * flying minutes next) supplies one of these, and passes it to every command.
 */
export type VoteContext = {
  /** Stored as votes.context_type: one name per kind of context. */
  readonly type: string;
  /** The refusals whose words depend on the context: who runs votes there, who may vote. */
  readonly refusals: {
    /** Someone who does not run votes here tried to record a ballot for another person. */
    onlyRunnerRecords: string;
    /** Someone tried to vote who is not one of the voters fixed at opening. */
    notAVoter: string;
    /** The context already has its vote. */
    alreadyHasVote: string;
  };
  /** The rules a vote here is counted and run by, from the organisation's settings. */
  rules(settings: OrganisationRules): VoteRules;
  /** Whether this member runs votes here: records ballots for others, closes votes. */
  runsVotes(org: OrgActor): boolean;
  /**
   * Locks the context for opening a vote and checks that one may open there now; answers its
   * organisation and the motion voted on. Refuses with a readable AppError otherwise.
   */
  opening(tx: Tx, contextId: string): Promise<VoteOpening>;
  /** Refuses a mover or seconder the context does not accept. */
  checkMotionPeople(tx: Tx, contextId: string, named: MotionPeople): Promise<void>;
  /** Who may vote, fixed when the vote opens. Refuses when nobody may. */
  voters(tx: Tx, contextId: string): Promise<string[]>;
  /**
   * Refuses a ballot when the context has stopped taking them though the vote is still open
   * (a flying minute whose voting ended, waiting for its outcome to be set). Optional: a vote
   * takes ballots while it is open unless its context says otherwise. It only reads: ballots
   * that arrive together are cast in one transaction, which goes on for the others after a
   * refusal (cast-ballot.ts).
   */
  accepting?(tx: Tx, contextId: string): Promise<void>;
  /** Locks the context for closing its vote and refuses when it takes no more changes. */
  closing(tx: Tx, contextId: string): Promise<void>;
  /** Records the decision a closed vote produced where the context keeps its decisions. */
  recordDecision(tx: Tx, org: OrgActor, result: VoteResult): Promise<{ decisionId: string }>;
  /**
   * Runs after a ballot has been committed, outside its transaction: a flying minute closes
   * itself once every voter has voted. Optional.
   */
  afterBallot?(db: Db, contextId: string): Promise<void>;
  /** Removes the decision a reopened vote had produced. Contexts that never reopen omit it. */
  withdrawDecision?(tx: Tx, vote: VoteRecord): Promise<void>;
};
