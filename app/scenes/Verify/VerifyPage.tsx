import { Alert, Button, Paper, Progress, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconFileUpload } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { PublicLayout } from "../../components/PublicLayout.js";
import { useFileDrop } from "../../components/use-file-drop.js";
import { useVerifyDocument } from "../../data/verify.js";
import { useTranslation } from "../../i18n/translate.js";
import classes from "./Verify.module.css";
import { VerifyResult } from "./VerifyResult.js";

/**
 * /verify (no sign-in): anyone drops a PDF and learns whether this Quorate sealed it, for which
 * organisation and when, and whether it is unchanged since (server/areas/verify/).
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const check = useVerifyDocument();
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState("");
  const [sent, setSent] = useState(0);
  const start = (files: File[]) => {
    const [file] = files;
    if (!file) return;
    setFileName(file.name);
    setSent(0);
    check.mutate({ file, onProgress: setSent });
  };
  const drop = useFileDrop(!check.isPending, start);

  return (
    <PublicLayout title={t("verify.title")}>
      <Stack gap="md">
        <Text>{t("verify.intro")}</Text>
        {check.isSuccess && <VerifyResult answer={check.data} fileName={fileName} />}
        {check.isError && (
          <Alert color="red" role="alert">
            {check.error.message}
          </Alert>
        )}
        {check.isPending ? (
          <Stack gap={4} role="status">
            <Text size="sm">{t("verify.checking", { name: fileName })}</Text>
            <Progress
              value={Math.round(sent * 100)}
              aria-label={t("verify.checkingProgress", { name: fileName })}
            />
          </Stack>
        ) : (
          <Paper
            withBorder
            p="lg"
            radius="md"
            className={classes.dropZone}
            data-file-over={drop.fileOver || undefined}
            {...drop.handlers}
          >
            <Stack align="center" gap="xs">
              <IconFileUpload size={32} aria-hidden />
              <Text fw={600}>{t("verify.dropHere")}</Text>
              <Text size="sm" c="dimmed">
                {t("verify.or")}
              </Text>
              <Button variant="light" onClick={() => input.current?.click()}>
                {check.isIdle ? t("verify.choose") : t("verify.another")}
              </Button>
              <VisuallyHidden>
                <input
                  ref={input}
                  type="file"
                  accept="application/pdf,.pdf"
                  tabIndex={-1}
                  aria-label={t("verify.chooseLabel")}
                  onChange={(event) => {
                    start(Array.from(event.currentTarget.files ?? []));
                    // The same file again (a second look) must fire a change.
                    event.currentTarget.value = "";
                  }}
                />
              </VisuallyHidden>
            </Stack>
          </Paper>
        )}
      </Stack>
    </PublicLayout>
  );
}
