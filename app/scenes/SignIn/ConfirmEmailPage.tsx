import { Button, Group, Loader, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { PublicLayout } from "../../components/PublicLayout.js";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { isApiError } from "../../data/api-error.js";
import { confirmEmailQuery } from "../../data/auth.js";
import { useTranslation } from "../../i18n/translate.js";
import { ResendConfirmationForm } from "./ResendConfirmationForm.js";

/** Opened from the e-mailed link: confirms at once, or explains an expired/used link. */
export function ConfirmEmailPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const confirm = useQuery(confirmEmailQuery(token));

  if (confirm.isPending) {
    return (
      <PublicLayout title={t("confirm.title")}>
        <Group role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t("confirm.working")}</Text>
        </Group>
      </PublicLayout>
    );
  }

  if (confirm.isError) {
    if (isApiError(confirm.error, 410) || isApiError(confirm.error, 400)) {
      return (
        <PublicLayout title={t("confirm.goneTitle")}>
          <Stack>
            <Text>{t("confirm.goneText")}</Text>
            <ResendConfirmationForm />
          </Stack>
        </PublicLayout>
      );
    }
    return (
      <PublicLayout title={t("confirm.title")}>
        <QueryErrorAlert message={confirm.error.message} onRetry={() => void confirm.refetch()} />
      </PublicLayout>
    );
  }

  return (
    <PublicLayout title={t("confirm.doneTitle")}>
      <Stack>
        <Text role="status">{t("confirm.doneText")}</Text>
        <Button component={Link} to="/account/login">
          {t("confirm.signIn")}
        </Button>
      </Stack>
    </PublicLayout>
  );
}
