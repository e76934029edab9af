import { Group, Paper, Stack, Text } from "@mantine/core";
import type { PartnerOrganisation } from "../../data/partner.js";
import { useTranslation } from "../../i18n/translate.js";
import { OpenName } from "./OpenName.js";
import { OrganisationStatus } from "./OrganisationStatus.js";
import classes from "./Partner.module.css";
import type { OrganisationGroup } from "./partner-lists.js";

function OrganisationCard({
  org,
  board,
  onOpen,
}: {
  org: PartnerOrganisation;
  board?: PartnerOrganisation;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const kind = board
    ? t("partner.committeeOf", { board: board.Name })
    : org.Parent === null
      ? t("partner.board")
      : t("partner.committee");
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={4}>
        <OpenName org={org} onOpen={onOpen} strong />
        <Text size="sm" c="dimmed">
          {/* Without a short name of its own an organisation's short name repeats its name. */}
          {org.ShortName === org.Name ? kind : `${kind} · ${org.ShortName}`}
        </Text>
        <Group gap="lg" mt={4}>
          <OrganisationStatus status={org.Status} />
          <Text>{t("partner.membersCount", { count: org.Members })}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The same list as cards on phones; committees indented under their board. */
export function OrganisationCards({
  groups,
  onOpen,
}: {
  groups: readonly OrganisationGroup[];
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      gap="sm"
      className={classes.plainList}
      aria-label={t("shell.partnerOrganisations")}
    >
      {groups.map(({ board, committees }) => (
        <li key={board.Id}>
          <OrganisationCard org={board} onOpen={onOpen} />
          {committees.length > 0 && (
            <Stack
              component="ul"
              gap="sm"
              mt="sm"
              className={`${classes.plainList} ${classes.committee}`}
            >
              {committees.map((committee) => (
                <li key={committee.Id}>
                  <OrganisationCard org={committee} board={board} onOpen={onOpen} />
                </li>
              ))}
            </Stack>
          )}
        </li>
      ))}
    </Stack>
  );
}
