import { Button, type ButtonProps, Group, Select, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconHistory, IconPlus, IconSearch } from "@tabler/icons-react";
import { createLink } from "@tanstack/react-router";
import { type AnchorHTMLAttributes, useState } from "react";
import {
  type LoginStatus,
  loginStatuses,
  loginStatusLabels,
} from "../../../common/contracts/people.js";
import { type Role, roleLabel, roles } from "../../../common/roles.js";
import { PageTitle } from "../../components/PageTitle.js";
import { useMe } from "../../data/me.js";
import { usePeople } from "../../data/people.js";
import { useTranslation } from "../../i18n/translate.js";
import { PeopleList } from "./PeopleList.js";
import { PersonDialog } from "./PersonDialog.js";

/** Button renders a button by default; a link to another page must be an anchor. */
function ButtonAnchor(
  props: ButtonProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonProps>,
) {
  return <Button component="a" {...props} />;
}
const ButtonLink = createLink(ButtonAnchor);

/** Spec §9: the search box waits 300 ms after typing stops. */
const searchDebounceMs = 300;

/** The People directory: search, role and login-status filters, person cards and their actions. */
export function PeoplePage({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const me = useMe();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), searchDebounceMs);
  const [role, setRole] = useState<Role | null>(null);
  const [loginStatus, setLoginStatus] = useState<LoginStatus | null>(null);
  const [adding, setAdding] = useState(false);
  const people = usePeople(orgId, {
    search: debounced || undefined,
    role: role ?? undefined,
    loginStatus: loginStatus ?? undefined,
  });
  // The route guard has checked the organisation and its People access.
  const org = me.organisations.find((o) => o.Id === orgId);
  if (!org) return null;
  const isCommittee = org.Parent !== null;
  const abilities = people.data?.abilities;
  const addButton = abilities?.CanManage ? (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
      {t("people.add")}
    </Button>
  ) : null;
  const clear = () => {
    setSearch("");
    setRole(null);
    setLoginStatus(null);
  };

  return (
    <>
      <PageTitle
        title={t("people.title")}
        actions={
          <Group gap="sm">
            {abilities?.CanReadChanges && (
              <ButtonLink
                to="/people/$orgId/changes"
                params={{ orgId }}
                variant="default"
                leftSection={<IconHistory size={18} aria-hidden />}
              >
                {t("people.changesLink")}
              </ButtonLink>
            )}
            {addButton}
          </Group>
        }
      />
      <Text c="dimmed" mb="md">
        {org.Name}
      </Text>
      <Group align="flex-end" mb="md" wrap="wrap">
        <TextInput
          label={t("people.search")}
          placeholder={t("people.searchPlaceholder")}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: "100%", xs: 280 }}
        />
        <Select
          label={t("people.role")}
          data={[
            { value: "", label: t("people.anyRole") },
            ...roles.map((r) => ({ value: r, label: roleLabel(r, isCommittee) })),
          ]}
          value={role ?? ""}
          onChange={(value) => setRole(roles.find((r) => r === value) ?? null)}
          allowDeselect={false}
          w={{ base: "100%", xs: 220 }}
        />
        <Select
          label={t("people.loginStatus")}
          data={[
            { value: "", label: t("people.anyStatus") },
            ...loginStatuses.map((s) => ({ value: s, label: loginStatusLabels[s] })),
          ]}
          value={loginStatus ?? ""}
          onChange={(value) => setLoginStatus(loginStatuses.find((s) => s === value) ?? null)}
          allowDeselect={false}
          w={{ base: "100%", xs: 220 }}
        />
      </Group>
      <PeopleList
        orgId={orgId}
        organisationName={org.Name}
        isCommittee={isCommittee}
        query={people}
        filtered={debounced !== "" || role !== null || loginStatus !== null}
        onClearFilters={clear}
        addButton={addButton}
      />
      <PersonDialog
        orgId={orgId}
        isCommittee={isCommittee}
        opened={adding}
        onClose={() => setAdding(false)}
      />
    </>
  );
}
