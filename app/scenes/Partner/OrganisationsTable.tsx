import { Group, Stack, Table, Text } from "@mantine/core";
import { IconCornerDownRight } from "@tabler/icons-react";
import { Fragment } from "react";
import type { PartnerOrganisation } from "../../data/partner.js";
import { useTranslation } from "../../i18n/translate.js";
import { OpenName } from "./OpenName.js";
import { OrganisationStatus } from "./OrganisationStatus.js";
import classes from "./Partner.module.css";
import type { OrganisationGroup } from "./partner-lists.js";

function Row({
  org,
  board,
  onOpen,
}: {
  org: PartnerOrganisation;
  board?: PartnerOrganisation;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td>
        {board ? (
          <Group gap="xs" wrap="nowrap" align="flex-start" className={classes.committee}>
            <Text span c="dimmed" lh={0} mt={4}>
              <IconCornerDownRight size={18} aria-hidden />
            </Text>
            <Stack gap={0}>
              <OpenName org={org} onOpen={onOpen} />
              <Text size="sm" c="dimmed">
                {t("partner.committeeOf", { board: board.Name })}
              </Text>
            </Stack>
          </Group>
        ) : (
          <Stack gap={0}>
            <OpenName org={org} onOpen={onOpen} strong />
            {/* A committee whose board is not listed still says what it is. */}
            {org.Parent !== null && (
              <Text size="sm" c="dimmed">
                {t("partner.committee")}
              </Text>
            )}
          </Stack>
        )}
      </Table.Td>
      <Table.Td>{org.ShortName}</Table.Td>
      <Table.Td>
        <OrganisationStatus status={org.Status} />
      </Table.Td>
      <Table.Td className={classes.number}>{org.Members}</Table.Td>
    </Table.Tr>
  );
}

/** Boards with their committees indented beneath them (wide screens). */
export function OrganisationsTable({
  groups,
  onOpen,
}: {
  groups: readonly OrganisationGroup[];
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing="sm" highlightOnHover aria-label={t("shell.partnerOrganisations")}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("partner.name")}</Table.Th>
          <Table.Th>{t("partner.shortName")}</Table.Th>
          <Table.Th>{t("partner.status")}</Table.Th>
          <Table.Th className={classes.number}>{t("partner.members")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {groups.map(({ board, committees }) => (
          <Fragment key={board.Id}>
            <Row org={board} onOpen={onOpen} />
            {committees.map((committee) => (
              <Row key={committee.Id} org={committee} board={board} onOpen={onOpen} />
            ))}
          </Fragment>
        ))}
      </Table.Tbody>
    </Table>
  );
}
