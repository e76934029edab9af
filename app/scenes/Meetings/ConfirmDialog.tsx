import { Button, Group, type MantineColor, Modal, Stack, Text } from "@mantine/core";
import { useRef } from "react";
import { useTranslation } from "../../i18n/translate.js";

type Shown = { title: string; message: string; confirmLabel: string };

type Props = {
  /** What to ask; null closes the dialog. */
  question: Shown | null;
  confirmColor?: MantineColor;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before a consequential step, naming the thing; Cancel has the focus. */
export function ConfirmDialog({ question, confirmColor, loading, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  // Keeps the words while the dialog fades out after the question is cleared.
  const last = useRef<Shown | null>(null);
  if (question) last.current = question;
  const shown = question ?? last.current;

  return (
    <Modal opened={question !== null} onClose={onCancel} title={shown?.title ?? ""}>
      <Stack>
        <Text>{shown?.message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {t("common.cancel")}
          </Button>
          <Button color={confirmColor} loading={loading} onClick={onConfirm}>
            {shown?.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
