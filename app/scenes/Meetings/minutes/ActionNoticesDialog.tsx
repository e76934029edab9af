import { Alert, Button, Group, List, Loader, Modal, Stack, Text } from "@mantine/core";
import { FormAlert } from "../../../components/forms/FormAlert.js";
import { useSendActionNotices } from "../../../data/actions.js";
import { useTranslation } from "../../../i18n/translate.js";

type Props = { meetingId: string; lastSent: string | null; opened: boolean; onClose: () => void };

/** Asks before e-mailing the action notices, shows them going out, then who was missed. */
export function ActionNoticesDialog({ meetingId, lastSent, opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("actionNotices.title")} size="lg">
      {opened && <NoticesBody meetingId={meetingId} lastSent={lastSent} onClose={onClose} />}
    </Modal>
  );
}

function NoticesBody({ meetingId, lastSent, onClose }: Omit<Props, "opened">) {
  const { t } = useTranslation();
  const send = useSendActionNotices(meetingId);

  if (send.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t("actionNotices.sending")}</Text>
      </Group>
    );
  }

  if (send.isSuccess) {
    const { Sent, NotSent } = send.data;
    return (
      <Stack>
        <Text role="status">{t("actionNotices.sent", { count: Sent.length })}</Text>
        {NotSent.length > 0 && (
          <Alert color="yellow" title={t("actionNotices.notSentTitle")}>
            <List>
              {NotSent.map((n) => (
                <List.Item key={`${n.ActionId}-${n.PersonId ?? "none"}`}>
                  {t("actionNotices.notSentLine", {
                    description: n.Description,
                    name: n.Name,
                    reason: n.Reason,
                  })}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t("actionNotices.close")}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack>
      <Text>{t("actionNotices.confirm")}</Text>
      {lastSent && (
        <Alert color="yellow">{t("actionNotices.resendWarning", { when: lastSent })}</Alert>
      )}
      {/* A 409 says why (minutes moved back, nothing left to send). */}
      <FormAlert message={send.error?.message} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t("common.cancel")}
        </Button>
        <Button onClick={() => send.mutate()}>{t("actionNotices.send")}</Button>
      </Group>
    </Stack>
  );
}
