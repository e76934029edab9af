import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCalendarDue, IconUsers } from "@tabler/icons-react";
import { useState } from "react";
import { actionStatusLabels } from "../../../common/actions.js";
import { AnchorLink } from "../../components/router-links.js";
import { type ActionView, useUpdateAction } from "../../data/actions.js";
import { useTranslation } from "../../i18n/translate.js";
import { ConfirmDialog } from "../Meetings/ConfirmDialog.js";
import { ActionHistory } from "./ActionHistory.js";
import classes from "./Actions.module.css";
import { formatDueDate } from "./action-display.js";
import { EditActionDialog } from "./EditActionDialog.js";
import { SendReminderDialog } from "./SendReminderDialog.js";
import { UpdateActionDialog } from "./UpdateActionDialog.js";

export type Viewer = {
  canManage: boolean;
  canChooseOwners: boolean;
  /** The organisation's clock, which update times are read on. */
  timeZone: string;
};

type Props = { orgId: string; action: ActionView; viewer: Viewer };

/** One action: what, who, by when, its status and where it was agreed, with what may be done. */
export function ActionCard({ orgId, action, viewer }: Props) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<"update" | "edit" | "setBack" | "remind" | null>(null);
  const setBack = useUpdateAction(orgId, action.Id);
  const canUpdate = action.CanUpdate;
  const due = action.DueDate
    ? formatDueDate(action.DueDate, action.Overdue, t("common.overdue"))
    : null;

  const confirmSetBack = () =>
    setBack.mutate(
      { status: "NotStarted" },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: t("actions.setBackDone") });
          setDialog(null);
        },
        onError: (error) => notifications.show({ color: "red", message: error.message }),
      },
    );

  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Text fw={600} className={`${classes.text} ${classes.description}`}>
            {action.Description}
          </Text>
          <Badge variant="light" color={action.Completed ? "green" : "blue"} size="lg">
            {actionStatusLabels[action.Status]}
          </Badge>
        </Group>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconUsers size={18} aria-hidden />
          <Text>
            <Text span c="dimmed">
              {t("actions.owners")}:{" "}
            </Text>
            {action.Owners.length > 0
              ? action.Owners.map((o) => o.Name).join(", ")
              : t("actions.noOwners")}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconCalendarDue size={18} aria-hidden />
          <Text c={due?.overdue ? "red" : undefined} fw={due?.overdue ? 700 : undefined}>
            <Text span c="dimmed" fw={400}>
              {t("common.due")}:{" "}
            </Text>
            {due ? due.text : t("common.noDueDate")}
          </Text>
        </Group>
        {action.MeetingId && (
          <Text className={classes.text}>
            <Text span c="dimmed">
              {t("actions.meeting")}:{" "}
            </Text>
            <AnchorLink to="/meeting/$meetingId" params={{ meetingId: action.MeetingId }}>
              {action.MeetingTitle ?? t("actions.meeting")}
            </AnchorLink>
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          {canUpdate && (
            <Button variant="light" onClick={() => setDialog("update")}>
              {t("actions.update")}
            </Button>
          )}
          {viewer.canManage && (
            <Button variant="default" onClick={() => setDialog("edit")}>
              {t("actions.edit")}
            </Button>
          )}
          {viewer.canManage && !action.Completed && (
            <Button variant="default" onClick={() => setDialog("remind")}>
              {t("actions.sendReminder")}
            </Button>
          )}
          {action.Completed && canUpdate && (
            <Button variant="default" onClick={() => setDialog("setBack")}>
              {t("actions.setBack")}
            </Button>
          )}
        </Group>
        <ActionHistory orgId={orgId} actionId={action.Id} timeZone={viewer.timeZone} />
      </Stack>
      <UpdateActionDialog
        orgId={orgId}
        action={action}
        opened={dialog === "update"}
        onClose={() => setDialog(null)}
      />
      {viewer.canManage && (
        <SendReminderDialog
          orgId={orgId}
          action={action}
          opened={dialog === "remind"}
          onClose={() => setDialog(null)}
        />
      )}
      {viewer.canManage && (
        <EditActionDialog
          orgId={orgId}
          action={action}
          canChooseOwners={viewer.canChooseOwners}
          opened={dialog === "edit"}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        question={
          dialog === "setBack"
            ? {
                title: t("actions.setBackTitle"),
                message: t("actions.setBackMessage", { description: action.Description }),
                confirmLabel: t("actions.setBack"),
              }
            : null
        }
        loading={setBack.isPending}
        onConfirm={confirmSetBack}
        onCancel={() => setDialog(null)}
      />
    </Paper>
  );
}
