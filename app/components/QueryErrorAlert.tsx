import { Alert, Button, Group, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "../i18n/translate.js";

/** Every failed load says what happened and offers a retry (ui.md). */
export function QueryErrorAlert({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
      <Group justify="space-between" wrap="wrap">
        <Text>{message ?? t("errors.failedToLoad")}</Text>
        <Button variant="white" color="red" size="sm" onClick={onRetry}>
          {t("common.tryAgain")}
        </Button>
      </Group>
    </Alert>
  );
}
