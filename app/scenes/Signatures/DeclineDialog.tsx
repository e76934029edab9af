import { Alert, Modal, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import { FormButtons } from "../../components/forms/FormButtons.js";
import { useTranslation } from "../../i18n/translate.js";

type Props = {
  opened: boolean;
  onClose: () => void;
  pending: boolean;
  error: string | undefined;
  onDecline: (reason: string) => void;
};

/** Declining to sign, with the reason the person who asked is told. */
export function DeclineDialog({ opened, onClose, pending, error, onDecline }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  return (
    <Modal opened={opened} onClose={onClose} title={t("signatures.declineTitle")}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim()) onDecline(reason.trim());
        }}
      >
        <Stack gap="md">
          <Textarea
            label={t("signatures.declineReason")}
            description={t("signatures.declineHelp")}
            required
            autosize
            minRows={3}
            maxLength={2000}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <FormButtons
            submitLabel={t("signatures.decline")}
            danger
            pending={pending}
            disabled={!reason.trim()}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
