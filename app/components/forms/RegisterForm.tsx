import { Anchor, Button, Checkbox, Group, Stack, TextInput } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { type RegisterBody, registerBody } from "../../../common/contracts/auth.js";
import { isApiError } from "../../data/api-error.js";
import { useTranslation } from "../../i18n/translate.js";
import { externalLinks } from "../../links.js";
import { FormAlert } from "./FormAlert.js";
import { NewPasswordField } from "./PasswordField.js";
import { useZodForm } from "./use-zod-form.js";

type Props = {
  /** The address an invitation went to: shown, not changed. Without it, people type their own. */
  invitedEmail?: string;
  /** The names an invitation already knows, to correct if need be. */
  initialNames?: { firstName: string; lastName: string };
  submitLabel: string;
  pending: boolean;
  /** Sends the form; a refusal it rejects with is shown beside the fields it names. */
  onSubmit: (body: RegisterBody) => Promise<unknown>;
  /** Above the fields: what the invitation is for. */
  intro?: ReactNode;
  /** Below the button: sign-up's "Already have an account?". */
  footer?: ReactNode;
};

/** Creating a login: sign-up (spec §4) and sign-up by invitation are the same form. */
export function RegisterForm({
  invitedEmail,
  initialNames,
  submitLabel,
  pending,
  onSubmit,
  intro,
  footer,
}: Props) {
  const { t } = useTranslation();
  const form = useZodForm(registerBody, {
    firstName: initialNames?.firstName ?? "",
    lastName: initialNames?.lastName ?? "",
    email: invitedEmail ?? "",
    password: "",
    acceptTerms: false,
  });
  const [formError, setFormError] = useState<string>();

  const submit = form.handleSubmit((body) => {
    setFormError(undefined);
    onSubmit(body).catch((error: unknown) => {
      // An address already registered is about the address, when the person typed it.
      if (invitedEmail === undefined && isApiError(error, 409)) {
        form.setFieldError("email", error.message);
        return;
      }
      setFormError(form.applyServerError(error));
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {intro}
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
        {invitedEmail === undefined ? (
          <TextInput
            label={t("register.email")}
            type="email"
            autoComplete="email"
            required
            {...form.textField("email")}
          />
        ) : (
          <TextInput
            label={t("register.email")}
            value={invitedEmail}
            readOnly
            description={t("invitation.emailFixed")}
            error={form.errorFor("email")}
          />
        )}
        <NewPasswordField label={t("register.password")} {...form.textField("password")} />
        <Checkbox label={t("register.terms")} {...form.checkboxField("acceptTerms")} />
        <Anchor href={externalLinks.terms} target="_blank" rel="noopener noreferrer" size="sm">
          {t("register.readTerms")} {t("common.opensInNewTab")}
        </Anchor>
        <Button type="submit" loading={pending} fullWidth>
          {submitLabel}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
