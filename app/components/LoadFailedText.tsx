import { Button, Group, Text } from "@mantine/core";
import { messages } from "../../common/limits.js";
import { useTranslation } from "../i18n/translate.js";

export type LoadFailedProps = { onRetry: () => void; onBack: () => void };

/** "Failed to load data", Go back and Try again: the dialog's body, and its stand-in. */
export function LoadFailedText({ onRetry, onBack }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <>
      <Text mb="lg">{messages.failedToLoad}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          {t("common.goBack")}
        </Button>
        <Button onClick={onRetry}>{t("common.tryAgain")}</Button>
      </Group>
    </>
  );
}
