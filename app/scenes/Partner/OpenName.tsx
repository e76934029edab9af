import { Anchor } from "@mantine/core";
import type { PartnerOrganisation } from "../../data/partner.js";
import { useTranslation } from "../../i18n/translate.js";

/** An organisation's name that opens its read-only partner view. */
export function OpenName({
  org,
  onOpen,
  strong = false,
}: {
  org: PartnerOrganisation;
  onOpen: (id: string) => void;
  strong?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Anchor
      component="button"
      type="button"
      fw={strong ? 600 : undefined}
      ta="left"
      aria-label={t("partner.openOrganisation", { name: org.Name })}
      onClick={() => onOpen(org.Id)}
    >
      {org.Name}
    </Anchor>
  );
}
