import { Anchor, Button, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "../../i18n/translate.js";

/** After an e-mail is sent; embedded installs have no SMTP, so the outbox is one click away. */
export function CheckEmailNotice({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Text role="status">{text}</Text>
      <Text size="sm" c="dimmed">
        {t("register.outboxHint")}
      </Text>
      <Button component={Link} to="/outbox" variant="light">
        {t("register.openOutbox")}
      </Button>
      <Anchor component={Link} to="/account/login" size="sm">
        {t("register.backToSignIn")}
      </Anchor>
    </Stack>
  );
}
