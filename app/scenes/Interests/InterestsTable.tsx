import { Table, Text, VisuallyHidden } from "@mantine/core";
import type { InterestTab, InterestView } from "../../data/interests.js";
import { useTranslation } from "../../i18n/translate.js";
import { InterestRowActions } from "./InterestRowActions.js";
import classes from "./Interests.module.css";
import { formatInterestDate } from "./interest-display.js";

export type InterestRowsProps = {
  orgId: string;
  tab: InterestTab;
  interests: readonly InterestView[];
  today: string;
  canEditAnyone: boolean;
};

/** The register on wide screens: person, entity, nature, disclosed, ends. */
export function InterestsTable({ orgId, tab, interests, today, canEditAnyone }: InterestRowsProps) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing="sm" highlightOnHover aria-label={t("interests.list")}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("interests.person")}</Table.Th>
          <Table.Th>{t("interests.entity")}</Table.Th>
          <Table.Th>{t("interests.nature")}</Table.Th>
          <Table.Th>{t("interests.disclosed")}</Table.Th>
          <Table.Th>{tab === "current" ? t("interests.ends") : t("interests.ended")}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t("interests.actionsColumn")}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {interests.map((interest) => (
          <Table.Tr key={interest.Id}>
            <Table.Td>
              <Text fw={600}>{interest.PersonName}</Text>
            </Table.Td>
            <Table.Td className={classes.text}>{interest.Entity}</Table.Td>
            <Table.Td className={classes.text}>{interest.Nature}</Table.Td>
            <Table.Td className={classes.dates}>
              {formatInterestDate(interest.DisclosedOn)}
            </Table.Td>
            <Table.Td className={classes.dates}>
              {interest.EndsOn ? (
                formatInterestDate(interest.EndsOn)
              ) : (
                <Text span c="dimmed">
                  {t("interests.noEndDate")}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              {interest.CanEdit && (
                <InterestRowActions
                  orgId={orgId}
                  interest={interest}
                  today={today}
                  canEditAnyone={canEditAnyone}
                />
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
