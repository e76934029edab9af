import { Alert, Badge, Group, Text } from "@mantine/core";
import type { CommitteeList } from "../../data/committees.js";
import { useTranslation } from "../../i18n/translate.js";

/** Licences from the plan, with the committee promotion when its feature flag is on. */
export function CommitteeLicenceNote({
  licences,
  showPromotion,
}: {
  licences: CommitteeList["licences"];
  showPromotion: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert color={licences.Available ? "blue" : "yellow"} mb="md">
      <Group gap="sm" wrap="wrap">
        {showPromotion && (
          <Badge color="teal" variant="filled">
            {t("committees.promotion")}
          </Badge>
        )}
        <Text size="sm">
          {licences.OnTrial
            ? t("committees.licencesOnTrial")
            : t("committees.licences", { count: licences.Included, used: licences.Used })}
        </Text>
        {!licences.Available && <Text size="sm">{t("committees.noLicenceLeft")}</Text>}
        {showPromotion && <Text size="sm">{t("committees.promotionText")}</Text>}
      </Group>
    </Alert>
  );
}
