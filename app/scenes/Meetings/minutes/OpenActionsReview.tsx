import { Box, Group, Skeleton, Stack, Text } from "@mantine/core";
import { useId } from "react";
import { actionStatusLabels } from "../../../../common/actions.js";
import { AnchorLink } from "../../../components/router-links.js";
import { type ActionView, useOpenActionsReview } from "../../../data/actions.js";
import { isApiError } from "../../../data/api-error.js";
import { useTranslation } from "../../../i18n/translate.js";
import { formatDueDate } from "../../Actions/action-display.js";
import classes from "./OpenActionsReview.module.css";

type Props = { orgId: string; meetingId: string };

/**
 * The Action Items item: the organisation's open actions as they stand, read live from
 * the action list, so the board reviews progress recorded there since the last meeting.
 */
export function OpenActionsReview({ orgId, meetingId }: Props) {
  const { t } = useTranslation();
  const open = useOpenActionsReview(orgId, meetingId);
  const captionId = useId();
  // People without the Actions item see the item's minutes without the list.
  if (isApiError(open.error, 403)) return null;
  if (open.isPending) return <Skeleton height={60} aria-label={t("common.loading")} />;
  if (open.isError)
    return (
      <Text c="red" size="sm" role="alert">
        {t("openActions.failed")}
      </Text>
    );
  const actions = open.data;
  return (
    <Stack gap="xs">
      {actions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("openActions.empty")}
        </Text>
      ) : (
        <>
          <Text size="sm" fw={600} id={captionId}>
            {t("openActions.caption", { count: actions.length })}
          </Text>
          <Box component="ul" className={classes.list} aria-labelledby={captionId}>
            {actions.map((a) => (
              <OpenActionRow key={a.Id} action={a} meetingId={meetingId} />
            ))}
          </Box>
        </>
      )}
      <Text size="sm">
        <AnchorLink to="/action-items/$orgId" params={{ orgId }}>
          {t("openActions.open")}
        </AnchorLink>
      </Text>
    </Stack>
  );
}

/** One action on one line where there is room, wrapping into lines on a phone. */
function OpenActionRow({ action, meetingId }: { action: ActionView; meetingId: string }) {
  const { t } = useTranslation();
  const due = action.DueDate
    ? formatDueDate(action.DueDate, action.Overdue, t("common.overdue"))
    : null;
  const label = (text: string) => (
    <Text span c="dimmed">
      {text}:{" "}
    </Text>
  );
  return (
    <Box component="li" className={classes.row}>
      <Text fw={500} className={classes.text}>
        {action.Description}
      </Text>
      <Group gap="md" wrap="wrap">
        <Text size="sm">
          {label(t("openActions.owners"))}
          {action.Owners.length > 0
            ? action.Owners.map((o) => o.Name).join(", ")
            : t("actions.noOwners")}
        </Text>
        <Text size="sm" c={due?.overdue ? "red" : undefined} fw={due?.overdue ? 700 : undefined}>
          {label(t("openActions.due"))}
          {due ? due.text : t("common.noDueDate")}
        </Text>
        <Text size="sm">
          {label(t("openActions.status"))}
          {actionStatusLabels[action.Status]}
        </Text>
        {action.MeetingId && (
          <Text size="sm">
            {label(t("openActions.meeting"))}
            {action.MeetingId === meetingId ? (
              t("openActions.thisMeeting")
            ) : (
              <AnchorLink to="/meeting/$meetingId" params={{ meetingId: action.MeetingId }}>
                {action.MeetingTitle ?? t("actions.meeting")}
              </AnchorLink>
            )}
          </Text>
        )}
      </Group>
    </Box>
  );
}
