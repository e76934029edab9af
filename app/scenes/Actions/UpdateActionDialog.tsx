import { Button, Group, Modal, Select, Stack, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import type { ActionStatus } from "../../../common/actions.js";
import { actionStatusSchema } from "../../../common/contracts/actions.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { type ActionPatch, type ActionView, useUpdateAction } from "../../data/actions.js";
import { useTranslation } from "../../i18n/translate.js";
import { statusOptions } from "./action-display.js";

type Props = { orgId: string; action: ActionView; opened: boolean; onClose: () => void };

/** An owner's update: a new status and/or a progress note. */
export function UpdateActionDialog({ orgId, action, opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("actions.updateTitle")} size="lg">
      {opened && <UpdateForm orgId={orgId} action={action} onClose={onClose} />}
    </Modal>
  );
}

function UpdateForm({ orgId, action, onClose }: Omit<Props, "opened">) {
  const { t } = useTranslation();
  const update = useUpdateAction(orgId, action.Id);
  const [status, setStatus] = useState<ActionStatus>(action.Status);
  const [note, setNote] = useState("");
  const [formError, setFormError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body: ActionPatch = {};
    if (status !== action.Status) body.status = status;
    if (note.trim() !== "") body.note = note.trim();
    if (Object.keys(body).length === 0) {
      setFormError(t("actions.nothingToSave"));
      return;
    }
    setFormError(undefined);
    update.mutate(body, {
      onSuccess: () => {
        notifications.show({ color: "green", message: t("actions.saved") });
        onClose();
      },
      onError: (error) => setFormError(error.message),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={formError} />
        <Select
          size="md"
          label={t("actions.status")}
          data={statusOptions()}
          value={status}
          allowDeselect={false}
          data-autofocus
          onChange={(value) => {
            const parsed = actionStatusSchema.safeParse(value);
            if (parsed.success) setStatus(parsed.data);
          }}
        />
        <Textarea
          size="md"
          autosize
          minRows={3}
          maxLength={5000}
          label={t("actions.progressNote")}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t("actions.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
