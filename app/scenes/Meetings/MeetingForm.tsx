import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useRef, useState } from "react";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
import { isApiError } from "../../data/api-error.js";
import { useMeetingLocations } from "../../data/meetings/locations.js";
import { viewerTimeZone } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";
import { type MeetingFormOutput, type MeetingFormValues, meetingForm } from "./meeting-form.js";
import { timeZoneLabel, timeZoneOptions } from "./meeting-time.js";
import { NewLocationForm, type SavedLocation } from "./NewLocationForm.js";

// Not a location id (those are UUIDs), so it cannot collide with a real choice.
const newLocationValue = "new-location";

type Props = {
  orgId: string;
  initialValues: MeetingFormValues;
  canAddLocation: boolean;
  submitLabel: string;
  onSubmit: (data: MeetingFormOutput) => Promise<unknown>;
  onCancel: () => void;
  /** Offered when someone else saved the meeting first (409). */
  onReload?: () => void;
};

/** Title, date, times, place and zone of a meeting, for adding one and for editing it. */
export function MeetingForm(props: Props) {
  const { orgId, initialValues, canAddLocation, submitLabel, onSubmit, onCancel, onReload } = props;
  const { t } = useTranslation();
  const form = useZodForm(meetingForm, initialValues);
  const locations = useMeetingLocations(orgId);
  const [addingLocation, setAddingLocation] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [conflict, setConflict] = useState<string>();
  const locationSelect = useRef<HTMLSelectElement>(null);
  const known = locations.data ?? [];

  const chooseLocation = (value: string) => {
    if (value === newLocationValue) {
      setAddingLocation(true);
      return;
    }
    form.setValue("locationId", value);
    // A place keeps its own clock; the zone can still be changed afterwards.
    const place = known.find((l) => l.Id === value);
    if (place) form.setValue("timeZone", place.TimeZone);
  };

  const locationSaved = (location: SavedLocation) => {
    form.setValue("locationId", location.Id);
    form.setValue("timeZone", location.TimeZone);
    setAddingLocation(false);
    notifications.show({
      color: "green",
      message: t("newLocation.saved", { name: location.Name }),
    });
    requestAnimationFrame(() => locationSelect.current?.focus());
  };

  const submit = form.handleSubmit(async (data) => {
    setFormError(undefined);
    setConflict(undefined);
    setSubmitting(true);
    try {
      await onSubmit(data);
    } catch (error) {
      if (onReload && isApiError(error, 409)) setConflict(error.message);
      else setFormError(form.applyServerError(error));
    } finally {
      setSubmitting(false);
    }
  });

  if (addingLocation) {
    return (
      <NewLocationForm
        orgId={orgId}
        defaultTimeZone={form.values.timeZone || viewerTimeZone()}
        onSaved={locationSaved}
        onBack={() => setAddingLocation(false)}
      />
    );
  }

  const zones = timeZoneOptions([
    form.values.timeZone,
    viewerTimeZone(),
    ...known.map((l) => l.TimeZone),
  ]);
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={formError} />
        {conflict && (
          <Alert color="yellow" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text>{conflict}</Text>
              <Button variant="default" onClick={onReload}>
                {t("meetingForm.reload")}
              </Button>
            </Stack>
          </Alert>
        )}
        <TextInput
          label={t("meetingForm.title")}
          required
          data-autofocus
          {...form.textField("title")}
        />
        <TextInput type="date" label={t("meetingForm.date")} required {...form.textField("date")} />
        <SimpleGrid cols={2}>
          <TextInput
            type="time"
            label={t("meetingForm.startTime")}
            required
            {...form.textField("startTime")}
          />
          <TextInput
            type="time"
            label={t("meetingForm.endTime")}
            required
            {...form.textField("endTime")}
          />
        </SimpleGrid>
        {locations.isError && <FormAlert message={t("meetingForm.locationsFailed")} />}
        <NativeSelect
          ref={locationSelect}
          size="md"
          label={t("meetingForm.location")}
          data={[
            { value: "", label: t("meetingForm.noLocation") },
            ...known.map((l) => ({
              value: l.Id,
              label: l.Address ? `${l.Name} — ${l.Address}` : l.Name,
            })),
            ...(canAddLocation
              ? [{ value: newLocationValue, label: t("meetingForm.newLocationOption") }]
              : []),
          ]}
          value={form.values.locationId}
          onChange={(event) => chooseLocation(event.currentTarget.value)}
          error={form.errorFor("locationId")}
        />
        <NativeSelect
          size="md"
          label={t("meetingForm.timeZone")}
          description={t("meetingForm.timeZoneHint")}
          data={zones.map((zone) => ({ value: zone, label: timeZoneLabel(zone) }))}
          value={form.values.timeZone}
          onChange={(event) => form.setValue("timeZone", event.currentTarget.value)}
          error={form.errorFor("timeZone")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
