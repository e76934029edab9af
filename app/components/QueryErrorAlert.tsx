import { Alert, Button, Group, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { enCore } from "../i18n/en-core.js";
import { useTranslation } from "../i18n/translate.js";

/** What failed to load, named in "Failed to load the {type}." (spec §8). */
export type LoadTarget = keyof (typeof enCore)["loadTargets"];

type Props = { onRetry: () => void } & (
  | { what: LoadTarget; message?: never }
  /** A message of the spec's own for this failure (the Board Pack status check…). */
  | { message: string; what?: never }
);

/** Every failed load says what happened and offers a retry (ui.md). */
export function QueryErrorAlert({ what, message, onRetry }: Props) {
  const { t } = useTranslation();
  const text = message ?? t("errors.failedToLoadThe", { type: t(`loadTargets.${what ?? "page"}`) });
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
      <Group justify="space-between" wrap="wrap">
        <Text>{text}</Text>
        <Button variant="white" color="red" size="sm" onClick={onRetry}>
          {t("common.tryAgain")}
        </Button>
      </Group>
    </Alert>
  );
}
