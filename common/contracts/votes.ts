import { z } from "zod";
import { freeText } from "../text.js";
import { ballotChoices } from "../votes/vote-rules.js";

export const voteParams = z.strictObject({ voteId: z.uuid() });

/** The motion's mover and seconder: members present at the meeting, named when it opens or at close. */
const motionPeople = {
  moverPersonId: z.uuid().nullable().optional(),
  seconderPersonId: z.uuid().nullable().optional(),
};

export const openVoteBody = z.strictObject({
  anonymous: z.boolean().default(false),
  ...motionPeople,
});
export const ballotBody = z.strictObject({
  choice: z.enum(ballotChoices),
  comment: freeText().max(2000).optional(),
  /** The minute taker records the vote of a person without login. */
  onBehalfOf: z.uuid().optional(),
});
export const closeVoteBody = z.strictObject({
  outcome: z.enum(["Approved", "NotApproved"]).optional(),
  ...motionPeople,
});

const tally = z.object({
  support: z.number().int(),
  oppose: z.number().int(),
  abstain: z.number().int(),
  notVoted: z.number().int(),
});
/** What the viewer may do with a vote, decided by the server (never re-derived). */
export const voteAbilities = z.object({
  /** Cast their own ballot now: a first vote, or a change while the rules allow it. */
  castBallot: z.boolean(),
  /** Record the ballot of a voter who cannot sign in (whoever runs the vote). */
  recordForOthers: z.boolean(),
  close: z.boolean(),
});
export type VoteAbilities = z.infer<typeof voteAbilities>;

/** A vote as every context shows it: the motion, who may vote, the tally, the rules, the ballots. */
export const voteDetails = z.object({
  Motion: z.string(),
  Mover: z.object({ PersonId: z.string(), Name: z.string() }).nullable(),
  Seconder: z.object({ PersonId: z.string(), Name: z.string() }).nullable(),
  Anonymous: z.boolean(),
  Status: z.enum(["open", "closed"]),
  Outcome: z.enum(["Approved", "NotApproved"]).nullable(),
  Eligible: z.array(z.string()),
  Tally: tally,
  MyChoice: z.enum(ballotChoices).nullable(),
  /** The organisation's rules this vote is counted by, so the tally bar draws the right line. */
  Rules: z.object({
    passingPercentage: z.number().int(),
    nonVoteCountsAsSupport: z.boolean(),
    outcomeCalculated: z.boolean(),
    allowVoteChangeUntilClose: z.boolean(),
    /** The share of voters who must take part for the vote to count (0 where there is none). */
    participationPercentage: z.number().int(),
  }),
  Ballots: z.array(
    z.object({
      PersonId: z.string(),
      Choice: z.enum(ballotChoices),
      Comment: z.string().nullable(),
    }),
  ),
  Abilities: voteAbilities,
});
export type VoteDetails = z.infer<typeof voteDetails>;

/** GET /api/votes/:voteId: the vote of an agenda item. */
export const voteView = z.object({
  Id: z.string(),
  AgendaItemId: z.string(),
  ...voteDetails.shape,
});

/** POST /api/votes/:voteId/close: the decision the closed vote produced. */
export const closedVote = z.object({ DecisionId: z.string() });
