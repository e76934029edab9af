import { z } from "zod";
import {
  betweenMeetingOutcomes,
  flyingMinuteStatuses,
} from "../between-meetings/flying-minute-status.js";
import { messages } from "../limits.js";
import { richTextDoc, richTextDocFor } from "../rich-text.js";
import { freeText, nameText } from "../text.js";
import { attachedLibraryFile } from "./library-files.js";
import { voteDetails } from "./votes.js";

/**
 * Flying minutes (issue 17). The contract's paths and the fields other tools call
 * (`flyingMinuteId`, `voteId`, `Status` in the spec's names) are written as the issue gives
 * them; the rest follows the API's PascalCase views.
 */
export const flyingMinuteParams = z.strictObject({
  flyingMinuteId: z.uuid("That flying minute id is not valid."),
});

export const flyingMinuteFileParams = flyingMinuteParams.extend({
  documentVersionId: z.uuid("That file id is not valid."),
});

/** The motion's papers at most: a vote between meetings, not a board pack. */
export const flyingMinuteFileLimit = 20;

const instant = z.iso.datetime({
  offset: true,
  message: "Use a date and time like 2026-12-03T18:30:00+13:00.",
});
const closingReminder = z
  .union([z.literal(2), z.literal(8), z.literal(24), z.null()], {
    message: "Choose Never, 2, 8 or 24 hours before the close.",
  })
  .default(2);
const voterIds = z
  .array(z.uuid("That person id is not valid."))
  .min(1, "Choose at least one voter.")
  .max(500, "At most 500 voters.");

const motionRequired = "Write the motion the board votes on.";
const motion = freeText().trim().min(1, motionRequired).max(10_000);
const background = freeText().max(20_000);

const editable = {
  title: nameText().trim().min(1, messages.required).max(200),
  /** Plain text; with `motionDoc` it may be left out (it is derived from the document). */
  motion,
  /** The motion as rich text; its plain text becomes `motion` (what e-mails and the register read). */
  motionDoc: richTextDocFor(motion),
  background,
  backgroundDoc: richTextDocFor(background),
  voteStartsAt: instant,
  voteClosesAt: instant,
  closingReminderHours: closingReminder,
  voterPersonIds: voterIds,
  anonymous: z.boolean(),
  hasDiscussion: z.boolean(),
  emailGreeting: freeText().max(500),
  emailComment: freeText().max(5_000),
  moverPersonId: z.uuid("That person id is not valid.").nullable(),
  /** The motion's papers: versions of documents in the organisation's governance library. */
  documentVersionIds: z
    .array(z.uuid("That file id is not valid."))
    .max(flyingMinuteFileLimit, `At most ${flyingMinuteFileLimit} files.`),
};

const closesAfterStart = {
  check: (b: { voteStartsAt?: string; voteClosesAt?: string }) =>
    !b.voteStartsAt || !b.voteClosesAt || Date.parse(b.voteClosesAt) > Date.parse(b.voteStartsAt),
  issue: { message: "Voting must close after it starts.", path: ["voteClosesAt"] },
};

/** POST /api/organisations/:orgId/flying-minutes. Voters default to the board's members. */
export const createFlyingMinuteBody = z
  .strictObject({
    ...editable,
    motion: editable.motion.optional(),
    motionDoc: editable.motionDoc.default(null),
    background: editable.background.default(""),
    backgroundDoc: editable.backgroundDoc.default(null),
    voterPersonIds: editable.voterPersonIds.optional(),
    anonymous: editable.anonymous.default(false),
    hasDiscussion: editable.hasDiscussion.default(false),
    emailGreeting: editable.emailGreeting.default(""),
    emailComment: editable.emailComment.default(""),
    moverPersonId: editable.moverPersonId.optional(),
    documentVersionIds: editable.documentVersionIds.default([]),
  })
  .refine((b) => b.motion !== undefined || b.motionDoc !== null, {
    message: motionRequired,
    path: ["motion"],
  })
  .refine(closesAfterStart.check, closesAfterStart.issue);
export type CreateFlyingMinuteBody = z.infer<typeof createFlyingMinuteBody>;

/**
 * PATCH /api/flying-minutes/:flyingMinuteId: any subset. Everything (its files too) while a
 * Draft; once started, the voters, the close time and the reminder only.
 */
export const updateFlyingMinuteBody = z
  .strictObject({
    ...editable,
    closingReminderHours: z.union([z.literal(2), z.literal(8), z.literal(24), z.null()], {
      message: "Choose Never, 2, 8 or 24 hours before the close.",
    }),
    conflictedPersonIds: z.array(z.uuid("That person id is not valid.")).max(500),
  })
  .partial()
  .refine(closesAfterStart.check, closesAfterStart.issue);
export type UpdateFlyingMinuteBody = z.infer<typeof updateFlyingMinuteBody>;

/** POST /api/flying-minutes/:flyingMinuteId/status. */
export const flyingMinuteStatusBody = z.strictObject({
  to: z.enum(flyingMinuteStatuses, { message: "That is not a flying minute status." }),
  /** To Closed where the organisation sets outcomes by hand. */
  outcome: z.enum(["approved", "not approved"]).optional(),
  /** On reopening: the new close time (the old one has usually passed). */
  voteClosesAt: instant.optional(),
});
export type FlyingMinuteStatusBody = z.infer<typeof flyingMinuteStatusBody>;

