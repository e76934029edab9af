import { Alert, Button, Group, Menu, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconChevronDown } from "@tabler/icons-react";
import { useState } from "react";
import type { MeetingDetail } from "../../../common/contracts/meetings.js";
import { meetingStateLabels, meetingTransitions } from "../../../common/meetings/meeting-state.js";
import { useMeetingTransition } from "../../data/meetings/meetings.js";
import { useTranslation } from "../../i18n/translate.js";
import { ConfirmDialog } from "./ConfirmDialog.js";
import { PublishAgendaDialog } from "./publishing/PublishAgendaDialog.js";

export type MeetingMove = MeetingDetail["Transitions"][number];

type Props = {
  meeting: MeetingDetail;
  /** With no agenda yet, "Build Agenda" is the agenda's own call to action instead. */
  agendaEmpty: boolean;
  backMove: MeetingMove | null;
  onBackMove: (move: MeetingMove | null) => void;
  onReload: () => void;
};

function targetLabel(meeting: MeetingDetail, action: string): string {
  const to = meetingTransitions.find((m) => m.from === meeting.State && m.action === action)?.to;
  return to ? meetingStateLabels[to] : "";
}

/** The next step as the primary button; steps back in a menu, each confirmed first. */
export function MeetingStateActions({
  meeting,
  agendaEmpty,
  backMove,
  onBackMove,
  onReload,
}: Props) {
  const { t } = useTranslation();
  const transition = useMeetingTransition(meeting);
  const [error, setError] = useState<string>();
  const [askPublish, setAskPublish] = useState<MeetingMove | null>(null);
  const forward = meeting.Transitions.filter(
    (m) => m.direction === "forward" && !(m.action === "startAgenda" && agendaEmpty),
  );
  const back = meeting.Transitions.filter((m) => m.direction === "back");

  const run = (move: MeetingMove) => {
    setError(undefined);
    const state = targetLabel(meeting, move.action);
    transition.mutate(move.action, {
      onSuccess: () =>
        notifications.show({ color: "green", message: t("meeting.moved", { state }) }),
      onError: (e) => setError(e.message),
      onSettled: () => {
        onBackMove(null);
        setAskPublish(null);
      },
    });
  };

  if (forward.length === 0 && back.length === 0 && !error) return null;
  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text>{error}</Text>
            <Button variant="white" color="red" size="sm" onClick={onReload}>
              {t("meeting.reload")}
            </Button>
          </Group>
        </Alert>
      )}
      <Group gap="sm">
        {forward.map((move) => (
          <Button
            key={move.action}
            // Publishing shows the agenda to members: it asks first, naming them.
            onClick={() => (move.action === "publishAgenda" ? setAskPublish(move) : run(move))}
            loading={transition.isPending && transition.variables === move.action}
          >
            {move.label}
          </Button>
        ))}
        {back.length > 0 && (
          <Menu position="bottom-start">
            <Menu.Target>
              <Button variant="default" rightSection={<IconChevronDown size={18} aria-hidden />}>
                {t("meeting.moveBack")}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {back.map((move) => (
                <Menu.Item key={move.action} onClick={() => onBackMove(move)}>
                  {move.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <ConfirmDialog
        question={
          backMove && {
            title: t("meeting.moveBackTitle", { label: backMove.label }),
            message: t("meeting.moveBackText", {
              from: meeting.StateLabel,
              to: targetLabel(meeting, backMove.action),
            }),
            confirmLabel: backMove.label,
          }
        }
        loading={transition.isPending}
        onConfirm={() => backMove && run(backMove)}
        onCancel={() => onBackMove(null)}
      />
      <PublishAgendaDialog
        meetingId={meeting.Id}
        opened={askPublish !== null}
        publishing={transition.isPending}
        onPublish={() => askPublish && run(askPublish)}
        onCancel={() => setAskPublish(null)}
      />
    </Stack>
  );
}
