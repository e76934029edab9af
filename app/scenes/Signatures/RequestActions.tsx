import { Alert, Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconBan, IconBell, IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { FormButtons } from "../../components/forms/FormButtons.js";
import {
  type SignatureRequestView,
  sealedDocumentHref,
  useRemindSigners,
  useVoidRequest,
} from "../../data/signature-requests.js";
import { useTranslation } from "../../i18n/translate.js";
import { ConfirmDialog } from "../Meetings/ConfirmDialog.js";

/** What the requester (or a library manager) may do with the request, as the server allows. */
export function RequestActions({ view }: { view: SignatureRequestView }) {
  const { t } = useTranslation();
  const { abilities } = view;
  const remind = useRemindSigners(view.signatureRequestId);
  const [reminding, setReminding] = useState(false);
  const [voiding, setVoiding] = useState(false);
  if (!abilities.remind && !abilities.void && !abilities.downloadSealed) return null;

  return (
    <Group gap="sm" wrap="wrap">
      {abilities.downloadSealed && (
        <Button
          component="a"
          href={sealedDocumentHref(view.signatureRequestId)}
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          {t("signatures.downloadSealed")}
        </Button>
      )}
      {abilities.remind && (
        <Button
          variant="default"
          leftSection={<IconBell size={18} aria-hidden />}
          onClick={() => setReminding(true)}
        >
          {t("signatures.remind")}
        </Button>
      )}
      {abilities.void && (
        <Button
          variant="default"
          color="red"
          leftSection={<IconBan size={18} aria-hidden />}
          onClick={() => setVoiding(true)}
        >
          {t("signatures.void")}
        </Button>
      )}
      <ConfirmDialog
        question={
          reminding
            ? {
                title: t("signatures.remindTitle"),
                message: t("signatures.remindText", { name: view.documentName }),
                confirmLabel: t("signatures.remind"),
              }
            : null
        }
        loading={remind.isPending}
        onCancel={() => setReminding(false)}
        onConfirm={() =>
          remind.mutate(undefined, {
            onSuccess: (answer) => notifications.show({ color: "green", message: answer.message }),
            onError: (error) => notifications.show({ color: "red", message: error.message }),
            onSettled: () => setReminding(false),
          })
        }
      />
      <VoidDialog view={view} opened={voiding} onClose={() => setVoiding(false)} />
    </Group>
  );
}

function VoidDialog({
  view,
  opened,
  onClose,
}: {
  view: SignatureRequestView;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const voidRequest = useVoidRequest(view.signatureRequestId);
  const [reason, setReason] = useState("");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("signatures.voidTitle", { name: view.documentName })}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = reason.trim();
          voidRequest.mutate(trimmed ? { reason: trimmed } : {}, {
            onSuccess: () => {
              onClose();
              notifications.show({ message: t("signatures.voidedNotice") });
            },
          });
        }}
      >
        <Stack gap="md">
          <Alert color="yellow">{t("signatures.voidText")}</Alert>
          <Textarea
            label={t("signatures.voidReason")}
            autosize
            minRows={2}
            maxLength={2000}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          {voidRequest.error && (
            <Alert color="red" role="alert">
              {voidRequest.error.message}
            </Alert>
          )}
          <FormButtons
            submitLabel={t("signatures.void")}
            danger
            pending={voidRequest.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
