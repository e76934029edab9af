import { Badge, Group, List, Text } from "@mantine/core";
import type { OrganisationSummary } from "../../../common/contracts/me.js";
import { AnchorLink } from "../../components/router-links.js";
import type { BoardWithCommittees } from "../../components/shell/organisation-tree.js";
import { useTranslation } from "../../i18n/translate.js";

function OrganisationEntry({ org }: { org: OrganisationSummary }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      {org.AccessAllowed ? (
        <AnchorLink to="/organisation-landing/$orgId" params={{ orgId: org.Id }}>
          {org.Name}
        </AnchorLink>
      ) : (
        <Text c="dimmed">{org.Name}</Text>
      )}
      <Text size="sm" c="dimmed">
        {org.RoleLabel}
      </Text>
      {!org.AccessAllowed && (
        <Badge variant="outline" color="gray" size="sm">
          {t("common.inactive")}
        </Badge>
      )}
      {org.Parent === null && org.Status === "FreeTrial" && org.TrialDaysLeft !== null && (
        <Badge variant="light" size="sm">
          {t("common.freeTrialDaysLeft", { count: org.TrialDaysLeft })}
        </Badge>
      )}
    </Group>
  );
}

/** Boards with their committees nested, each a link to the organisation's front door. */
export function OrganisationList({ tree }: { tree: BoardWithCommittees[] }) {
  return (
    <List spacing="sm" listStyleType="none">
      {tree.map(({ board, committees }) => (
        <List.Item key={board.Id}>
          <OrganisationEntry org={board} />
          {committees.length > 0 && (
            <List spacing="xs" mt="xs" pl="xl" listStyleType="none">
              {committees.map((committee) => (
                <List.Item key={committee.Id}>
                  <OrganisationEntry org={committee} />
                </List.Item>
              ))}
            </List>
          )}
        </List.Item>
      ))}
    </List>
  );
}
