import { Modal, Select, Stack, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { actionPatchBody, actionStatusSchema } from "../../../common/contracts/actions.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { FormButtons } from "../../components/forms/FormButtons.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
import { type ActionPatch, type ActionView, useUpdateAction } from "../../data/actions.js";
import { useTranslation } from "../../i18n/translate.js";
import { statusOptions } from "./action-display.js";

const updateForm = actionPatchBody.pick({ status: true, note: true });

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
  const form = useZodForm(updateForm, { status: action.Status, note: "" });
  const [formError, setFormError] = useState<string>();

  const submit = form.handleSubmit(({ status, note }) => {
    const body: ActionPatch = {};
    if (status !== action.Status) body.status = status;
    if (note) body.note = note;
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
      onError: (error) => setFormError(form.applyServerError(error)),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={formError} />
        <Select
          size="md"
          label={t("actions.status")}
          data={statusOptions()}
          value={form.values.status}
          allowDeselect={false}
          data-autofocus
          onChange={(value) => {
            const parsed = actionStatusSchema.safeParse(value);
            if (parsed.success) form.setValue("status", parsed.data);
          }}
          error={form.errorFor("status")}
        />
        <Textarea
          size="md"
          autosize
          minRows={3}
          maxLength={5000}
          label={t("actions.progressNote")}
          {...form.textField("note")}
        />
        <FormButtons
          submitLabel={t("actions.save")}
          pending={update.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
