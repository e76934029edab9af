import { Alert, Stack, Text } from "@mantine/core";
import type { InvitationStatus } from "../../../common/contracts/invitations.js";
import { AnchorLink } from "../../components/router-links.js";
import { useTranslation } from "../../i18n/translate.js";

/** Why an invitation cannot be used; "invalid" is a link that names no invitation at all. */
export type ClosedReason = Exclude<InvitationStatus, "open"> | "invalid";

type Props = { status: ClosedReason; organisationName: string | null };

/** An invitation that no longer works says why and how to get a new one. */
export function InvitationClosed({ status, organisationName }: Props) {
  const { t } = useTranslation();
  const organisation = organisationName ?? t("common.board");
  const title = {
    expired: t("invitation.expiredTitle"),
    used: t("invitation.usedTitle"),
    withdrawn: t("invitation.withdrawnTitle"),
    invalid: t("invitation.invalidTitle"),
  }[status];
  const text = {
    expired: t("invitation.expiredText", { organisation }),
    used: t("invitation.usedText"),
    withdrawn: t("invitation.withdrawnText"),
    invalid: t("invitation.invalidText"),
  }[status];
  return (
    <Stack>
      <Alert color={status === "used" ? "blue" : "yellow"} title={title} role="alert">
        <Text>{text}</Text>
      </Alert>
      <AnchorLink to="/account/login">{t("invitation.signIn")}</AnchorLink>
    </Stack>
  );
}
