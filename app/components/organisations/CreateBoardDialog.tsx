import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { createBoardBody } from "../../../common/contracts/organisations.js";
import { useCreateBoard } from "../../data/organisations.js";
import { useTranslation } from "../../i18n/translate.js";
import { FormAlert } from "../forms/FormAlert.js";
import { useZodForm } from "../forms/use-zod-form.js";

type Props = { opened: boolean; onClose: () => void; onCreated?: (id: string) => void };

export function CreateBoardDialog({ opened, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("organisations.createBoardTitle")}>
      {/* Mounted only while open, so each opening starts with an empty form. */}
      {opened && <CreateBoardForm onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function CreateBoardForm({ onClose, onCreated }: Omit<Props, "opened">) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createBoard = useCreateBoard();
  const form = useZodForm(createBoardBody, { name: "", shortName: "" });
  const [formError, setFormError] = useState<string>();

  const submit = form.handleSubmit((body) => {
    setFormError(undefined);
    createBoard.mutate(
      { ...body, shortName: body.shortName || undefined },
      {
        onSuccess: async ({ Id }) => {
          notifications.show({
            color: "green",
            title: t("organisations.boardCreated"),
            message: t("organisations.boardCreatedText", { name: body.name }),
          });
          onCreated?.(Id);
          onClose();
          await navigate({ to: "/organisation-landing/$orgId", params: { orgId: Id } });
        },
        onError: (error) => setFormError(form.applyServerError(error)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={formError} />
        <TextInput
          label={t("organisations.boardName")}
          required
          autoComplete="organization"
          data-autofocus
          {...form.textField("name")}
        />
        <TextInput
          label={t("organisations.shortName")}
          description={t("organisations.shortNameHint")}
          {...form.textField("shortName")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={createBoard.isPending}>
            {t("organisations.createBoard")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
