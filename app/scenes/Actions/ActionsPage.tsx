import { Group, Select, Tabs, Text } from "@mantine/core";
import { useState } from "react";
import { PageTitle } from "../../components/PageTitle.js";
import { AnchorLink } from "../../components/router-links.js";
import { type ActionsTab, initialActionsView, useActions } from "../../data/actions.js";
import { useMe } from "../../data/me.js";
import { viewerTimeZone } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";
import { ActionList } from "./ActionList.js";
import { ownerOptions } from "./action-display.js";

type Props = {
  orgId: string;
  /** Shows only this meeting's actions (the page an action e-mail links to). */
  meetingId?: string;
  meetingTitle?: string;
};

/** An organisation's actions: current or completed, for everyone or one owner. */
export function ActionsPage({ orgId, meetingId, meetingTitle }: Props) {
  const { t } = useTranslation();
  const me = useMe();
  const [tab, setTab] = useState<ActionsTab>(initialActionsView.tab);
  const [ownerId, setOwnerId] = useState<string | null>(initialActionsView.ownerId);
  const actions = useActions(orgId, tab, ownerId);
  // The route guard has checked the organisation and its actions access.
  const org = me.organisations.find((o) => o.Id === orgId);
  if (!org) return null;

  const chooseTab = (value: string | null) => {
    if (value !== "current" && value !== "completed") return;
    setTab(value);
    // Counts differ per tab and the owner may have none on the other one.
    setOwnerId(null);
  };
  const viewer = {
    // The server's policy decides; the list says what it allows this viewer.
    canManage: actions.data?.CanManage ?? false,
    canChooseOwners: org.access.people,
    timeZone: actions.data?.TimeZone ?? viewerTimeZone(),
  };

  return (
    <>
      <PageTitle title={t("actions.title")} />
      <Text c="dimmed" mb="md">
        {org.Name}
      </Text>
      {meetingId && (
        <Group justify="space-between" mb="md" wrap="wrap">
          <Text fw={600}>
            {meetingTitle
              ? t("actions.forMeeting", { title: meetingTitle })
              : t("actions.forThisMeeting")}
          </Text>
          <AnchorLink to="/action-items/$orgId" params={{ orgId }}>
            {t("actions.showAll")}
          </AnchorLink>
        </Group>
      )}
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
        <Tabs value={tab} onChange={chooseTab}>
          <Tabs.List aria-label={t("actions.whichActions")}>
            <Tabs.Tab value="current">{t("actions.current")}</Tabs.Tab>
            <Tabs.Tab value="completed">{t("actions.completed")}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <Select
          label={t("actions.owner")}
          data={ownerOptions(actions.data?.owners ?? [], t("actions.everyone"))}
          value={ownerId ?? ""}
          onChange={(value) => setOwnerId(value ? value : null)}
          allowDeselect={false}
          w={{ base: "100%", xs: 280 }}
        />
      </Group>
      <ActionList orgId={orgId} tab={tab} query={actions} meetingId={meetingId} viewer={viewer} />
    </>
  );
}
