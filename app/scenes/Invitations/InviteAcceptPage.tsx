import { Alert, Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useNavigate } from "@tanstack/react-router";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { PageTitle } from "../../components/PageTitle.js";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { isBadLinkError } from "../../data/api-error.js";
import { useAcceptInvitation, useInvitation } from "../../data/people.js";
import { useTranslation } from "../../i18n/translate.js";
import { InvitationClosed } from "./InvitationClosed.js";
import { InvitationExpiry } from "./InvitationExpiry.js";

/** invite/accept: someone with a login (signed in by the shell) accepts the invitation in their e-mail. */
export function InviteAcceptPage({ permit }: { permit: string | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t("invitation.title")} />
      {permit ? (
        <Invitation permit={permit} />
      ) : (
        <Alert color="yellow" role="alert">
          {t("invitation.missing")}
        </Alert>
      )}
    </>
  );
}

function Invitation({ permit }: { permit: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invitation = useInvitation(permit);
  const accept = useAcceptInvitation(permit);
  if (invitation.isPending) return <Skeleton h={80} aria-label={t("invitation.checking")} />;
  if (isBadLinkError(invitation.error))
    return <InvitationClosed status="invalid" organisationName={null} />;
  if (invitation.isError)
    return <QueryErrorAlert what="invitation" onRetry={() => void invitation.refetch()} />;
  const view = invitation.data;
  if (view.Status !== "open")
    return <InvitationClosed status={view.Status} organisationName={view.OrganisationName} />;
  const go = () =>
    accept.mutate(undefined, {
      onSuccess: (result) => {
        notifications.show({ color: "green", message: result.message });
        void navigate({
          to: "/organisation-landing/$orgId",
          params: { orgId: result.OrganisationId },
        });
      },
    });
  return (
    <Stack maw={640}>
      <FormAlert message={accept.error?.message} />
      <Text size="lg">
        {t("invitation.invitedTo", {
          name: view.FirstName ?? "",
          organisation: view.OrganisationName ?? "",
          role: view.RoleLabel ?? "",
        })}
      </Text>
      <InvitationExpiry view={view} />
      <Group>
        <Button size="md" onClick={go} loading={accept.isPending}>
          {t("invitation.accept")}
        </Button>
      </Group>
    </Stack>
  );
}
