import { Alert, Button, Group, List, Modal, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { sendReminderBody } from "../../../common/contracts/actions.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { FormButtons } from "../../components/forms/FormButtons.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
import { type ActionView, type ReminderResult, useSendReminder } from "../../data/actions.js";
import { useTranslation } from "../../i18n/translate.js";

type Props = { orgId: string; action: ActionView; opened: boolean; onClose: () => void };

/** A manager reminds an action's owners, with an optional comment; who was missed is listed. */
export function SendReminderDialog({ orgId, action, opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("actionReminder.title")} size="lg">
      {opened && <ReminderForm orgId={orgId} action={action} onClose={onClose} />}
    </Modal>
  );
}

function ReminderForm({ orgId, action, onClose }: Omit<Props, "opened">) {
  const { t } = useTranslation();
  const send = useSendReminder(orgId, action.Id);
  const form = useZodForm(sendReminderBody, { comment: "" });
  const [error, setError] = useState<string>();
  // Shown instead of the form when some owners could not be reached, so the sender can act.
  const [partial, setPartial] = useState<ReminderResult | null>(null);

  const submit = form.handleSubmit(({ comment }) => {
    setError(undefined);
    send.mutate(comment || undefined, {
      onSuccess: (result) => {
        notifications.show({
          color: "green",
          message: t("actionReminder.sentTo", {
            count: result.sent.length,
            names: result.sent.map((s) => s.Name).join(", "),
          }),
        });
        if (result.notSent.length > 0) setPartial(result);
        else onClose();
      },
      // A 409 names why (completed, or nobody can receive e-mail, and who).
      onError: (e) => setError(form.applyServerError(e)),
    });
  });

  if (partial) {
    return (
      <Stack>
        <Alert color="yellow" title={t("actionReminder.notSentTitle")} role="alert">
          <List>
            {partial.notSent.map((n) => (
              <List.Item key={n.PersonId}>
                {t("actionReminder.notSentLine", { name: n.Name, reason: n.Reason })}
              </List.Item>
            ))}
          </List>
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t("actionReminder.close")}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>{t("actionReminder.intro", { description: action.Description })}</Text>
        <FormAlert message={error} />
        <Textarea
          size="md"
          autosize
          minRows={3}
          maxLength={2000}
          data-autofocus
          label={t("actionReminder.comment")}
          description={t("actionReminder.commentHint")}
          {...form.textField("comment")}
        />
        <FormButtons
          submitLabel={t("actionReminder.send")}
          pending={send.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
