import { Text } from "@mantine/core";
import type { InvitationView } from "../../../common/contracts/invitations.js";
import { formatDateTime } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";

/**
 * "The invitation is valid until 25 Dec 2026, 4:22 pm NZDT.": the moment it stops working, on
 * the organisation's clock, the zone named when the reader is elsewhere.
 */
export function InvitationExpiry({
  view,
}: {
  view: Pick<InvitationView, "ExpiresAt" | "TimeZone">;
}) {
  const { t } = useTranslation();
  if (!view.ExpiresAt) return null;
  return (
    <Text c="dimmed">
      {t("invitation.validUntil", {
        date: formatDateTime(view.ExpiresAt, view.TimeZone ?? undefined),
      })}
    </Text>
  );
}
