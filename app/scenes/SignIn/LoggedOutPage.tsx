import { Button, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { PublicLayout } from "../../components/PublicLayout.js";
import { useTranslation } from "../../i18n/translate.js";

export function LoggedOutPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout title={t("loggedOut.title")}>
      <Stack>
        <Text>{t("loggedOut.text")}</Text>
        <Button component={Link} to="/account/login">
          {t("loggedOut.signIn")}
        </Button>
      </Stack>
    </PublicLayout>
  );
}
