import { Text, type TextProps } from "@mantine/core";
import { useTranslation } from "../../../i18n/translate.js";

type Props = TextProps & { mover: string | null | undefined; seconder: string | null | undefined };

/** "Moved by Ana Smith, seconded by Ben Jones.", for votes and decisions, once they are named. */
export function MovedBy({ mover, seconder, ...text }: Props) {
  const { t } = useTranslation();
  if (mover && seconder)
    return <Text {...text}>{t("minutesVote.movedSeconded", { mover, seconder })}</Text>;
  if (mover) return <Text {...text}>{t("minutesVote.moved", { mover })}</Text>;
  if (seconder) return <Text {...text}>{t("minutesVote.seconded", { seconder })}</Text>;
  return null;
}
