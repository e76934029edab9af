import { Badge, Button, EmptyState, Table, Text } from "@mantine/core";
import { IconUsersGroup } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AddCommitteeDialog } from "../../components/organisations/AddCommitteeDialog.js";
import { PageTitle } from "../../components/PageTitle.js";
import { AnchorLink } from "../../components/router-links.js";
import { useMe } from "../../data/me.js";

/** A board's committees (the ones the person belongs to); inactive ones greyed. */
export function CommitteesPage({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const me = useMe();
  const [adding, setAdding] = useState(false);
  const board = me.organisations.find((o) => o.Id === orgId);
  if (!board) return null;
  const committees = me.organisations.filter((o) => o.Parent === orgId);

  return (
    <>
      <PageTitle
        title={t("committees.title")}
        actions={<Button onClick={() => setAdding(true)}>{t("committees.addCommittee")}</Button>}
      />
      <Text c="dimmed" mb="md">
        {board.Name}
      </Text>
      {committees.length === 0 ? (
        <EmptyState
          icon={<IconUsersGroup size={32} aria-hidden />}
          withIndicatorBackground
          title={t("committees.emptyTitle")}
          description={t("committees.emptyText", { board: board.Name })}
        />
      ) : (
        // No fixed minimum width: cells wrap on phones instead of scrolling sideways.
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("myOrganisations.name")}</Table.Th>
              <Table.Th>{t("myOrganisations.role")}</Table.Th>
              <Table.Th>{t("myOrganisations.status")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {committees.map((committee) => (
              <Table.Tr key={committee.Id}>
                <Table.Td>
                  {committee.AccessAllowed ? (
                    <AnchorLink to="/organisation-landing/$orgId" params={{ orgId: committee.Id }}>
                      {committee.Name}
                    </AnchorLink>
                  ) : (
                    <Text c="dimmed" title={t("committees.inactiveHint")}>
                      {committee.Name}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td c={committee.AccessAllowed ? undefined : "dimmed"}>
                  {committee.RoleLabel}
                </Table.Td>
                <Table.Td>
                  {committee.AccessAllowed ? (
                    t("myOrganisations.active")
                  ) : (
                    <Badge variant="outline" color="gray">
                      {t("common.inactive")}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <AddCommitteeDialog board={adding ? board : null} onClose={() => setAdding(false)} />
    </>
  );
}
