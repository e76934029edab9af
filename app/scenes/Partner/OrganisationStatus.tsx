import { Text } from "@mantine/core";
import { useTranslation } from "../../i18n/translate.js";
import { organisationStatusLabel } from "./partner-lists.js";

/** The status in words; a cancelled organisation is also greyed, never told by colour alone. */
export function OrganisationStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  const label = organisationStatusLabel(status);
  return (
    <Text span inherit c={label === "statusCancelled" ? "dimmed" : undefined}>
      {label ? t(`partner.${label}`) : status}
    </Text>
  );
}
