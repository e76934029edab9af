import { Badge, Group, Select, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { OrganisationSummary } from "../../../common/contracts/me.js";
import { organisationTree } from "./organisation-tree.js";

type Props = {
  organisations: readonly OrganisationSummary[];
  selected: OrganisationSummary | undefined;
  onChoose: (org: OrganisationSummary) => void;
};

/** Boards with their committees nested beneath; inactive ones are shown greyed, not choosable. */
export function OrganisationPicker({ organisations, selected, onChoose }: Props) {
  const { t } = useTranslation();
  const tree = organisationTree(organisations);
  const byId = new Map(organisations.map((o) => [o.Id, o]));
  const data = tree.flatMap(({ board, committees }) =>
    [board, ...committees].map((org) => ({
      value: org.Id,
      label: org.Name,
      disabled: !org.AccessAllowed,
    })),
  );

  return (
    <Select
      label={t("shell.organisation")}
      data={data}
      value={selected?.Id ?? null}
      placeholder={t("shell.noOrganisation")}
      allowDeselect={false}
      searchable={organisations.length > 8}
      onChange={(id) => {
        const org = id ? byId.get(id) : undefined;
        if (org) onChoose(org);
      }}
      renderOption={({ option }) => {
        const org = byId.get(option.value);
        const isCommittee = org?.Parent != null && byId.has(org.Parent);
        return (
          <Group gap="xs" pl={isCommittee ? "md" : 0} wrap="nowrap">
            <Text size="sm" c={org?.AccessAllowed ? undefined : "dimmed"}>
              {option.label}
            </Text>
            {org && !org.AccessAllowed && (
              <Badge size="xs" variant="outline" color="gray">
                {t("common.inactive")}
              </Badge>
            )}
          </Group>
        );
      }}
    />
  );
}
