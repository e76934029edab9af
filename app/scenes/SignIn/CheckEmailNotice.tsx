import { Anchor, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { MailDelivery } from "../../../common/contracts/auth.js";
import { useTranslation } from "../../i18n/translate.js";
import { ServerLogNotice } from "./ServerLogNotice.js";

/**
 * After an e-mail is queued. Without SMTP nothing is sent: the server says so, and the message
 * with its link is in the server's log, which is where a newcomer who ran `npm start` looks.
 */
export function CheckEmailNotice({
  text,
  mailDelivery,
}: {
  text: string;
  mailDelivery: MailDelivery;
}) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Text role="status">{text}</Text>
      <ServerLogNotice mailDelivery={mailDelivery} />
      <Anchor component={Link} to="/account/login" size="sm">
        {t("register.backToSignIn")}
      </Anchor>
    </Stack>
  );
}
