import { Button, Group, Select, Tabs, Text } from "@mantine/core";
import { IconFileTypePdf, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { PageTitle } from "../../components/PageTitle.js";
import {
  type InterestTab,
  initialInterestsView,
  interestsPdfHref,
  useInterests,
} from "../../data/interests.js";
import { useMe } from "../../data/me.js";
import { useTranslation } from "../../i18n/translate.js";
import { InterestDialog } from "./InterestDialog.js";
import { InterestsList } from "./InterestsList.js";

/** The organisation's interests register: current and past, for everyone or one person. */
export function InterestsPage({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const me = useMe();
  const [tab, setTab] = useState<InterestTab>(initialInterestsView.tab);
  const [personId, setPersonId] = useState<string | null>(initialInterestsView.personId);
  const [adding, setAdding] = useState(false);
  const interests = useInterests(orgId, tab, personId);
  // The route guard has checked the organisation and its interests register access.
  const org = me.organisations.find((o) => o.Id === orgId);
  if (!org) return null;

  const data = interests.data;
  const people = data?.people ?? [];
  const person = people.find((p) => p.PersonId === personId);
  const chooseTab = (value: string | null) => {
    if (value === "current" || value === "past") setTab(value);
  };
  const addButton = data?.abilities.CanDeclareOwn ? (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
      {data.abilities.CanEditAnyone ? t("interests.add") : t("interests.addOwn")}
    </Button>
  ) : null;

  return (
    <>
      <PageTitle
        title={t("interests.title")}
        actions={
          <Group gap="sm">
            <Button
              component="a"
              href={interestsPdfHref(orgId, personId)}
              download
              variant="default"
              leftSection={<IconFileTypePdf size={18} aria-hidden />}
            >
              {person ? t("interests.pdfFor", { name: person.Name }) : t("interests.pdfEveryone")}
            </Button>
            {addButton}
          </Group>
        }
      />
      <Text c="dimmed" mb="md">
        {org.Name}
      </Text>
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
        <Tabs value={tab} onChange={chooseTab}>
          <Tabs.List aria-label={t("interests.whichInterests")}>
            <Tabs.Tab value="current">{t("interests.current")}</Tabs.Tab>
            <Tabs.Tab value="past">{t("interests.past")}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <Select
          label={t("interests.person")}
          data={[
            { value: "", label: t("interests.everyone") },
            ...people.map((p) => ({ value: p.PersonId, label: p.Name })),
          ]}
          value={personId ?? ""}
          onChange={(value) => setPersonId(value ? value : null)}
          allowDeselect={false}
          searchable
          w={{ base: "100%", xs: 280 }}
        />
      </Group>
      <InterestsList
        orgId={orgId}
        tab={tab}
        query={interests}
        filtered={personId !== null}
        onShowEveryone={() => setPersonId(null)}
        addButton={addButton}
      />
      {data && (
        <InterestDialog
          orgId={orgId}
          today={data.today}
          canEditAnyone={data.abilities.CanEditAnyone}
          opened={adding}
          onClose={() => setAdding(false)}
        />
      )}
    </>
  );
}
