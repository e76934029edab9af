import { z } from "zod";
import { limits, messages } from "../limits.js";
import { organisationRulesSchema } from "../organisation-settings.js";
import { freeText, nameText } from "../text.js";

/** Languages offered for agendas, minutes and PDFs; the first is the default. */
export const organisationLanguages = ["en-NZ", "en-AU", "en-GB", "en-US"] as const;
export const organisationLanguageSchema = z.enum(organisationLanguages, {
  error: "Choose one of the languages offered.",
});

export const settingsMessages = {
  percentage: "Enter a whole percentage from 0 to 100.",
  reminderDays: `Choose between ${limits.reminderDaysMin} and ${limits.reminderDaysMax} days.`,
  eraseDays: `Choose between ${limits.committeeEraseDaysMin} and ${limits.committeeEraseDaysMax} days.`,
  country: "Use a two-letter country code.",
  countryBySupport: "Only Quorate support can change the country.",
  nameTooLong: `Use at most ${limits.organisationNameMax} characters.`,
  shortNameTooLong: `Use at most ${limits.organisationShortNameMax} characters.`,
} as const;

function wholeNumber(min: number, max: number, message: string) {
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

const percentage = wholeNumber(0, 100, settingsMessages.percentage);
const reminderDays = wholeNumber(
  limits.reminderDaysMin,
  limits.reminderDaysMax,
  settingsMessages.reminderDays,
);
const eraseDays = wholeNumber(
  limits.committeeEraseDaysMin,
  limits.committeeEraseDaysMax,
  settingsMessages.eraseDays,
);

/** The numeric rules and their checks; the same object validates the API body and the form. */
export const ruleNumberFields = {
  meetingQuorumPercentage: percentage,
  meetingVotePassingPercentage: percentage,
  flyingMinuteParticipationPercentage: percentage,
  flyingMinuteVotePassingPercentage: percentage,
  actionReminderDays: reminderDays,
  meetingReminderDays: reminderDays,
  committeeEraseDays: eraseDays,
} as const;
export type RuleNumberField = keyof typeof ruleNumberFields;

export const ruleSwitchFields = [
  "isMeetingVoteOutcomeCalculated",
  "isMeetingNonVoteConsideredSupportingVote",
  "allowVoteChangeUntilClose",
  "isFlyingMinuteVoteOutcomeCalculated",
  "includeFlyingMinutesInMinutes",
  "actionRemindersEnabled",
  "meetingRemindersEnabled",
  "allowDocumentDownloads",
  "autoDeleteAnnotations",
  "confirmIdentityToSign",
] as const;
export type RuleSwitchField = (typeof ruleSwitchFields)[number];

const generalFields = {
  name: nameText()
    .trim()
    .min(1, messages.required)
    .max(limits.organisationNameMax, settingsMessages.nameTooLong),
  shortName: nameText()
    .trim()
    .min(1, messages.required)
    .max(limits.organisationShortNameMax, settingsMessages.shortNameTooLong),
  /** Accepted so a form may send it back unchanged; a different value is refused for members. */
  country: freeText().trim().toUpperCase().length(2, settingsMessages.country),
  language: organisationLanguageSchema,
};

const switchSchemas = Object.fromEntries(ruleSwitchFields.map((f) => [f, z.boolean()])) as Record<
  RuleSwitchField,
  z.ZodBoolean
>;

/** PATCH body: some or all of the settings of spec §3; each section of the page sends its own. */
export const updateSettingsBody = z
  .strictObject({ ...generalFields, ...ruleNumberFields, ...switchSchemas })
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Change at least one setting.");
export type UpdateSettingsBody = z.infer<typeof updateSettingsBody>;

/** The General section of the page (the country is read-only there). */
export const generalSettingsBody = z.object({
  name: generalFields.name,
  shortName: generalFields.shortName,
  language: generalFields.language,
});

export const changeCountryBody = z.strictObject({ country: generalFields.country });

export const organisationSettingsView = z.object({
  Id: z.string(),
  Name: z.string(),
  ShortName: z.string(),
  Country: z.string(),
  Language: z.string(),
  IsCommittee: z.boolean(),
  HasLogo: z.boolean(),
  HasIcon: z.boolean(),
  /** Support users only; members see the country read-only. */
  CanChangeCountry: z.boolean(),
  rules: organisationRulesSchema,
});
export type OrganisationSettingsView = z.infer<typeof organisationSettingsView>;

/** Form values are strings while typed: empty or non-numbers reach the same message as the API's. */
export function ruleNumberFromText(field: RuleNumberField) {
  return z
    .string()
    .trim()
    .transform((text) => (text === "" ? Number.NaN : Number(text)))
    .pipe(ruleNumberFields[field]);
}
