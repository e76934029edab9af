import { Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "../../i18n/translate.js";
import { InterestRowActions } from "./InterestRowActions.js";
import classes from "./Interests.module.css";
import type { InterestRowsProps } from "./InterestsTable.js";
import { formatInterestDate } from "./interest-display.js";

/** The register on narrow screens: one card per entry, so nothing scrolls sideways. */
export function InterestCards({ orgId, tab, interests, today, canEditAnyone }: InterestRowsProps) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" className={classes.plainList} aria-label={t("interests.list")}>
      {interests.map((interest) => (
        <Paper component="li" key={interest.Id} withBorder p="md" radius="md">
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Text fw={600} className={classes.text}>
                {interest.Entity}
              </Text>
              {interest.CanEdit && (
                <InterestRowActions
                  orgId={orgId}
                  interest={interest}
                  today={today}
                  canEditAnyone={canEditAnyone}
                />
              )}
            </Group>
            <Text>
              <Text span c="dimmed">
                {t("interests.person")}:{" "}
              </Text>
              {interest.PersonName}
            </Text>
            <Text className={classes.text}>
              <Text span c="dimmed">
                {t("interests.nature")}:{" "}
              </Text>
              {interest.Nature}
            </Text>
            <Text>
              <Text span c="dimmed">
                {t("interests.disclosed")}:{" "}
              </Text>
              {formatInterestDate(interest.DisclosedOn)}
            </Text>
            <Text>
              <Text span c="dimmed">
                {tab === "current" ? t("interests.ends") : t("interests.ended")}:{" "}
              </Text>
              {interest.EndsOn ? formatInterestDate(interest.EndsOn) : t("interests.noEndDate")}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
