import { Modal } from "@mantine/core";
import { useTranslation } from "../i18n/translate.js";
import { type LoadFailedProps, LoadFailedText } from "./LoadFailedText.js";

/** Spec §8: a load error after a page was already shown opens this dialog. */
export function LoadFailedDialog({ onRetry, onBack }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onBack} title={t("errors.dialogTitle")}>
      <LoadFailedText onRetry={onRetry} onBack={onBack} />
    </Modal>
  );
}
