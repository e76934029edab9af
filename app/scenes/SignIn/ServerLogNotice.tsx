import { Alert, Text } from "@mantine/core";
import type { MailDelivery } from "../../../common/contracts/auth.js";
import { useTranslation } from "../../i18n/translate.js";

/** Said wherever an e-mail was just queued on an installation without SMTP. */
export function ServerLogNotice({ mailDelivery }: { mailDelivery: MailDelivery | undefined }) {
  const { t } = useTranslation();
  if (mailDelivery !== "serverLog") return null;
  return (
    <Alert color="yellow" title={t("register.serverLogTitle")}>
      <Text size="sm">{t("register.serverLogHint")}</Text>
    </Alert>
  );
}
