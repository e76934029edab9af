import { Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { type MailDelivery, registerBody } from "../../../common/contracts/auth.js";
import { messages } from "../../../common/limits.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { PasswordField } from "../../components/forms/PasswordField.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
import { PublicLayout } from "../../components/PublicLayout.js";
import { isApiError } from "../../data/api-error.js";
import { useRegister } from "../../data/auth.js";
import { useTranslation } from "../../i18n/translate.js";
import { externalLinks } from "../../links.js";
import { CheckEmailNotice } from "./CheckEmailNotice.js";

export function RegisterPage() {
  const { t } = useTranslation();
  const register = useRegister();
  const form = useZodForm(registerBody, {
    firstName: "",
    lastName: "",
    email: "",
    password: "",
    acceptTerms: false,
  });
  const [formError, setFormError] = useState<string>();
  const [registered, setRegistered] = useState<{ email: string; mailDelivery: MailDelivery }>();

  const submit = form.handleSubmit((body) => {
    setFormError(undefined);
    register.mutate(body, {
      onSuccess: ({ mailDelivery }) => setRegistered({ email: body.email, mailDelivery }),
      onError: (error) => {
        if (isApiError(error, 409)) {
          form.setFieldError("email", error.message);
          return;
        }
        setFormError(form.applyServerError(error));
      },
    });
  });

  if (registered) {
    return (
      <PublicLayout title={t("register.checkTitle")}>
        <CheckEmailNotice
          text={t("register.checkText", { email: registered.email })}
          mailDelivery={registered.mailDelivery}
        />
      </PublicLayout>
    );
  }

  return (
    <PublicLayout title={t("register.title")}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormAlert message={formError} />
          <Group grow align="flex-start">
            <TextInput
              label={t("register.firstName")}
              autoComplete="given-name"
              required
              {...form.textField("firstName")}
            />
            <TextInput
              label={t("register.lastName")}
              autoComplete="family-name"
              required
              {...form.textField("lastName")}
            />
          </Group>
          <TextInput
            label={t("register.email")}
            type="email"
            autoComplete="email"
            required
            {...form.textField("email")}
          />
          <PasswordField
            label={t("register.password")}
            description={messages.passwordRule}
            autoComplete="new-password"
            required
            {...form.textField("password")}
          />
          <Checkbox label={t("register.terms")} {...form.checkboxField("acceptTerms")} />
          <Anchor href={externalLinks.terms} target="_blank" rel="noopener noreferrer" size="sm">
            {t("register.readTerms")} {t("common.opensInNewTab")}
          </Anchor>
          <Button type="submit" loading={register.isPending} fullWidth>
            {t("register.submit")}
          </Button>
          <Group gap={6}>
            <Text size="sm">{t("register.haveAccount")}</Text>
            <Anchor component={Link} to="/account/login" size="sm">
              {t("register.signIn")}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </PublicLayout>
  );
}
