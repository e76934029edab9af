import { Skeleton, Stack, Text } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import type { InvitationView } from "../../../common/contracts/invitations.js";
import { RegisterForm } from "../../components/forms/RegisterForm.js";
import { PublicLayout } from "../../components/PublicLayout.js";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { AnchorLink } from "../../components/router-links.js";
import { isBadLinkError } from "../../data/api-error.js";
import { useInvitation, useRegisterWithInvitation } from "../../data/people.js";
import { useTranslation } from "../../i18n/translate.js";
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
  else body = <InvitedRegisterForm permit={permit} view={invitation.data} />;
  return <PublicLayout title={t("invitation.registerTitle")}>{body}</PublicLayout>;
}

function InvitedRegisterForm({ permit, view }: { permit: string; view: InvitationView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegisterWithInvitation(permit);
  return (
    <RegisterForm
      // An invitation is only ever sent to an address.
      invitedEmail={view.Email ?? ""}
      initialNames={{ firstName: view.FirstName ?? "", lastName: view.LastName ?? "" }}
      submitLabel={t("invitation.create")}
      pending={register.isPending}
      onSubmit={async ({ email: _invited, ...body }) => {
        const result = await register.mutateAsync(body);
        await navigate({
          to: "/organisation-landing/$orgId",
          params: { orgId: result.OrganisationId },
        });
      }}
      intro={
        <>
          <Text>
            {t("invitation.registerIntro", {
              organisation: view.OrganisationName ?? "",
              role: view.RoleLabel ?? "",
            })}
          </Text>
          <InvitationExpiry view={view} />
        </>
      }
    />
  );
}
