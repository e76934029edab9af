import { Button, Tabs, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { PageTitle } from "../../components/PageTitle.js";
import { useMe } from "../../data/me.js";
import { useTranslation } from "../../i18n/translate.js";
import { AddMeetingDialog } from "./AddMeetingDialog.js";
import { MeetingList, type MeetingsTab } from "./MeetingList.js";

/** An organisation's meetings; the tab lives in the address (`?when=past`). */
export function MeetingsPage({ orgId, when }: { orgId: string; when: MeetingsTab }) {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  // The route guard has checked the organisation and its meetings access.
  const org = me.organisations.find((o) => o.Id === orgId);
  if (!org) return null;
  const openAdd = org.Abilities.createMeeting ? () => setAdding(true) : undefined;

  const choose = (value: string | null) => {
    if (value !== "upcoming" && value !== "past") return;
    void navigate({
      to: "/meetings/$orgId",
      params: { orgId },
      search: { when: value === "past" ? "past" : undefined },
      replace: true,
    });
  };

  return (
    <>
      <PageTitle
        title={t("meetings.title")}
        actions={
          openAdd && (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openAdd}>
              {t("meetings.addMeeting")}
            </Button>
          )
        }
      />
      <Text c="dimmed" mb="md">
        {org.Name}
      </Text>
      <Tabs value={when} onChange={choose} keepMounted={false}>
        <Tabs.List aria-label={t("meetings.whichMeetings")} mb="lg">
          <Tabs.Tab value="upcoming">{t("meetings.upcoming")}</Tabs.Tab>
          <Tabs.Tab value="past">{t("meetings.past")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="upcoming">
          <MeetingList orgId={orgId} when="upcoming" onAdd={openAdd} />
        </Tabs.Panel>
        <Tabs.Panel value="past">
          <MeetingList orgId={orgId} when="past" onAdd={openAdd} />
        </Tabs.Panel>
      </Tabs>
      <AddMeetingDialog org={org} opened={adding} onClose={() => setAdding(false)} />
    </>
  );
}
