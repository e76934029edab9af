import { Box, Button, Group, Progress, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconCheck } from "@tabler/icons-react";
import { isMoving, type UploadRow } from "../../components/use-upload-queue.js";
import { useTranslation } from "../../i18n/translate.js";
import classes from "./Documents.module.css";

function RowStatus({ row }: { row: UploadRow }) {
  const { t } = useTranslation();
  if (row.state === "refused" || row.state === "failed") {
    return (
      <Group gap={6} wrap="nowrap" align="flex-start" c="red.8">
        <IconAlertCircle size={18} aria-hidden />
        <Text size="sm" inherit>
          {t("documents.notUploaded")}: {row.message}
        </Text>
      </Group>
    );
  }
  if (row.state === "done") {
    return (
      <Group gap={6} wrap="nowrap">
        <IconCheck size={18} aria-hidden />
        <Text size="sm">{t("documents.uploadedFile")}</Text>
      </Group>
    );
  }
  return <UploadBar name={row.name} percent={row.percent} waiting={row.state === "waiting"} />;
}

type BarProps = { name: string; percent: number; waiting?: boolean };

/** One file on its way: how far it has gone, in words and as a bar named for the file. */
export function UploadBar({ name, percent, waiting }: BarProps) {
  const { t } = useTranslation();
  const label = waiting ? t("documents.waiting") : t("documents.uploading", { percent });
  return (
    <Stack gap={4}>
      {/* The words are for the eye (a live list would read out every step); the bar tells the rest. */}
      <Text size="sm" aria-hidden>
        {label}
      </Text>
      <Progress
        value={percent}
        size="md"
        aria-label={t("documents.progressLabel", { name })}
        aria-valuetext={label}
      />
    </Stack>
  );
}

/**
 * The files of the latest choices: each with its own bar while it goes, and, when it was not
 * uploaded, the reason beside its name (announced as it appears).
 */
export function UploadProgressList({
  rows,
  onDismiss,
}: {
  rows: readonly UploadRow[];
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const settled = !rows.some(isMoving);
  return (
    // Always there, so screen readers announce what is added to it: a file sent or refused.
    <Stack gap="xs" mb={rows.length > 0 ? "md" : 0} aria-live="polite">
      {rows.length > 0 && (
        <Box component="ul" className={classes.plainList} aria-label={t("documents.uploadsLabel")}>
          {rows.map((row) => (
            <Stack component="li" key={row.key} gap={4} py={6}>
              <Text fw={600} size="sm" className={classes.name}>
                {row.name}
              </Text>
              <RowStatus row={row} />
            </Stack>
          ))}
        </Box>
      )}
      {rows.length > 0 && settled && (
        <Group>
          <Button variant="subtle" aria-label={t("documents.dismissLabel")} onClick={onDismiss}>
            {t("documents.dismiss")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
