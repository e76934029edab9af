import { Anchor, Button, Checkbox, Group, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import {
  type InvitationView,
  registerWithInvitationBody,
} from "../../../common/contracts/invitations.js";
import { messages } from "../../../common/limits.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { PasswordField } from "../../components/forms/PasswordField.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
import { PublicLayout } from "../../components/PublicLayout.js";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { AnchorLink } from "../../components/router-links.js";
import { isBadLinkError } from "../../data/api-error.js";
import { useInvitation, useRegisterWithInvitation } from "../../data/people.js";
import { useTranslation } from "../../i18n/translate.js";
import { externalLinks } from "../../links.js";
import { InvitationClosed } from "./InvitationClosed.js";
import { InvitationExpiry } from "./InvitationExpiry.js";

/** _account/register/{permitId}: the invited person creates their login and is signed in. */
export function RegisterWithInvitationPage({ permit }: { permit: string }) {
  const { t } = useTranslation();
  const invitation = useInvitation(permit);
  let body: React.ReactNode;
  if (invitation.isPending) body = <Skeleton h={120} aria-label={t("invitation.checking")} />;
  else if (isBadLinkError(invitation.error))
    body = <InvitationClosed status="invalid" organisationName={null} />;
  else if (invitation.isError)
    body = <QueryErrorAlert what="invitation" onRetry={() => void invitation.refetch()} />;
  else if (invitation.data.Status !== "open")
    body = (
      <InvitationClosed
        status={invitation.data.Status}
        organisationName={invitation.data.OrganisationName}
      />
    );
  else if (invitation.data.HasAccount)
    body = (
      <Stack>
        <Text>{t("invitation.haveLogin")}</Text>
        <AnchorLink to="/invite/accept" search={{ permit }}>
          {t("invitation.accept")}
        </AnchorLink>
      </Stack>
    );
  else body = <RegisterForm permit={permit} view={invitation.data} />;
  return <PublicLayout title={t("invitation.registerTitle")}>{body}</PublicLayout>;
}

function RegisterForm({ permit, view }: { permit: string; view: InvitationView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegisterWithInvitation(permit);
  const [formError, setFormError] = useState<string>();
  const form = useZodForm(registerWithInvitationBody, {
    firstName: view.FirstName ?? "",
    lastName: view.LastName ?? "",
    password: "",
    acceptTerms: false,
  });
  const submit = form.handleSubmit((body) => {
    setFormError(undefined);
    register.mutate(body, {
      onSuccess: (result) =>
        void navigate({
          to: "/organisation-landing/$orgId",
          params: { orgId: result.OrganisationId },
        }),
      onError: (error) => setFormError(form.applyServerError(error)),
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>
          {t("invitation.registerIntro", {
            organisation: view.OrganisationName ?? "",
            role: view.RoleLabel ?? "",
          })}
        </Text>
        <InvitationExpiry view={view} />
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
          value={view.Email ?? ""}
          readOnly
          description={t("invitation.emailFixed")}
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
          {t("invitation.create")}
        </Button>
      </Stack>
    </form>
  );
}
