import { Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { emailBody, type MailDelivery } from "../../../common/contracts/auth.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
import { PublicLayout } from "../../components/PublicLayout.js";
import { useForgotPassword } from "../../data/auth.js";
import { useTranslation } from "../../i18n/translate.js";
import { CheckEmailNotice } from "./CheckEmailNotice.js";

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const form = useZodForm(emailBody, { email: "" });
  const [formError, setFormError] = useState<string>();
  const [sent, setSent] = useState<{ email: string; mailDelivery: MailDelivery }>();

  const submit = form.handleSubmit(({ email }) => {
    setFormError(undefined);
    forgot.mutate(email, {
      onSuccess: ({ mailDelivery }) => setSent({ email, mailDelivery }),
      onError: (error) => setFormError(form.applyServerError(error)),
    });
  });

  return (
    <PublicLayout title={t("forgot.title")}>
      {sent ? (
        <CheckEmailNotice
          text={t("forgot.sent", { email: sent.email })}
          mailDelivery={sent.mailDelivery}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text>{t("forgot.intro")}</Text>
            <FormAlert message={formError} />
            <TextInput
              label={t("forgot.email")}
              type="email"
              autoComplete="email"
              required
              {...form.textField("email")}
            />
            <Button type="submit" loading={forgot.isPending}>
              {t("forgot.submit")}
            </Button>
            <Anchor component={Link} to="/account/login" size="sm">
              {t("register.backToSignIn")}
            </Anchor>
          </Stack>
        </form>
      )}
    </PublicLayout>
  );
}
