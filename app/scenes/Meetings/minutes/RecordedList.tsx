import { ActionIcon, Badge, Box, Group, Menu, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDots, IconPencil, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import type { AgendaItemView } from "../../../../common/contracts/meetings.js";
import { calendarDate } from "../../../../common/date-formatters.js";
import type { MeetingRef } from "../../../data/meetings/meetings.js";
import { useRemoveRecord } from "../../../data/meetings/minutes.js";
import { useTranslation } from "../../../i18n/translate.js";
import { ConfirmDialog } from "../ConfirmDialog.js";
import { decisionOutcomes } from "./decision-form.js";
import classes from "./Minutes.module.css";
import { MovedBy } from "./MovedBy.js";

type Props = Pick<AgendaItemView, "Decisions" | "Actions" | "Conflicts"> & {
  /** While the minutes are being written: correct or remove what was recorded. */
  manage?: {
    meeting: MeetingRef;
    itemId: string;
    onEditDecision: (decision: AgendaItemView["Decisions"][number]) => void;
  };
};

type Removal = { path: string; title: string; message: string; confirmLabel: string };

/** The outcome in words; one the app does not know yet is shown as sent. */
function useOutcomeLabel() {
  const { t } = useTranslation();
  return (outcome: string) => {
    const known = decisionOutcomes.find((o) => o === outcome);
    return known ? t(`minutesOutcome.${known}`) : outcome;
  };
}

/** "2026-12-03" as "3 Dec 2026": a calendar date is shown as is, without a time zone shift. */
function formatDay(day: string): string {
  return calendarDate(day);
}

/** What was recorded against the item: decisions, actions with owners, declared conflicts. */
export function RecordedList({
  Decisions: decisions,
  Actions: actions,
  Conflicts: conflicts,
  manage,
}: Props) {
  const { t } = useTranslation();
  const outcomeLabel = useOutcomeLabel();
  const [removal, setRemoval] = useState<Removal | null>(null);
  if (decisions.length === 0 && actions.length === 0 && conflicts.length === 0) return null;
  const ask = (path: string, kind: "decision" | "action" | "conflict", name: string) =>
    setRemoval({
      path,
      title: t(`minutesRecords.remove.${kind}.title`),
      message: t(`minutesRecords.remove.${kind}.message`, { name }),
      confirmLabel: t(`minutesRecords.remove.${kind}.confirm`),
    });
  return (
    <Stack gap="sm">
      {manage && (
        <RemoveRecord meeting={manage.meeting} removal={removal} onDone={() => setRemoval(null)} />
      )}
      {decisions.length > 0 && (
        <div>
          <Title order={4} size="h6">
            {t("minutes.decisions")}
          </Title>
          <Box component="ul" className={classes.plainList}>
            {decisions.map((d) => (
              <Group component="li" key={d.Id} gap="xs" py={6} wrap="nowrap">
                <Badge variant="light" tt="none" miw="7rem">
                  {outcomeLabel(d.Outcome)}
                </Badge>
                <Stack gap={0} flex={1}>
                  <Text>{d.Title}</Text>
                  <MovedBy mover={d.Mover} seconder={d.Seconder} size="sm" c="dimmed" />
                </Stack>
                {manage && (
                  <RecordMenu
                    label={t("minutesRecords.menu", { name: d.Title })}
                    onEdit={() => manage.onEditDecision(d)}
                    onRemove={
                      d.FromVote ? undefined : () => ask(`decisions/${d.Id}`, "decision", d.Title)
                    }
                  />
                )}
              </Group>
            ))}
          </Box>
        </div>
      )}
      {actions.length > 0 && (
        <div>
          <Title order={4} size="h6">
            {t("minutes.actions")}
          </Title>
          <Box component="ul" className={classes.plainList}>
            {actions.map((a) => (
              <Box component="li" key={a.Id} py={6}>
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Text>{a.Description}</Text>
                  {manage && (
                    <RecordMenu
                      label={t("minutesRecords.menu", { name: a.Description })}
                      onRemove={() => ask(`actions/${a.Id}`, "action", a.Description)}
                    />
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {t("minutes.actionOwners", { names: a.Owners.join(", ") })}
                  {" · "}
                  {a.DueDate
                    ? t("minutes.actionDue", { date: formatDay(a.DueDate) })
                    : t("minutes.actionNoDue")}
                </Text>
              </Box>
            ))}
          </Box>
        </div>
      )}
      {conflicts.length > 0 && (
        <div>
          <Title order={4} size="h6">
            {t("minutes.conflicts")}
          </Title>
          <Box component="ul" className={classes.plainList}>
            {conflicts.map((c) => (
              <Group component="li" key={c.PersonId} py={6} gap="xs" justify="space-between">
                <Text>
                  {c.Note ? t("minutes.conflictWithNote", { name: c.Name, note: c.Note }) : c.Name}
                </Text>
                {manage && (
                  <RecordMenu
                    label={t("minutesRecords.menu", { name: c.Name })}
                    onRemove={() =>
                      ask(
                        `agenda/items/${manage.itemId}/conflicts/${c.PersonId}`,
                        "conflict",
                        c.Name,
                      )
                    }
                  />
                )}
              </Group>
            ))}
          </Box>
        </div>
      )}
    </Stack>
  );
}

/** Edit and remove for one recorded line, in a menu so the list stays calm on a tablet. */
function RecordMenu({
  label,
  onEdit,
  onRemove,
}: {
  label: string;
  onEdit?: () => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  if (!onEdit && !onRemove) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {onEdit && (
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
            {t("minutesRecords.edit")}
          </Menu.Item>
        )}
        {onRemove && (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onRemove}
          >
            {t("minutesRecords.removeLabel")}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Asks before removing, then says what happened (or why the server refused). */
function RemoveRecord({
  meeting,
  removal,
  onDone,
}: {
  meeting: MeetingRef;
  removal: Removal | null;
  onDone: () => void;
}) {
  const remove = useRemoveRecord(meeting);
  return (
    <ConfirmDialog
      question={removal}
      confirmColor="red"
      loading={remove.isPending}
      onCancel={onDone}
      onConfirm={() =>
        removal &&
        remove.mutate(removal.path, {
          onSuccess: (result) => {
            const message =
              typeof result === "object" && result && "message" in result
                ? String(result.message)
                : "";
            if (message) notifications.show({ message });
            onDone();
          },
          onError: (error) => {
            notifications.show({ color: "red", message: error.message });
            onDone();
          },
        })
      }
    />
  );
}
