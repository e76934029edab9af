import { Center, Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "../../i18n/translate.js";
import classes from "./Viewer.module.css";

/** A file on its way to the viewer: how much has arrived, when the server said how much there is. */
export function ViewerLoading({ fraction }: { fraction: number | null }) {
  const { t } = useTranslation();
  const percent = fraction === null ? null : Math.round(fraction * 100);
  const label = percent === null ? t("viewer.loading") : t("viewer.loadingPercent", { percent });
  return (
    <Center className={classes.viewer} aria-busy>
      <Stack gap="xs" w="min(24rem, 80%)">
        <Text size="sm" role="status">
          {label}
        </Text>
        <Progress value={percent ?? 100} animated={percent === null} aria-label={label} />
      </Stack>
    </Center>
  );
}
