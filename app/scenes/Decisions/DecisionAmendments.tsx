import { List, Text } from "@mantine/core";
import type { DecisionAmendment } from "../../../common/contracts/decisions.js";
import { formatDate } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";
import classes from "./Decisions.module.css";

/** Corrections recorded after the minutes were confirmed, beside the original wording. */
export function DecisionAmendments({
  amendments,
  timeZone,
}: {
  amendments: DecisionAmendment[];
  timeZone: string;
}) {
  const { t } = useTranslation();
  if (amendments.length === 0) return null;
  return (
    <List
      className={classes.amendments}
      listStyleType="none"
      spacing="xs"
      aria-label={t("decisions.amendments")}
    >
      {amendments.map((a) => (
        <List.Item key={`${a.At} ${a.Correction}`}>
          <Text fw={600} size="sm">
            {a.By
              ? t("decisions.amendedBy", { date: formatDate(a.At, timeZone), name: a.By })
              : t("decisions.amended", { date: formatDate(a.At, timeZone) })}
          </Text>
          <Text className={classes.text}>{a.Correction}</Text>
          <Text size="sm" c="dimmed" className={classes.text}>
            {t("decisions.amendmentReason", { reason: a.Reason })}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
