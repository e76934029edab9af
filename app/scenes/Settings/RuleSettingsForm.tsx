import { Button, Group, Stack, Switch, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMemo, useState } from "react";
import type { OrganisationRules } from "../../../common/organisation-settings.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
import { useUpdateSettings } from "../../data/settings.js";
import { useTranslation } from "../../i18n/translate.js";
import {
  changedRules,
  dependsOn,
  isNumberField,
  type RuleField,
  type RuleFormValues,
  ruleFormSchema,
  ruleFormValues,
} from "./rule-sections.js";

type Props = {
  orgId: string;
  rules: OrganisationRules;
  fields: readonly RuleField[];
  sectionTitle: string;
};

/** A section of rules (percentages, days, switches), validated as people type, saved together. */
export function RuleSettingsForm({ orgId, rules, fields, sectionTitle }: Props) {
  const { t } = useTranslation();
  const schema = useMemo(() => ruleFormSchema(fields), [fields]);
  const form = useZodForm<RuleFormValues, Record<string, unknown>>(
    schema,
    ruleFormValues(rules, fields),
  );
  const update = useUpdateSettings(orgId);
  const [formError, setFormError] = useState<string>();

  const submit = form.handleSubmit((parsed) => {
    setFormError(undefined);
    const changes = changedRules(rules, parsed);
    if (Object.keys(changes).length === 0) {
      setFormError(t("settings.noChanges"));
      return;
    }
    update.mutate(changes, {
      onSuccess: () =>
        notifications.show({
          color: "green",
          title: t("settings.saved"),
          message: t("settings.savedText", { section: sectionTitle }),
        }),
      onError: (error) => setFormError(form.applyServerError(error)),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        {fields.map((field) => {
          if (!isNumberField(field)) {
            const hint = switchHints[field];
            return (
              <Switch
                key={field}
                size="md"
                label={t(`settings.fields.${field}`)}
                description={hint ? t(hint) : undefined}
                checked={form.values[field] === true}
                onChange={(event) => form.setValue(field, event.currentTarget.checked)}
              />
            );
          }
          const gate = dependsOn[field];
          const isDays = field.endsWith("Days");
          return (
            <TextInput
              key={field}
              label={t(`settings.fields.${field}`)}
              description={
                field === "committeeEraseDays"
                  ? undefined
                  : isDays
                    ? t("settings.hints.reminderDays")
                    : t("settings.hints.percentage")
              }
              inputMode="numeric"
              maw={360}
              rightSection={isDays ? t("settings.daysSuffix") : t("settings.percentSuffix")}
              rightSectionWidth={isDays ? 56 : 36}
              disabled={gate !== undefined && form.values[gate] === false}
              value={String(form.values[field] ?? "")}
              onChange={(event) => form.setValue(field, event.currentTarget.value)}
              error={form.errorFor(field)}
            />
          );
        })}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t("settings.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const switchHints: Partial<
  Record<
    RuleField,
    | "settings.hints.isMeetingVoteOutcomeCalculated"
    | "settings.hints.isFlyingMinuteVoteOutcomeCalculated"
  >
> = {
  isMeetingVoteOutcomeCalculated: "settings.hints.isMeetingVoteOutcomeCalculated",
  isFlyingMinuteVoteOutcomeCalculated: "settings.hints.isFlyingMinuteVoteOutcomeCalculated",
};
