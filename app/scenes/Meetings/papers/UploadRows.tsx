import { Box, Button, Group, Progress, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconCheck } from "@tabler/icons-react";
import { useTranslation } from "../../../i18n/translate.js";
import classes from "./Papers.module.css";
import type { UploadRow } from "./usePaperUploads.js";

type Props = { itemTitle: string; rows: readonly UploadRow[]; onDismiss: () => void };

function ProgressRow({ row }: { row: UploadRow }) {
  const { t } = useTranslation();
  const label =
    row.state === "waiting"
      ? t("papers.waiting", { name: row.name })
      : row.state === "done"
        ? t("papers.uploaded", { name: row.name })
        : t("papers.uploading", { name: row.name, percent: row.percent });
  return (
    <Stack component="li" gap={4}>
      <Group gap={6} wrap="nowrap">
        {row.state === "done" && <IconCheck size={18} aria-hidden />}
        <Text size="sm" className={classes.name}>
          {label}
        </Text>
      </Group>
      <Progress
        value={row.percent}
        size="md"
        aria-label={t("papers.progressLabel", { name: row.name })}
        aria-valuetext={label}
      />
    </Stack>
  );
}

/**
 * Files on their way, each with its own bar, and below them the files that were not
 * attached, each with the reason next to its name (announced as they appear).
 */
export function UploadRows({ itemTitle, rows, onDismiss }: Props) {
  const { t } = useTranslation();
  const moving = rows.filter((r) => r.state !== "refused" && r.state !== "failed");
  const problems = rows.filter((r) => r.state === "refused" || r.state === "failed");
  return (
    <>
      {moving.length > 0 && (
        <Stack component="ul" gap="xs" className={classes.plainList}>
          {moving.map((row) => (
            <ProgressRow key={row.key} row={row} />
          ))}
        </Stack>
      )}
      <Box aria-live="polite">
        {problems.length > 0 && (
          <Stack gap={4}>
            <Stack
              component="ul"
              gap={4}
              className={classes.plainList}
              aria-label={t("papers.problemsLabel", { title: itemTitle })}
            >
              {problems.map((row) => (
                <Group component="li" key={row.key} gap={6} wrap="nowrap" align="flex-start">
                  <Box c="red" pt={2}>
                    <IconAlertCircle size={18} aria-hidden />
                  </Box>
                  <Text size="sm" className={classes.name}>
                    <Text span inherit fw={700}>
                      {row.name}:
                    </Text>{" "}
                    <Text span inherit>
                      {row.message}
                    </Text>
                  </Text>
                </Group>
              ))}
            </Stack>
            <Group>
              <Button
                variant="subtle"
                aria-label={t("papers.dismissLabel", { title: itemTitle })}
                onClick={onDismiss}
              >
                {t("papers.dismiss")}
              </Button>
            </Group>
          </Stack>
        )}
      </Box>
    </>
  );
}
