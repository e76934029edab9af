import { Code, Group, Paper, Stack, Text, Title } from "@mantine/core";
import {
  IconAlertTriangle,
  IconRosetteDiscountCheck,
  IconShieldOff,
  IconShieldQuestion,
} from "@tabler/icons-react";
import type { VerifyAnswer } from "../../../common/contracts/verify.js";
import { formatInZone } from "../../../common/date-formatters.js";
import { viewerTimeZone } from "../../i18n/format.js";
import { type Translate, useTranslation } from "../../i18n/translate.js";

const looks = {
  sealedUnchanged: { color: "teal.7", Icon: IconRosetteDiscountCheck },
  changed: { color: "red.7", Icon: IconAlertTriangle },
  unrecorded: { color: "yellow.8", Icon: IconShieldQuestion },
  notSealed: { color: "gray.7", Icon: IconShieldOff },
} as const;

/** The finding in one line, as the server decided it (never re-derived from the flags). */
function headingOf(answer: VerifyAnswer, t: Translate): string {
  switch (answer.finding) {
    case "sealedUnchanged":
      return t("verify.sealedUnchanged", {
        organisation: answer.organisationName ?? "",
        date: answer.sealedAt ? formatInZone(answer.sealedAt, viewerTimeZone(), "date") : "",
      });
    case "changed":
      return t("verify.changed");
    case "unrecorded":
      return t("verify.unrecorded");
    case "notSealed":
      return t("verify.notSealed");
  }
}

/** What /api/verify said about one file: the finding, the server's reason, the fingerprint. */
export function VerifyResult({ answer, fileName }: { answer: VerifyAnswer; fileName: string }) {
  const { t } = useTranslation();
  const { color, Icon } = looks[answer.finding];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="verify-finding">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Icon size={28} aria-hidden color={`var(--mantine-color-${color.replace(".", "-")})`} />
          <Title order={2} size="h4" id="verify-finding" c={color}>
            {headingOf(answer, t)}
          </Title>
        </Group>
        {answer.finding !== "sealedUnchanged" && <Text>{answer.message}</Text>}
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t("verify.file")}
          </Text>
          <Text size="sm">{fileName}</Text>
        </Stack>
        {answer.what && (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t("verify.what")}
            </Text>
            <Text size="sm">{answer.what}</Text>
          </Stack>
        )}
        {answer.certificateFingerprint && (
          <Stack gap={4}>
            <Text size="sm" fw={600} id="verify-fingerprint">
              {t("verify.fingerprint")}
            </Text>
            <Code
              block
              aria-labelledby="verify-fingerprint"
              fz="xs"
              style={{ wordBreak: "break-all", whiteSpace: "pre-wrap" }}
            >
              {answer.certificateFingerprint}
            </Code>
            <Text size="xs" c="dimmed">
              {t("verify.fingerprintHint")}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
