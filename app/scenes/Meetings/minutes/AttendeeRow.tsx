import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconCheck } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import type {
  AttendancePatch,
  Attendee,
  AttendeeStatus,
} from "../../../data/meetings/attendance.js";
import { useTranslation } from "../../../i18n/translate.js";
import classes from "./Minutes.module.css";

/** An agenda item someone may arrive or leave at, labelled "3.1 Financial Report". */
export type ItemChoice = { value: string; label: string };

type Props = {
  attendee: Attendee;
  /** The items of the agenda, in order, for "Arrived at" and "Left at". */
  items: readonly ItemChoice[];
  editable: boolean;
  saving: boolean;
  onChange: (patch: AttendancePatch) => void;
  /** Moving the person up or down the list (the minutes list people in this order). */
  order?: { first: boolean; last: boolean; moving: boolean; onMove: (by: -1 | 1) => void };
};

const choices = ["present", "apology", "absent"] as const;

/**
 * One person: present, apology or absent, a note, whether they left part-way, and the items
 * they arrived and left at.
 */
export function AttendeeRow({ attendee, items, editable, saving, onChange, order }: Props) {
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
          {editable && order && (
            <Group gap={2} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t("minutesAttendance.moveUp", { name })}
                disabled={order.first || order.moving}
                onClick={() => order.onMove(-1)}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t("minutesAttendance.moveDown", { name })}
                disabled={order.last || order.moving}
                onClick={() => order.onMove(1)}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
            </Group>
          )}
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
              // Not having left means not having left at any item either.
              onChange={(event) =>
                onChange(
                  event.currentTarget.checked
                    ? { departed: true }
                    : { departed: false, departedAtItemId: null },
                )
              }
            />
          )}
        </Group>
      )}
      {editable && attendee.Status === "present" && items.length > 0 && (
        <Group gap="sm" align="flex-end">
          <ItemSelect
            label={t("minutesAttendance.arrivedAt")}
            ariaLabel={t("minutesAttendance.arrivedAtLabel", { name })}
            items={items}
            value={attendee.ArrivedAtItemId}
            disabled={saving}
            onChange={(arrivedAtItemId) => onChange({ arrivedAtItemId })}
          />
          <ItemSelect
            label={t("minutesAttendance.leftAt")}
            ariaLabel={t("minutesAttendance.leftAtLabel", { name })}
            items={items}
            value={attendee.DepartedAtItemId}
            disabled={saving}
            // Leaving at an item means having left (the server marks it too).
            onChange={(departedAtItemId) =>
              onChange(
                departedAtItemId === null
                  ? { departedAtItemId }
                  : { departedAtItemId, departed: true },
              )
            }
          />
        </Group>
      )}
      {!editable && attendee.Status === "present" && (
        <ArrivedAndLeft attendee={attendee} items={items} />
      )}
      {!editable && attendee.Note && (
        <Text size="sm" c="dimmed">
          {attendee.Note}
        </Text>
      )}
    </Stack>
  );
}

/** A compact, clearable choice of agenda item, named for the person it is about. */
function ItemSelect(props: {
  label: string;
  ariaLabel: string;
  items: readonly ItemChoice[];
  value: string | null;
  disabled: boolean;
  onChange: (itemId: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      size="sm"
      w="16rem"
      maw="100%"
      label={props.label}
      aria-label={props.ariaLabel}
      placeholder={t("minutesAttendance.atItemPlaceholder")}
      data={props.items}
      value={props.value}
      clearable
      // Mantine hides the clear button from keyboards and screen readers; this one is named.
      clearButtonProps={{
        "aria-label": t("minutesAttendance.clearItem", { label: props.ariaLabel }),
        "aria-hidden": false,
        tabIndex: 0,
      }}
      searchable
      disabled={props.disabled}
      onChange={(value) => value !== props.value && props.onChange(value)}
    />
  );
}

/** For readers: the items a person arrived and left at, when the minute taker noted them. */
function ArrivedAndLeft({ attendee, items }: { attendee: Attendee; items: readonly ItemChoice[] }) {
  const { t } = useTranslation();
  const labelOf = (id: string | null) => items.find((item) => item.value === id)?.label;
  const arrived = labelOf(attendee.ArrivedAtItemId);
  const left = labelOf(attendee.DepartedAtItemId);
  if (!arrived && !left) return null;
  return (
    <Text size="sm" c="dimmed">
      {[
        arrived && t("minutesAttendance.arrivedAtItem", { item: arrived }),
        left && t("minutesAttendance.leftAtItem", { item: left }),
      ]
        .filter(Boolean)
        .join(" · ")}
    </Text>
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
