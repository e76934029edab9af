import { Skeleton, Stack } from "@mantine/core";
import { useTranslation } from "../../i18n/translate.js";

/** Placeholder rows (or cards on phones) while a partner list loads. */
export function PartnerListSkeleton({ narrow }: { narrow: boolean }) {
  const { t } = useTranslation();
  const rows = ["a", "b", "c", "d", "e"];
  return (
    <Stack gap={narrow ? "sm" : "xs"} aria-busy="true" aria-label={t("common.loading")}>
      <Skeleton h={narrow ? 72 : 56} w={{ base: "100%", xs: 360 }} radius="md" mb="sm" />
      {rows.map((key) => (
        <Skeleton key={key} h={narrow ? 96 : 44} radius="md" />
      ))}
    </Stack>
  );
}
