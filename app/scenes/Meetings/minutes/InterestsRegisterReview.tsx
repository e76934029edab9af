import { Skeleton, Stack, Table, Text } from "@mantine/core";
import { AnchorLink } from "../../../components/router-links.js";
import { isApiError } from "../../../data/api-error.js";
import { useInterests } from "../../../data/interests.js";
import { useTranslation } from "../../../i18n/translate.js";
import { formatInterestDate } from "../../Interests/interest-display.js";

/**
 * The Interests Register item shows the register as it stands, read live from the register
 * itself, so a change made there (a new declaration, an ended interest) shows here too.
 */
export function InterestsRegisterReview({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const register = useInterests(orgId, "current", null);
  // People who may not read the register see the item's minutes without it.
  if (isApiError(register.error, 403)) return null;
  if (register.isPending) return <Skeleton height={60} aria-label={t("common.loading")} />;
  if (register.isError)
    return (
      <Text c="red" size="sm" role="alert">
        {t("minutesInterests.failed")}
      </Text>
    );
  const rows = register.data.interests;
  return (
    <Stack gap="xs">
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("minutesInterests.empty")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped captionSide="top">
            <Table.Caption>{t("minutesInterests.caption", { count: rows.length })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("minutesInterests.person")}</Table.Th>
                <Table.Th>{t("minutesInterests.entity")}</Table.Th>
                <Table.Th>{t("minutesInterests.nature")}</Table.Th>
                <Table.Th>{t("minutesInterests.disclosed")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((i) => (
                <Table.Tr key={i.Id}>
                  <Table.Td>{i.PersonName}</Table.Td>
                  <Table.Td>{i.Entity}</Table.Td>
                  <Table.Td>{i.Nature}</Table.Td>
                  <Table.Td>{formatInterestDate(i.DisclosedOn)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="sm">
        <AnchorLink to="/interests-register/$orgId" params={{ orgId }}>
          {t("minutesInterests.open")}
        </AnchorLink>
      </Text>
    </Stack>
  );
}
