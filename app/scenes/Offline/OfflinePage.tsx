import { Button, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { messages } from "../../../common/limits.js";
import { PublicLayout } from "../../components/PublicLayout.js";
import { useOffline } from "../../data/connectivity.js";
import { useTranslation } from "../../i18n/translate.js";

/** /offline is the server's connectivity check; opened in the app it reports the state. */
export function OfflinePage() {
  const { t } = useTranslation();
  const offline = useOffline();
  return (
    <PublicLayout title={t("offline.title")}>
      <Stack>
        <Text role="status">{offline ? messages.offline : t("offline.online")}</Text>
        <Button component={Link} to="/">
          {t("common.backToMyHome")}
        </Button>
      </Stack>
    </PublicLayout>
  );
}
