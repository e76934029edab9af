import { Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "../../../i18n/translate.js";

type Props = { step: string | null; percent: number | null; queued: boolean };

/** "Merging paper 7 of 12" over a bar; an animated full bar while the build cannot say how far it is. */
export function PackBuildProgress({ step, percent, queued }: Props) {
  const { t } = useTranslation();
  const label = step ?? (queued ? t("boardPack.queued") : t("boardPack.building"));
  return (
    <Stack gap={6}>
      <Text aria-live="polite">{label}</Text>
      <Progress
        value={percent ?? 100}
        animated={percent === null}
        size="lg"
        aria-label={t("boardPack.progressLabel")}
        aria-valuetext={percent === null ? label : `${percent}% — ${label}`}
      />
    </Stack>
  );
}
