import { Button, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { PublicLayout } from "../../components/PublicLayout.js";
import { useTranslation } from "../../i18n/translate.js";

/** The error page of spec §8, in its 403 and 404 variants. */
export function ErrorPage({ code }: { code: "403" | "404" }) {
  const { t } = useTranslation();
  const forbidden = code === "403";
  return (
    <PublicLayout title={forbidden ? t("errors.forbiddenTitle") : t("errors.notFoundTitle")}>
      <Stack>
        <Text>{forbidden ? t("errors.forbiddenText") : t("errors.notFoundText")}</Text>
        <Button component={Link} to="/my-home">
          {t("common.backToMyHome")}
        </Button>
      </Stack>
    </PublicLayout>
  );
}
