import { Skeleton, Stack } from "@mantine/core";
import { useTranslation } from "../../i18n/translate.js";

/** A list of the library on its way: three rows' worth of placeholder. */
export function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" aria-busy="true" aria-label={t("common.loading")}>
      <Skeleton h={56} />
      <Skeleton h={56} />
      <Skeleton h={56} />
    </Stack>
  );
}
