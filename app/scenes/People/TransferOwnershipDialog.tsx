import { Modal, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { transferOwnershipBody } from "../../../common/contracts/people.js";
import { TypedConfirmForm } from "../../components/forms/TypedConfirmForm.js";
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

/** The contract's own check of the word (common/contracts/people.ts). */
const isTransferWord = (typed: string) =>
  transferOwnershipBody.safeParse({ confirmation: typed }).success;

function TransferForm({ orgId, organisationName, person, onClose }: Omit<Props, "opened">) {
  const { t } = useTranslation();
  const transfer = useTransferOwnership(orgId, person.PersonId);
  const [error, setError] = useState<string>();
  return (
    <TypedConfirmForm
      intro={<Text>{t("people.ownerText", { organisation: organisationName })}</Text>}
      label={t("people.ownerTypeLabel")}
      confirms={isTransferWord}
      submitLabel={t("people.ownerConfirm")}
      pending={transfer.isPending}
      error={error}
      onCancel={onClose}
      onConfirm={(confirmation) =>
        transfer.mutate(confirmation, {
          onSuccess: (result) => {
            notifications.show({ color: "green", message: result.message });
            onClose();
          },
          onError: (failure) => setError(failure.message),
        })
      }
    />
  );
}
