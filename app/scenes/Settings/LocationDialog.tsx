import { Button, Group, Modal, NativeSelect, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { meetingLocationBody } from "../../../common/contracts/meetings.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
import { useCreateLocation } from "../../data/meetings/locations.js";
import { useUpdateLocation } from "../../data/settings.js";
import { useTranslation } from "../../i18n/translate.js";
import { timeZoneLabel, timeZoneOptions } from "../Meetings/meeting-time.js";

export type EditedLocation = {
  Id: string;
  Name: string;
  Address: string | null;
  TimeZone: string;
};

type Props = {
  orgId: string;
  /** The location to edit, "new" to add one, null when closed. */
  location: EditedLocation | "new" | null;
  defaultTimeZone: string;
  onClose: () => void;
};

export function LocationDialog({ orgId, location, defaultTimeZone, onClose }: Props) {
  const { t } = useTranslation();
  const title =
    location === "new"
      ? t("settings.addLocation")
      : location
        ? t("settings.editLocation", { name: location.Name })
        : "";
  return (
    <Modal opened={location !== null} onClose={onClose} title={title}>
      {location !== null && (
        <LocationForm
          orgId={orgId}
          location={location === "new" ? null : location}
          defaultTimeZone={defaultTimeZone}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

/** Name, address and zone; the default is moved from the list (“Make default”), never here. */
function LocationForm({
  orgId,
  location,
  defaultTimeZone,
  onDone,
}: {
  orgId: string;
  location: EditedLocation | null;
  defaultTimeZone: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateLocation(orgId);
  const update = useUpdateLocation(orgId);
  const form = useZodForm(meetingLocationBody, {
    name: location?.Name ?? "",
    address: location?.Address ?? "",
    timeZone: location?.TimeZone ?? defaultTimeZone,
    isDefault: false,
  });
  const [formError, setFormError] = useState<string>();
  const saved = () => {
    notifications.show({ color: "green", message: t("settings.locationSaved") });
    onDone();
  };
  const failed = (error: Error) => setFormError(form.applyServerError(error));

  const submit = form.handleSubmit((body) => {
    setFormError(undefined);
    const fields = { name: body.name, address: body.address ?? "", timeZone: body.timeZone };
    if (location)
      update.mutate(
        { locationId: location.Id, patch: fields },
        { onSuccess: saved, onError: failed },
      );
    else
      create.mutate(
        { ...fields, address: body.address || undefined, isDefault: false },
        { onSuccess: saved, onError: failed },
      );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={formError} />
        <TextInput
          label={t("settings.locationName")}
          required
          data-autofocus
          {...form.textField("name")}
        />
        <TextInput label={t("settings.locationAddress")} {...form.textField("address")} />
        <NativeSelect
          size="md"
          label={t("settings.locationTimeZone")}
          data={timeZoneOptions([form.values.timeZone, defaultTimeZone]).map((zone) => ({
            value: zone,
            label: timeZoneLabel(zone),
          }))}
          value={form.values.timeZone}
          onChange={(event) => form.setValue("timeZone", event.currentTarget.value)}
          error={form.errorFor("timeZone")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t("settings.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
