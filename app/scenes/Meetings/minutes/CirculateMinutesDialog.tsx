import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { FormAlert } from "../../../components/forms/FormAlert.js";
import { useCirculateMinutes } from "../../../data/meetings/review.js";
import { useTranslation } from "../../../i18n/translate.js";

type Props = { meetingId: string; opened: boolean; onClose: () => void };

/** Sends the draft minutes in review to the members, with an optional message of the organiser's. */
export function CirculateMinutesDialog({ meetingId, opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("minutesCirculate.title")} size="lg">
      {opened && <CirculateForm meetingId={meetingId} onClose={onClose} />}
    </Modal>
  );
}

function CirculateForm({ meetingId, onClose }: Omit<Props, "opened">) {
  const { t } = useTranslation();
  const circulate = useCirculateMinutes(meetingId);
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    const comment = message.trim();
    circulate.mutate(comment === "" ? undefined : comment, {
      onSuccess: ({ sent }) => {
        notifications.show({
          color: "green",
          message: t("minutesCirculate.sent", { count: sent }),
        });
        onClose();
      },
      // A 409 (no longer in review) carries its own message.
      onError: (e) => setError(e.message),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>{t("minutesCirculate.text")}</Text>
        <FormAlert message={error} />
        <Textarea
          size="md"
          autosize
          minRows={3}
          maxLength={5000}
          data-autofocus
          label={t("minutesCirculate.message")}
          description={t("minutesCirculate.messageHint")}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={circulate.isPending}>
            {t("minutesCirculate.send")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
