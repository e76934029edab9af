import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { messages } from "../../common/limits.js";

/** Spec §8: a load error after a page was already shown opens this dialog. */
export function LoadFailedDialog({ onRetry, onBack }: { onRetry: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onBack} title={t("errors.dialogTitle")}>
      <Text mb="lg">{messages.failedToLoad}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          {t("common.goBack")}
        </Button>
        <Button onClick={onRetry}>{t("common.tryAgain")}</Button>
      </Group>
    </Modal>
  );
}
