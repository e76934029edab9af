import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { type PersonSummary, useTransferOwnership } from "../../data/people.js";
import { useTranslation } from "../../i18n/translate.js";

type Props = {
  orgId: string;
  organisationName: string;
  person: PersonSummary;
  opened: boolean;
  onClose: () => void;
};

/** A high-stakes step (ui.md): the owner types "Transfer" before ownership moves. */
export function TransferOwnershipDialog({
  orgId,
  organisationName,
  person,
  opened,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const transfer = useTransferOwnership(orgId, person.PersonId);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string>();
  const close = () => {
    setTyped("");
    setError(undefined);
    onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    transfer.mutate(typed, {
      onSuccess: (result) => {
        notifications.show({ color: "green", message: result.message });
        close();
      },
      onError: (failure) => setError(failure.message),
    });
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t("people.ownerTitle", { name: person.FullName })}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormAlert message={error} />
          <Text>{t("people.ownerText", { organisation: organisationName })}</Text>
          <TextInput
            size="md"
            data-autofocus
            autoComplete="off"
            label={t("people.ownerTypeLabel")}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("common.cancel")}
            </Button>
            <Button
              type="submit"
              color="red"
              disabled={typed !== "Transfer"}
              loading={transfer.isPending}
            >
              {t("people.ownerConfirm")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
