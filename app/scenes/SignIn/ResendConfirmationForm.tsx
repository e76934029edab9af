import { Alert, Button, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { emailBody } from "../../../common/contracts/auth.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
import { useResendConfirmation } from "../../data/auth.js";
import { useTranslation } from "../../i18n/translate.js";
import { ServerLogNotice } from "./ServerLogNotice.js";

export function ResendConfirmationForm() {
  const { t } = useTranslation();
  const resend = useResendConfirmation();
  const form = useZodForm(emailBody, { email: "" });
  const [formError, setFormError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();

  const submit = form.handleSubmit(({ email }) => {
    setFormError(undefined);
    resend.mutate(email, {
      onSuccess: () => setSentTo(email),
      onError: (error) => setFormError(form.applyServerError(error)),
    });
  });

  if (sentTo)
    return (
      <Stack>
        <Alert color="green">{t("resend.sent", { email: sentTo })}</Alert>
        <ServerLogNotice mailDelivery={resend.data?.mailDelivery} />
      </Stack>
    );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={formError} />
        <TextInput
          label={t("resend.email")}
          type="email"
          autoComplete="email"
          required
          {...form.textField("email")}
        />
        <Button type="submit" loading={resend.isPending}>
          {t("resend.submit")}
        </Button>
      </Stack>
    </form>
  );
}
