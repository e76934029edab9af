import { describe, expect, it } from "vitest";
import { organisationRulesSchema } from "../../../common/organisation-settings.js";
import { fieldIssues } from "../../components/forms/use-zod-form.js";
import { changedRules, ruleFormSchema, ruleFormValues, ruleSections } from "./rule-sections.js";

const defaults = organisationRulesSchema.parse({});
const fieldsOf = (id: string) => ruleSections.find((s) => s.id === id)?.fields ?? [];

describe("rule sections of the settings page", () => {
  it("cover every rule exactly once", () => {
    const all = ruleSections.flatMap((s) => s.fields);
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual(Object.keys(defaults).sort());
  });

  it("refuse percentages outside 0–100 and reminder days outside 3–21 as people type", () => {
    const quorum = fieldsOf("quorum");
    const values = { ...ruleFormValues(defaults, quorum), meetingQuorumPercentage: "101" };
    expect(fieldIssues(ruleFormSchema(quorum), values)).toEqual({
      meetingQuorumPercentage: "Enter a whole percentage from 0 to 100.",
    });
    const notifications = fieldsOf("notifications");
    const issues = fieldIssues(ruleFormSchema(notifications), {
      ...ruleFormValues(defaults, notifications),
      actionReminderDays: "2",
      meetingReminderDays: "",
    });
    expect(issues).toEqual({
      actionReminderDays: "Choose between 3 and 21 days.",
      meetingReminderDays: "Choose between 3 and 21 days.",
    });
  });

  it("send only what changed, as numbers", () => {
    const fields = fieldsOf("notifications");
    const parsed = ruleFormSchema(fields).parse({
      ...ruleFormValues(defaults, fields),
      actionReminderDays: " 10 ",
      meetingRemindersEnabled: false,
    });
    expect(changedRules(defaults, parsed)).toEqual({
      actionReminderDays: 10,
      meetingRemindersEnabled: false,
    });
  });
});
