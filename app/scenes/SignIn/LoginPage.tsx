import { Alert, Anchor, Button, Divider, Group, Stack, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { loginBody } from "../../../common/contracts/auth.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { PasswordField } from "../../components/forms/PasswordField.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
import { PublicLayout } from "../../components/PublicLayout.js";
import { isApiError } from "../../data/api-error.js";
import { oidcConfigQuery, useLogin, useResendConfirmation } from "../../data/auth.js";
import { useTranslation } from "../../i18n/translate.js";
import type { LoginSearch } from "../../routes/public-routes.js";
import { safeReturnTo } from "../../routes/return-to.js";
import { ServerLogNotice } from "./ServerLogNotice.js";

export function LoginPage({ search }: { search: LoginSearch }) {
  const { t } = useTranslation();
  const router = useRouter();
  const login = useLogin();
  const resend = useResendConfirmation();
  const oidc = useQuery(oidcConfigQuery);
  const form = useZodForm(loginBody, { email: "", password: "", mfaCode: "" });
  const [mfaRequired, setMfaRequired] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [unconfirmed, setUnconfirmed] = useState(false);
  const returnTo = safeReturnTo(search.returnTo);

  const submit = form.handleSubmit((body) => {
    setFormError(undefined);
    setUnconfirmed(false);
    login.mutate(
      { ...body, mfaCode: body.mfaCode || undefined },
      {
        onSuccess: async (result) => {
          if (result.status === "mfaRequired") {
            setMfaRequired(true);
            return;
          }
          await router.navigate({ href: returnTo, replace: true });
        },
        onError: (error) => {
          // 403 means the e-mail address is not confirmed yet: offer to send the link again.
          if (isApiError(error, 403)) setUnconfirmed(true);
          setFormError(form.applyServerError(error));
        },
      },
    );
  });

  return (
    <PublicLayout title={t("login.title")}>
      <Stack>
        {search.error === "no_account" && (
          <Alert color="yellow" role="alert">
            {t("login.noAccountFromIdp")}
          </Alert>
        )}
        <form onSubmit={submit} noValidate>
          <Stack>
            <FormAlert message={formError} />
            {unconfirmed &&
              (resend.isSuccess ? (
                <>
                  <Alert color="green">{t("login.resent")}</Alert>
                  <ServerLogNotice mailDelivery={resend.data.mailDelivery} />
                </>
              ) : (
                <Button
                  variant="light"
                  loading={resend.isPending}
                  onClick={() => resend.mutate(form.values.email.trim())}
                >
                  {t("login.resend")}
                </Button>
              ))}
            <TextInput
              label={t("login.email")}
              type="email"
              autoComplete="username"
              required
              {...form.textField("email")}
            />
            <PasswordField
              label={t("login.password")}
              autoComplete="current-password"
              required
              {...form.textField("password")}
            />
            {mfaRequired && (
              <TextInput
                label={t("login.mfaCode")}
                description={t("login.mfaHint")}
                autoComplete="one-time-code"
                inputMode="text"
                required
                autoFocus
                {...form.textField("mfaCode")}
              />
            )}
            <Button type="submit" loading={login.isPending} fullWidth>
              {t("login.submit")}
            </Button>
          </Stack>
        </form>
        <Anchor component={Link} to="/account-email/forgot-password" size="sm">
          {t("login.forgot")}
        </Anchor>
        {oidc.data?.enabled && (
          <>
            <Divider label={t("login.or")} labelPosition="center" />
            <Button
              component="a"
              variant="default"
              href={`/api/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`}
              fullWidth
            >
              {t("login.oidc")}
            </Button>
          </>
        )}
        <Group gap={6}>
          <Text size="sm">{t("login.noAccount")}</Text>
          <Anchor component={Link} to="/auth" size="sm">
            {t("login.register")}
          </Anchor>
        </Group>
      </Stack>
    </PublicLayout>
  );
}
