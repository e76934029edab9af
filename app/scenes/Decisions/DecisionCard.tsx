import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconCalendar, IconPencilPlus, IconUsers } from "@tabler/icons-react";
import { useState } from "react";
import type { DecisionView } from "../../../common/contracts/decisions.js";
import { Highlighted } from "../../components/Highlighted.js";
import { AnchorLink } from "../../components/router-links.js";
import { useTranslation } from "../../i18n/translate.js";
import { AmendDecisionDialog } from "./AmendDecisionDialog.js";
import { DecisionAmendments } from "./DecisionAmendments.js";
import classes from "./Decisions.module.css";
import { formatDecidedOn, outcomeColor, tallyInWords } from "./decision-display.js";

type Props = {
  orgId: string;
  decision: DecisionView;
  outcomeLabel: string;
  /** The organisation's clock, which amendment dates are read on. */
  timeZone: string;
};

/**
 * One decision: when, what, its outcome in words, who moved it, where it was made and any
 * amendments beside the original. The searched words come marked by the server.
 */
export function DecisionCard({ orgId, decision, outcomeLabel, timeZone }: Props) {
  const { t } = useTranslation();
  const [amending, setAmending] = useState(false);
  const people = [
    decision.Mover ? `${t("decisions.moved")}: ${decision.Mover}` : null,
    decision.Seconder ? `${t("decisions.seconded")}: ${decision.Seconder}` : null,
  ].filter((p) => p !== null);

  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group gap={6} wrap="nowrap">
          <IconCalendar size={18} aria-hidden />
          <Text c="dimmed" component="time" dateTime={decision.DecidedOn}>
            {formatDecidedOn(decision.DecidedOn)}
          </Text>
        </Group>
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Text
            component="h2"
            fw={600}
            fz="lg"
            m={0}
            className={`${classes.text} ${classes.title}`}
          >
            <Highlighted text={decision.Title} parts={decision.Highlights?.Title} />
          </Text>
          <Badge
            variant="light"
            color={outcomeColor(decision.Outcome)}
            size="lg"
            aria-label={t("decisions.outcomeLabel", { outcome: outcomeLabel })}
          >
            {outcomeLabel}
          </Badge>
        </Group>
        {people.length > 0 && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconUsers size={18} aria-hidden />
            <Text className={classes.text}>{people.join(" ")}</Text>
          </Group>
        )}
        {decision.Tally && <Text fw={600}>{tallyInWords(decision.Outcome, decision.Tally)}</Text>}
        {decision.Text && (
          <Text className={classes.text}>
            <Highlighted text={decision.Text} parts={decision.Highlights?.Text} />
          </Text>
        )}
        {decision.MeetingId && (
          <Text className={classes.text}>
            <Text span c="dimmed">
              {t("decisions.meeting")}:{" "}
            </Text>
            <AnchorLink to="/meeting/$meetingId" params={{ meetingId: decision.MeetingId }}>
              {decision.MeetingTitle ?? t("decisions.meeting")}
            </AnchorLink>
            {decision.AgendaItemTitle && (
              <Text span c="dimmed">
                {" – "}
                {t("decisions.item")}: {decision.AgendaItemTitle}
              </Text>
            )}
          </Text>
        )}
        <DecisionAmendments amendments={decision.Amendments} timeZone={timeZone} />
        {decision.CanAmend && (
          <Group>
            <Button
              variant="subtle"
              size="sm"
              leftSection={<IconPencilPlus size={18} aria-hidden />}
              onClick={() => setAmending(true)}
              aria-label={t("decisions.recordAmendmentTo", { title: decision.Title })}
            >
              {t("decisions.recordAmendment")}
            </Button>
          </Group>
        )}
      </Stack>
      {decision.CanAmend && (
        <AmendDecisionDialog
          orgId={orgId}
          decision={decision}
          opened={amending}
          onClose={() => setAmending(false)}
        />
      )}
    </Paper>
  );
}
