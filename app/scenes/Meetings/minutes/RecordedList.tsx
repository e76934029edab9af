import { Badge, Box, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AgendaItemView } from "../../../../common/contracts/meetings.js";
import { formatDate } from "../../../i18n/format.js";
import { decisionOutcomes } from "./decision-form.js";
import classes from "./Minutes.module.css";

type Props = Pick<AgendaItemView, "Decisions" | "Actions" | "Conflicts">;

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
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(`${day}T12:00:00Z`, "UTC") : formatDate(day);
}

/** What was recorded against the item: decisions, actions with owners, declared conflicts. */
export function RecordedList({
  Decisions: decisions,
  Actions: actions,
  Conflicts: conflicts,
}: Props) {
  const { t } = useTranslation();
  const outcomeLabel = useOutcomeLabel();
  if (decisions.length === 0 && actions.length === 0 && conflicts.length === 0) return null;
  return (
    <Stack gap="sm">
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
                <Text>{d.Title}</Text>
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
                <Text>{a.Description}</Text>
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
              <Box component="li" key={c.PersonId} py={6}>
                <Text>
                  {c.Note ? t("minutes.conflictWithNote", { name: c.Name, note: c.Note }) : c.Name}
                </Text>
              </Box>
            ))}
          </Box>
        </div>
      )}
    </Stack>
  );
}
