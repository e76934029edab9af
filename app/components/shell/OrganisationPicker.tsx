import { Badge, Group, Select, Text } from "@mantine/core";
import type { OrganisationSummary } from "../../../common/contracts/me.js";
import { useTranslation } from "../../i18n/translate.js";
import { organisationOptions } from "./organisation-tree.js";

export type OrganisationPickerProps = {
  organisations: readonly OrganisationSummary[];
  selected: OrganisationSummary | undefined;
  onChoose: (org: OrganisationSummary) => void;
};

/** Boards with their committees nested beneath; inactive ones are shown greyed, not choosable. */
export function OrganisationPicker({ organisations, selected, onChoose }: OrganisationPickerProps) {
  const { t } = useTranslation();
  const options = organisationOptions(organisations);
  const byId = new Map(organisations.map((o) => [o.Id, o]));
  const committees = new Set(options.filter((o) => o.isCommittee).map((o) => o.value));
  const data = options.map(({ value, label, disabled }) => ({ value, label, disabled }));

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
        return (
          <Group gap="xs" pl={committees.has(option.value) ? "md" : 0} wrap="nowrap">
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
