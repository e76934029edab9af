import { Button, Group, Stack, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { changePasswordBody } from "../../../common/contracts/auth.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { NewPasswordField, PasswordField } from "../../components/forms/PasswordField.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
import { useChangePassword } from "../../data/security.js";
import { useTranslation } from "../../i18n/translate.js";

export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useZodForm(changePasswordBody, { currentPassword: "", newPassword: "" });
  const [formError, setFormError] = useState<string>();

  const submit = form.handleSubmit((body) => {
    setFormError(undefined);
    change.mutate(body, {
      onSuccess: () => {
        notifications.show({ color: "green", message: t("security.passwordChanged") });
        onChanged();
      },
      onError: (error) => setFormError(form.applyServerError(error)),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} size="h3">
          {t("security.passwordHeading")}
        </Title>
        <FormAlert message={formError} />
        <PasswordField
          label={t("security.currentPassword")}
          autoComplete="current-password"
          required
          {...form.textField("currentPassword")}
        />
        <NewPasswordField label={t("security.newPassword")} {...form.textField("newPassword")} />
        <Group>
          <Button type="submit" loading={change.isPending}>
            {t("security.changePassword")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
