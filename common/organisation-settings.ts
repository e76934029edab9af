import { z } from "zod";
import { limits } from "./limits.js";

const percentage = z.number().int().min(0).max(100);

/** Organisation settings of spec §3 that rules depend on, with their defaults. */
export const organisationRulesSchema = z.object({
  meetingQuorumPercentage: percentage.default(50),
  isMeetingVoteOutcomeCalculated: z.boolean().default(true),
  meetingVotePassingPercentage: percentage.default(50),
  isMeetingNonVoteConsideredSupportingVote: z.boolean().default(true),
  /** Quorate does better: members may change their vote until the vote closes. */
  allowVoteChangeUntilClose: z.boolean().default(false),
  flyingMinuteParticipationPercentage: percentage.default(100),
  isFlyingMinuteVoteOutcomeCalculated: z.boolean().default(false),
  flyingMinuteVotePassingPercentage: percentage.default(50),
  /** A closed flying minute is noted under Confirm Minutes in the next minutes taken. */
  includeFlyingMinutesInMinutes: z.boolean().default(true),
  actionReminderDays: z
    .number()
    .int()
    .min(limits.reminderDaysMin)
    .max(limits.reminderDaysMax)
    .default(limits.reminderDaysDefault),
  meetingReminderDays: z
    .number()
    .int()
    .min(limits.reminderDaysMin)
    .max(limits.reminderDaysMax)
    .default(limits.reminderDaysDefault),
  actionRemindersEnabled: z.boolean().default(true),
  meetingRemindersEnabled: z.boolean().default(true),
  allowDocumentDownloads: z.boolean().default(true),
  autoDeleteAnnotations: z.boolean().default(false),
  /** E-signatures: a signer re-enters their password (or a second-factor code) to sign. */
  confirmIdentityToSign: z.boolean().default(false),
  /** Days a deleted committee can be restored before a job erases it (a board's setting). */
  committeeEraseDays: z
    .number()
    .int()
    .min(limits.committeeEraseDaysMin)
    .max(limits.committeeEraseDaysMax)
    .default(limits.committeeEraseDaysMin),
});
export type OrganisationRules = z.infer<typeof organisationRulesSchema>;

/** Stored settings may predate a new field: missing ones take their defaults. */
export function readOrganisationRules(stored: unknown): OrganisationRules {
  const parsed = organisationRulesSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : organisationRulesSchema.parse({});
}
