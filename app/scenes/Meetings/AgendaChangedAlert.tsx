import { Alert, Button, List, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { MeetingDetail } from "../../../common/contracts/meetings.js";
import { formatDateTime } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";
import type { MeetingMove } from "./MeetingStateActions.js";

const shownChanges = 10;

type Props = { meeting: MeetingDetail; onBackMove: (move: MeetingMove) => void };

/**
 * Published agendas can still change; members keep the published one until it is
 * published again. There is no republish call yet, so the way is back to Draft Agenda,
 * then Publish Agenda.
 */
export function AgendaChangedAlert({ meeting, onBackMove }: Props) {
  const { t } = useTranslation();
  const unpublish = meeting.Transitions.find((m) => m.action === "unpublishAgenda");
  const changes = meeting.ChangesLog.slice(0, shownChanges);

  return (
    // The title sits in the body: Mantine's yellow title colour is too faint on its background.
    <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} role="status">
      <Stack gap="sm" align="flex-start">
        <Text fw={700}>{t("meeting.changedTitle")}</Text>
        {changes.length > 0 && (
          <List aria-label={t("meeting.changesLog")} spacing={4}>
            {changes.map((change) => {
              const at = formatDateTime(change.At, meeting.TimeZone);
              return (
                <List.Item key={`${change.At}-${change.Summary}`}>
                  {change.By
                    ? t("meeting.changedBy", { summary: change.Summary, by: change.By, at })
                    : t("meeting.changedByUnknown", { summary: change.Summary, at })}
                </List.Item>
              );
            })}
          </List>
        )}
        <Text>
          {meeting.State === "Draft"
            ? t("meeting.changedPublishAgain")
            : t("meeting.changedRepublish")}
        </Text>
        {unpublish && (
          <Button variant="default" onClick={() => onBackMove(unpublish)}>
            {unpublish.label}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
