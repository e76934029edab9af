import { Button, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { z } from "zod";
import { passwordSchema } from "../../../common/contracts/auth.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { NewPasswordField } from "../../components/forms/PasswordField.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
import { PublicLayout } from "../../components/PublicLayout.js";
import { isApiError } from "../../data/api-error.js";
import { useResetPassword } from "../../data/auth.js";
import { useTranslation } from "../../i18n/translate.js";

const resetForm = z.object({ password: passwordSchema });

export function ResetPasswordPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const form = useZodForm(resetForm, { password: "" });
  const [formError, setFormError] = useState<string>();

  const submit = form.handleSubmit(({ password }) => {
    setFormError(undefined);
    reset.mutate(
      { token, password },
      { onError: (error) => setFormError(form.applyServerError(error)) },
    );
  });

  if (reset.isSuccess) {
    return (
      <PublicLayout title={t("reset.title")}>
        <Stack>
          <Text role="status">{t("reset.doneText")}</Text>
          <Button component={Link} to="/account/login">
            {t("confirm.signIn")}
          </Button>
        </Stack>
      </PublicLayout>
    );
  }

  // Used up or expired (410), or a link cut short (its token refused as malformed): one answer.
  const badLink = isApiError(reset.error, 400) && "token" in reset.error.fields;
  if (isApiError(reset.error, 410) || badLink) {
    return (
      <PublicLayout title={t("confirm.goneTitle")}>
        <Stack>
          <Text>{t("reset.goneText")}</Text>
          <Button component={Link} to="/account-email/forgot-password">
            {t("reset.requestNew")}
          </Button>
        </Stack>
      </PublicLayout>
    );
  }

  return (
    <PublicLayout title={t("reset.title")}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormAlert message={formError} />
          <NewPasswordField label={t("reset.password")} {...form.textField("password")} />
          <Button type="submit" loading={reset.isPending}>
            {t("reset.submit")}
          </Button>
        </Stack>
      </form>
    </PublicLayout>
  );
}
