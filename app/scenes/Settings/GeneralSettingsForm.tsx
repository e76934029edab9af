import { Button, Group, NativeSelect, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import {
  generalSettingsBody,
  organisationLanguages,
} from "../../../common/contracts/organisation-settings.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
import { type OrganisationSettingsView, useUpdateSettings } from "../../data/settings.js";
import { useTranslation } from "../../i18n/translate.js";

/** Name, short name and language; the country is shown, since only support changes it. */
export function GeneralSettingsForm({ settings }: { settings: OrganisationSettingsView }) {
  const { t } = useTranslation();
  const update = useUpdateSettings(settings.Id);
  const form = useZodForm(generalSettingsBody, {
    name: settings.Name,
    shortName: settings.ShortName,
    language: settings.Language,
  });
  const [formError, setFormError] = useState<string>();

  const submit = form.handleSubmit((body) => {
    setFormError(undefined);
    update.mutate(body, {
      onSuccess: () =>
        notifications.show({
          color: "green",
          title: t("settings.saved"),
          message: t("settings.savedText", { section: t("settings.general") }),
        }),
      onError: (error) => setFormError(form.applyServerError(error)),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        <TextInput label={t("settings.name")} required {...form.textField("name")} />
        <TextInput
          label={t("settings.shortName")}
          description={t("organisations.shortNameHint")}
          required
          maw={360}
          {...form.textField("shortName")}
        />
        <TextInput
          label={t("settings.country")}
          description={t("settings.countryHint")}
          value={settings.Country}
          readOnly
          disabled={!settings.CanChangeCountry}
          maw={360}
        />
        <NativeSelect
          size="md"
          label={t("settings.language")}
          description={t("settings.languageHint")}
          maw={360}
          data={organisationLanguages.map((code) => ({
            value: code,
            label: t(`settings.languages.${code}`),
          }))}
          value={form.values.language}
          onChange={(event) => form.setValue("language", event.currentTarget.value)}
          error={form.errorFor("language")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t("settings.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
