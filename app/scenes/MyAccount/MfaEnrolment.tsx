import { Anchor, Button, Code, CopyButton, Group, Paper, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMfaVerify } from "../../data/security.js";
import { useTranslation } from "../../i18n/translate.js";
import { MfaCodeForm } from "./MfaCodeForm.js";

type Props = {
  enrolment: { secret: string; otpauthUrl: string };
  onVerified: (recoveryCodes: string[]) => void;
};

/** The setup key as text and as an otpauth link (no QR code: no extra dependency). */
export function MfaEnrolment({ enrolment, onVerified }: Props) {
  const { t } = useTranslation();
  const verify = useMfaVerify();

  return (
    <Stack>
      <Text>{t("security.mfaSecretIntro")}</Text>
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Text size="sm" fw={600} id="mfa-secret-label">
            {t("security.mfaSecret")}
          </Text>
          <Group wrap="wrap">
            <Code fz="md" aria-labelledby="mfa-secret-label">
              {enrolment.secret}
            </Code>
            <CopyButton value={enrolment.secret}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? t("security.copied") : t("security.copy")}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Anchor href={enrolment.otpauthUrl}>{t("security.mfaOpenApp")}</Anchor>
        </Stack>
      </Paper>
      <MfaCodeForm
        submitLabel={t("security.mfaVerify")}
        pending={verify.isPending}
        onCode={(code, onError) =>
          verify.mutate(code, {
            onSuccess: ({ recoveryCodes }) => {
              notifications.show({ color: "green", message: t("security.mfaEnabled") });
              onVerified(recoveryCodes);
            },
            onError,
          })
        }
      />
    </Stack>
  );
}
