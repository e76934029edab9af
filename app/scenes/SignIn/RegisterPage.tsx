import { Anchor, Group, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import type { MailDelivery } from "../../../common/contracts/auth.js";
import { RegisterForm } from "../../components/forms/RegisterForm.js";
import { PublicLayout } from "../../components/PublicLayout.js";
import { useRegister } from "../../data/auth.js";
import { useTranslation } from "../../i18n/translate.js";
import { CheckEmailNotice } from "./CheckEmailNotice.js";

export function RegisterPage() {
  const { t } = useTranslation();
  const register = useRegister();
  const [registered, setRegistered] = useState<{ email: string; mailDelivery: MailDelivery }>();

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
      <RegisterForm
        submitLabel={t("register.submit")}
        pending={register.isPending}
        onSubmit={async (body) => {
          const { mailDelivery } = await register.mutateAsync(body);
          setRegistered({ email: body.email, mailDelivery });
        }}
        footer={
          <Group gap={6}>
            <Text size="sm">{t("register.haveAccount")}</Text>
            <Anchor component={Link} to="/account/login" size="sm">
              {t("register.signIn")}
            </Anchor>
          </Group>
        }
      />
    </PublicLayout>
  );
}
