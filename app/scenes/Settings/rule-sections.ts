import { z } from "zod";
import {
  type RuleNumberField,
  type RuleSwitchField,
  ruleNumberFields,
  ruleNumberFromText,
  type UpdateSettingsBody,
} from "../../../common/contracts/organisation-settings.js";
import type { OrganisationRules } from "../../../common/organisation-settings.js";

export type RuleField = RuleNumberField | RuleSwitchField;
export type RuleSectionId =
  | "quorum"
  | "flyingMinutes"
  | "notifications"
  | "security"
  | "committees";

/** The rule sections of the page, in the order of the board-portal settings people know. */
export const ruleSections: ReadonlyArray<{
  id: RuleSectionId;
  fields: readonly RuleField[];
  boardsOnly?: boolean;
}> = [
  {
    id: "quorum",
    fields: [
      "meetingQuorumPercentage",
      "isMeetingVoteOutcomeCalculated",
      "meetingVotePassingPercentage",
      "isMeetingNonVoteConsideredSupportingVote",
      "allowVoteChangeUntilClose",
    ],
  },
  {
    id: "flyingMinutes",
    fields: [
      "flyingMinuteParticipationPercentage",
      "isFlyingMinuteVoteOutcomeCalculated",
      "flyingMinuteVotePassingPercentage",
      "includeFlyingMinutesInMinutes",
    ],
  },
  {
    id: "notifications",
    fields: [
      "actionRemindersEnabled",
      "actionReminderDays",
      "meetingRemindersEnabled",
      "meetingReminderDays",
    ],
  },
  {
    id: "security",
    fields: ["allowDocumentDownloads", "autoDeleteAnnotations", "confirmIdentityToSign"],
  },
  { id: "committees", fields: ["committeeEraseDays"], boardsOnly: true },
];

export function isNumberField(field: RuleField): field is RuleNumberField {
  return field in ruleNumberFields;
}

export type RuleFormValues = Record<string, string | boolean>;

/** Numbers are typed as text; the schema turns them into the API's numbers with its messages. */
export function ruleFormSchema(fields: readonly RuleField[]) {
  return z.object(
    Object.fromEntries(
      fields.map((f) => [f, isNumberField(f) ? ruleNumberFromText(f) : z.boolean()]),
    ),
  );
}

export function ruleFormValues(rules: OrganisationRules, fields: readonly RuleField[]) {
  return Object.fromEntries(
    fields.map((f) => [f, isNumberField(f) ? String(rules[f]) : rules[f]]),
  ) as RuleFormValues;
}

/** Only what differs from what is saved, so the audit names just the real changes. */
export function changedRules(
  rules: OrganisationRules,
  parsed: Record<string, unknown>,
): UpdateSettingsBody {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (rules[key as keyof OrganisationRules] !== value) changes[key] = value;
  }
  return changes as UpdateSettingsBody;
}

/** A number field is dimmed while the switch it depends on is off (its value is kept). */
export const dependsOn: Partial<Record<RuleNumberField, RuleSwitchField>> = {
  meetingVotePassingPercentage: "isMeetingVoteOutcomeCalculated",
  flyingMinuteVotePassingPercentage: "isFlyingMinuteVoteOutcomeCalculated",
  actionReminderDays: "actionRemindersEnabled",
  meetingReminderDays: "meetingRemindersEnabled",
};