export const flyingMinuteCommentBody = z.strictObject({
  body: freeText().trim().min(1, "Write a comment.").max(5_000),
});

const person = z.object({ PersonId: z.string(), Name: z.string() });

export const flyingMinuteCreated = z.object({
  flyingMinuteId: z.string(),
  voteId: z.string(),
  Status: z.enum(flyingMinuteStatuses),
});

export const flyingMinuteAbilities = z.object({
  /** Change the title, motion, times and voters (a Draft), or voters and close (started). */
  edit: z.boolean(),
  /** Statuses the viewer may move it to now. */
  moves: z.array(z.enum(flyingMinuteStatuses)),
  comment: z.boolean(),
  delete: z.boolean(),
});
export type FlyingMinuteAbilities = z.infer<typeof flyingMinuteAbilities>;

export const flyingMinuteView = z.object({
  flyingMinuteId: z.string(),
  voteId: z.string(),
  OrganisationId: z.string(),
  Title: z.string(),
  /** Plain text, derived from MotionDoc where there is one. */
  Motion: z.string(),
  /** The motion as rich text; null for plain-text motions (show Motion). */
  MotionDoc: richTextDoc.nullable(),
  Background: z.string(),
  BackgroundDoc: richTextDoc.nullable(),
  /** The motion's papers, opened through the flying minute by everyone who sees it. */
  Files: z.array(attachedLibraryFile),
  Status: z.enum(flyingMinuteStatuses),
  Outcome: z.enum(betweenMeetingOutcomes),
  Host: person,
  Mover: person.nullable(),
  HasDiscussion: z.boolean(),
  Anonymous: z.boolean(),
  TimeZone: z.string(),
  VoteStartsAt: z.string(),
  VoteClosesAt: z.string(),
  /** "3 Dec 2026, 6:30 pm NZDT": in the organisation's zone, in words. */
  VoteStartsAtText: z.string(),
  VoteClosesAtText: z.string(),
  ClosingReminderHours: z.number().int().nullable(),
  EmailGreeting: z.string(),
  EmailComment: z.string(),
  Voters: z.array(
    person.extend({
      CanLogin: z.boolean(),
      Voted: z.boolean(),
      Conflicted: z.boolean(),
    }),
  ),
  /** Voters with a current interest the motion or title names: suggested as conflicted. */
  SuggestedConflicts: z.array(person.extend({ Entity: z.string() })),
  /** The rule that decides it, in words, and whether the participation threshold can still be met. */
  RuleText: z.string(),
  ParticipationPercentage: z.number().int(),
  ParticipationStillPossible: z.boolean(),
  Vote: voteDetails,
  DecisionId: z.string().nullable(),
  Comments: z.array(
    z.object({ Id: z.string(), Author: person, Body: z.string(), CreatedAt: z.string() }),
  ),
  Notices: z.array(
    z.object({
      Kind: z.string(),
      SentAt: z.string(),
      SentCount: z.number().int(),
      NotSent: z.array(z.string()),
    }),
  ),
  Abilities: flyingMinuteAbilities,
});
export type FlyingMinuteView = z.infer<typeof flyingMinuteView>;

/**
 * GET /api/flying-minutes/:flyingMinuteId/tally: what a page open on a vote reads again on each
 * change. The page view lists every voter and ballot, which on an association's member ballot
 * (thousands of voters) is far too much to send to every open page after every ballot.
 */
export const flyingMinuteTally = z.object({
  Tally: voteDetails.shape.Tally,
  Status: z.enum(flyingMinuteStatuses),
  Outcome: z.enum(betweenMeetingOutcomes),
  /** Ballots cast, and the voters fixed when voting opened. */
  Voted: z.number().int(),
  Voters: z.number().int(),
});
export type FlyingMinuteTally = z.infer<typeof flyingMinuteTally>;

export const flyingMinuteSummary = z.object({
  flyingMinuteId: z.string(),
  Title: z.string(),
  Status: z.enum(flyingMinuteStatuses),
  Outcome: z.enum(betweenMeetingOutcomes),
  VoteClosesAt: z.string(),
  VoteClosesAtText: z.string(),
  /** When voting really ended (closed early, or everyone voted), once it has. */
  ClosedAtText: z.string().nullable(),
  Voted: z.number().int(),
  Voters: z.number().int(),
  /** The viewer is a voter and has not voted while voting is open. */
  AwaitingMyVote: z.boolean(),
});
export type FlyingMinuteSummary = z.infer<typeof flyingMinuteSummary>;

/** GET /api/organisations/:orgId/flying-minutes. */
export const flyingMinuteList = z.object({
  Open: z.array(flyingMinuteSummary),
  Closed: z.array(flyingMinuteSummary),
  /** Whether the viewer may create one, and whether the plan includes flying minutes at all. */
  CanCreate: z.boolean(),
  Entitled: z.boolean(),
  TimeZone: z.string(),
  /** For hosts: the members who may be chosen as voters (board members are the default). */
  Members: z.array(person.extend({ IsBoardMember: z.boolean(), CanLogin: z.boolean() })),
});
export type FlyingMinuteList = z.infer<typeof flyingMinuteList>;
