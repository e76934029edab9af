import { Tabs } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { PageTitle } from "../../components/PageTitle.js";
import { useTranslation } from "../../i18n/translate.js";
import type { MyAccountTab } from "../../routes/home-account-routes.js";
import { OrganisationsTab } from "./OrganisationsTab.js";
import { ProfileTab } from "./ProfileTab.js";
import { SecurityTab } from "./SecurityTab.js";

/** My Account; the tab lives in the address (`?tab=1` is security, as in the spec). */
export function MyAccountPage({ tab }: { tab: MyAccountTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choose = (value: string | null) => {
    if (value !== "profile" && value !== "1" && value !== "organisations") return;
    void navigate({ to: "/my-account", search: { tab: value }, replace: true });
  };

  return (
    <>
      <PageTitle title={t("account.title")} />
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <Tabs.List aria-label={t("account.tabs")} mb="lg">
          <Tabs.Tab value="profile">{t("account.profileTab")}</Tabs.Tab>
          <Tabs.Tab value="1">{t("account.securityTab")}</Tabs.Tab>
          <Tabs.Tab value="organisations">{t("account.organisationsTab")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile">
          <ProfileTab />
        </Tabs.Panel>
        <Tabs.Panel value="1">
          <SecurityTab />
        </Tabs.Panel>
        <Tabs.Panel value="organisations">
          <OrganisationsTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
