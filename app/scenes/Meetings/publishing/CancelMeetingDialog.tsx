import { Alert, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import type { MeetingDetail } from "../../../../common/contracts/meetings.js";
import { useCancelMeeting } from "../../../data/meetings/notices.js";
import { useTranslation } from "../../../i18n/translate.js";
import { formatMeetingWhen } from "../meeting-time.js";
import { confirmWordMatches } from "./confirm-word.js";

type Props = { meeting: MeetingDetail; opened: boolean; onClose: () => void };

/** High stakes: names the meeting and asks for the word "Cancel" to be typed (ui.md). */
export function CancelMeetingDialog({ meeting, opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("cancelMeeting.title", { title: meeting.Title })}
    >
      {opened && <CancelMeetingBody meeting={meeting} onClose={onClose} />}
    </Modal>
  );
}

function CancelMeetingBody({ meeting, onClose }: Omit<Props, "opened">) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cancel = useCancelMeeting(meeting);
  const [typed, setTyped] = useState("");
  const [notify, setNotify] = useState(true);
  const word = t("cancelMeeting.word");
  const confirmed = confirmWordMatches(typed, word);

  const submit = () => {
    if (!confirmed) return;
    cancel.mutate(notify, {
      onSuccess: ({ notified }) => {
        notifications.show({
          color: "green",
          message: notify
            ? t("cancelMeeting.cancelledNotified", { title: meeting.Title, count: notified })
            : t("cancelMeeting.cancelled", { title: meeting.Title }),
        });
        onClose();
        // Cancelled meetings leave the lists; the meeting page has nothing left to do.
        void navigate({ to: "/meetings/$orgId", params: { orgId: meeting.OrganisationId } });
      },
    });
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack>
        <Text>
          {t("cancelMeeting.text", {
            title: meeting.Title,
            when: formatMeetingWhen(meeting.StartTime, meeting.EndTime, meeting.TimeZone),
          })}
        </Text>
        <Checkbox
          size="md"
          label={t("cancelMeeting.notify")}
          description={t("cancelMeeting.notifyHint")}
          checked={notify}
          onChange={(e) => setNotify(e.currentTarget.checked)}
        />
        <TextInput
          label={t("cancelMeeting.typeWord")}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
        {cancel.isError && (
          <Alert color="red" role="alert">
            {cancel.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("cancelMeeting.keep")}
          </Button>
          <Button type="submit" color="red" disabled={!confirmed} loading={cancel.isPending}>
            {t("cancelMeeting.confirm")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
