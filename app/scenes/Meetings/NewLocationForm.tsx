import { Button, Checkbox, Group, NativeSelect, Stack, TextInput, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { meetingLocationBody } from "../../../common/contracts/meetings.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
import { useCreateLocation } from "../../data/meetings/locations.js";
import { useTranslation } from "../../i18n/translate.js";
import { timeZoneLabel, timeZoneOptions } from "./meeting-time.js";

export type SavedLocation = { Id: string; Name: string; TimeZone: string };

type Props = {
  orgId: string;
  defaultTimeZone: string;
  onSaved: (location: SavedLocation) => void;
  onBack: () => void;
};

/** Adds a meeting location without leaving the meeting dialog; its zone becomes the meeting's. */
export function NewLocationForm({ orgId, defaultTimeZone, onSaved, onBack }: Props) {
  const { t } = useTranslation();
  const createLocation = useCreateLocation(orgId);
  const form = useZodForm(meetingLocationBody, {
    name: "",
    address: "",
    timeZone: defaultTimeZone,
    isDefault: false,
  });
  const [formError, setFormError] = useState<string>();
  const nameInput = useRef<HTMLInputElement>(null);

  // This form replaces the meeting's fields in the same dialog, so focus follows it.
  useEffect(() => nameInput.current?.focus(), []);

  const submit = form.handleSubmit((body) => {
    setFormError(undefined);
    createLocation.mutate(
      { ...body, address: body.address || undefined },
      {
        onSuccess: ({ Id }) => onSaved({ Id, Name: body.name, TimeZone: body.timeZone }),
        onError: (error) => setFormError(form.applyServerError(error)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={3} size="h4">
          {t("newLocation.heading")}
        </Title>
        <FormAlert message={formError} />
        <TextInput
          ref={nameInput}
          label={t("newLocation.name")}
          required
          {...form.textField("name")}
        />
        <TextInput label={t("newLocation.address")} {...form.textField("address")} />
        <NativeSelect
          size="md"
          label={t("newLocation.timeZone")}
          data={timeZoneOptions([defaultTimeZone]).map((zone) => ({
            value: zone,
            label: timeZoneLabel(zone),
          }))}
          value={form.values.timeZone}
          onChange={(event) => form.setValue("timeZone", event.currentTarget.value)}
          error={form.errorFor("timeZone")}
        />
        <Checkbox
          size="md"
          label={t("newLocation.isDefault")}
          {...form.checkboxField("isDefault")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack}>
            {t("newLocation.back")}
          </Button>
          <Button type="submit" loading={createLocation.isPending}>
            {t("newLocation.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
