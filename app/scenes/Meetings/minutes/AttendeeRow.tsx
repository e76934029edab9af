import { Badge, Button, Group, Stack, Switch, Text, TextInput } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AttendancePatch, Attendee, AttendeeStatus } from "../../../data/minutes.js";
import classes from "./Minutes.module.css";

type Props = {
  attendee: Attendee;
  editable: boolean;
  saving: boolean;
  onChange: (patch: AttendancePatch) => void;
};

const choices = ["present", "apology", "absent"] as const;

/** One person: present, apology or absent, a note, and whether they left part-way. */
export function AttendeeRow({ attendee, editable, saving, onChange }: Props) {
  const { t } = useTranslation();
  const name = attendee.Name;
  const statusLabel: Record<AttendeeStatus, string> = {
    present: t("minutesAttendance.present"),
    apology: t("minutesAttendance.apology"),
    absent: t("minutesAttendance.absent"),
    expected: t("minutesAttendance.expected"),
  };

  return (
    <Stack gap="xs" py="sm">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="xs">
          <Text fw={500}>{name}</Text>
          {attendee.IsGuest && (
            <Badge variant="outline" color="gray" tt="none">
              {t("minutesAttendance.guest")}
            </Badge>
          )}
          {!attendee.IsGuest && !attendee.IsVotingMember && (
            <Badge variant="outline" color="gray" tt="none">
              {t("minutesAttendance.nonVoting")}
            </Badge>
          )}
          {attendee.Rsvp && (
            <Text size="sm" c="dimmed">
              {attendee.Rsvp === "attending"
                ? t("minutesAttendance.rsvpAttending")
                : t("minutesAttendance.rsvpApology")}
            </Text>
          )}
        </Group>
        {editable ? (
          <Button.Group
            className={classes.statusGroup}
            aria-label={t("minutesAttendance.groupLabel", { name })}
          >
            {choices.map((status) => {
              const chosen = attendee.Status === status;
              return (
                <Button
                  key={status}
                  className={classes.statusButton}
                  variant={chosen ? "filled" : "default"}
                  aria-pressed={chosen}
                  disabled={saving}
                  leftSection={chosen ? <IconCheck size={16} aria-hidden /> : undefined}
                  onClick={() => !chosen && onChange({ status })}
                >
                  {statusLabel[status]}
                </Button>
              );
            })}
          </Button.Group>
        ) : (
          <Text>
            {statusLabel[attendee.Status]}
            {attendee.Departed ? ` — ${t("minutesAttendance.departedShort")}` : ""}
          </Text>
        )}
      </Group>
      {editable && (
        <Group gap="md" align="center">
          <NoteField
            label={t("minutesAttendance.note", { name })}
            value={attendee.Note ?? ""}
            onSave={(note) => onChange({ note: note === "" ? null : note })}
          />
          {attendee.Status === "present" && (
            <Switch
              size="md"
              label={t("minutesAttendance.departed")}
              aria-label={t("minutesAttendance.departedLabel", { name })}
              checked={attendee.Departed}
              disabled={saving}
              onChange={(event) => onChange({ departed: event.currentTarget.checked })}
            />
          )}
        </Group>
      )}
      {!editable && attendee.Note && (
        <Text size="sm" c="dimmed">
          {attendee.Note}
        </Text>
      )}
    </Stack>
  );
}

/** Saved when the field is left; a refresh from others does not overwrite what is being typed. */
function NoteField(props: { label: string; value: string; onSave: (note: string) => void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState(props.value);
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setNote(props.value);
  }, [props.value]);

  return (
    <TextInput
      flex={1}
      miw="12rem"
      aria-label={props.label}
      placeholder={t("minutesAttendance.notePlaceholder")}
      maxLength={2000}
      value={note}
      onChange={(event) => setNote(event.currentTarget.value)}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={() => {
        focused.current = false;
        if (note.trim() !== props.value) props.onSave(note.trim());
      }}
    />
  );
}
