import { Checkbox, MultiSelect, Radio, Stack } from "@mantine/core";
import { accessFlagsFor } from "../../../common/access.js";
import { folderAudiences } from "../../../common/documents/folder-audience.js";
import { roleLabel, roles } from "../../../common/roles.js";
import { useMembers } from "../../data/organisations.js";
import { useTranslation } from "../../i18n/translate.js";
import type { AudienceValues } from "./folder-audience.js";

const audienceLabels = {
  everyone: "documents.audienceEveryone",
  boardOnly: "documents.audienceBoardOnlyOption",
  chosen: "documents.audienceChosenOption",
} as const;

type ListField = {
  value: string[];
  onChange: (chosen: string[]) => void;
  error: string | undefined;
};

/** What the fields need of a folder form (use-zod-form.ts): a new folder's, or a folder's own. */
type AudienceForm = {
  values: AudienceValues;
  setValue: (name: "audience", value: string) => void;
  listField: (name: "audienceRoles" | "audiencePeople") => ListField;
};

type Props = { orgId: string; isCommittee: boolean; form: AudienceForm };

/** Who may see a folder: everyone, Board Only, or chosen roles and people. */
export function FolderAudienceFields({ orgId, isCommittee, form }: Props) {
  const { t } = useTranslation();
  const chosen = form.values.audience === "chosen";
  const members = useMembers(orgId, chosen);
  // Only roles that open the library at all are worth choosing (Executive/Guest has none).
  const roleOptions = roles
    .filter(
      (role) => accessFlagsFor({ role, accessAllowed: true, isCommittee }).documents_governance,
    )
    .map((role) => ({ value: role, label: roleLabel(role, isCommittee) }));
  const people = (members.data ?? []).map((m) => ({ value: m.PersonId, label: m.FullName }));

  return (
    <>
      <Radio.Group
        label={t("documents.audience")}
        description={t("documents.audienceNote")}
        value={form.values.audience}
        onChange={(value) => form.setValue("audience", value)}
      >
        <Stack gap="sm" mt="xs">
          {folderAudiences.map((audience) => (
            <Radio key={audience} size="md" value={audience} label={t(audienceLabels[audience])} />
          ))}
        </Stack>
      </Radio.Group>
      {chosen && (
        <>
          <Checkbox.Group label={t("documents.roles")} {...form.listField("audienceRoles")}>
            <Stack gap="sm" mt="xs">
              {roleOptions.map((option) => (
                <Checkbox key={option.value} size="md" value={option.value} label={option.label} />
              ))}
            </Stack>
          </Checkbox.Group>
          <MultiSelect
            size="md"
            label={t("documents.people")}
            placeholder={
              form.values.audiencePeople.length === 0 ? t("documents.peoplePlaceholder") : undefined
            }
            description={members.isError ? t("documents.peopleUnavailable") : undefined}
            disabled={members.isError}
            data={people}
            searchable
            nothingFoundMessage={members.isPending ? t("common.loading") : undefined}
            comboboxProps={{ keepMounted: false }}
            {...form.listField("audiencePeople")}
          />
        </>
      )}
    </>
  );
}
