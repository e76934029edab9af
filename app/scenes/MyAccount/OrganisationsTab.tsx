import { Badge, Table, Text } from "@mantine/core";
import { AnchorLink } from "../../components/router-links.js";
import { useMe } from "../../data/me.js";
import { useTranslation } from "../../i18n/translate.js";

export function OrganisationsTab() {
  const { t } = useTranslation();
  const { organisations } = useMe();
  if (organisations.length === 0) return <Text>{t("myOrganisations.none")}</Text>;

  return (
    <Table verticalSpacing="sm">
      <Table.Caption>{t("myOrganisations.caption")}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("myOrganisations.name")}</Table.Th>
          <Table.Th>{t("myOrganisations.kind")}</Table.Th>
          <Table.Th>{t("myOrganisations.role")}</Table.Th>
          <Table.Th>{t("myOrganisations.status")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {organisations.map((org) => (
          <Table.Tr key={org.Id}>
            <Table.Td>
              {org.AccessAllowed ? (
                <AnchorLink to="/organisation-landing/$orgId" params={{ orgId: org.Id }}>
                  {org.Name}
                </AnchorLink>
              ) : (
                <Text c="dimmed">{org.Name}</Text>
              )}
            </Table.Td>
            <Table.Td>{org.Parent ? t("common.committee") : t("common.board")}</Table.Td>
            <Table.Td>{org.RoleLabel}</Table.Td>
            <Table.Td>
              {!org.AccessAllowed ? (
                <Badge variant="outline" color="gray">
                  {t("common.inactive")}
                </Badge>
              ) : org.Status === "FreeTrial" && org.TrialDaysLeft !== null ? (
                t("common.freeTrialDaysLeft", { count: org.TrialDaysLeft })
              ) : (
                t("myOrganisations.active")
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
