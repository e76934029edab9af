import { Text } from "@mantine/core";
import { utcToZoned } from "../../../common/zoned-time.js";
import { viewerTimeZone } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";
import { formatDueDate } from "../Actions/action-display.js";

/**
 * "Review due 3 Mar 2027": in red and saying "overdue" in words once the day has passed on the
 * viewer's calendar, so the state is never told by colour alone.
 */
export function ReviewDue({ reviewOn }: { reviewOn: string }) {
  const { t } = useTranslation();
  const today = utcToZoned(new Date(), viewerTimeZone()).date;
  const due = formatDueDate(reviewOn, reviewOn < today, t("common.overdue"));
  return (
    <Text size="sm" c={due.overdue ? "red" : "dimmed"} fw={due.overdue ? 700 : undefined}>
      {t("documents.reviewDue", { date: due.text })}
    </Text>
  );
}
