import { Modal, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { transferOwnershipBody } from "../../../common/contracts/people.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { FormButtons } from "../../components/forms/FormButtons.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
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
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("people.ownerTitle", { name: person.FullName })}
    >
      {/* Mounted while open, so the word typed last time is gone next time. */}
      {opened && (
        <TransferForm
          orgId={orgId}
          organisationName={organisationName}
          person={person}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function TransferForm({ orgId, organisationName, person, onClose }: Omit<Props, "opened">) {
  const { t } = useTranslation();
  const transfer = useTransferOwnership(orgId, person.PersonId);
  const form = useZodForm(transferOwnershipBody, { confirmation: "" });
  const [error, setError] = useState<string>();
  const submit = form.handleSubmit(({ confirmation }) => {
    transfer.mutate(confirmation, {
      onSuccess: (result) => {
        notifications.show({ color: "green", message: result.message });
        onClose();
      },
      onError: (failure) => setError(form.applyServerError(failure)),
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={error} />
        <Text>{t("people.ownerText", { organisation: organisationName })}</Text>
        <TextInput
          size="md"
          data-autofocus
          autoComplete="off"
          label={t("people.ownerTypeLabel")}
          {...form.textField("confirmation")}
          // The button waits for the word; half a word typed is not an error to announce.
          error={undefined}
        />
        <FormButtons
          submitLabel={t("people.ownerConfirm")}
          danger
          disabled={!form.isValid}
          pending={transfer.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
