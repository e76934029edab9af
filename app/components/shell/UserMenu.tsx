import { Menu, VisuallyHidden } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  IconArrowBackUp,
  IconBuildingCommunity,
  IconExternalLink,
  IconLogout,
  IconSettings,
} from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import type { MeResponse } from "../../../common/contracts/me.js";
import { useLogout } from "../../data/auth.js";
import { useTranslation } from "../../i18n/translate.js";
import { externalLinks } from "../../links.js";
import { settingKeys, writeSetting } from "../../local-settings.js";
import { MenuItemLink } from "../menu-item-link.js";
import { UserMenuButton } from "./UserMenuButton.js";
import { useOpenOnArrival } from "./use-open-on-arrival.js";

const external = [
  { key: "menuHelp", href: externalLinks.help },
  { key: "menuTerms", href: externalLinks.terms },
  { key: "menuPrivacy", href: externalLinks.privacy },
  { key: "menuContact", href: externalLinks.contact },
] as const;

type Props = {
  person: MeResponse["person"];
  /** Pressed before the menu had arrived (LazyUserMenu): open at once. */
  openOnArrival?: boolean;
};

export function UserMenu({ person, openOnArrival = false }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const trigger = useOpenOnArrival(openOnArrival);

  const switchToOldUi = () => {
    writeSetting(settingKeys.uiVersion, "old");
    notifications.show({ title: t("shell.oldUiTitle"), message: t("shell.oldUiText") });
  };

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: async ({ endSessionUrl }) => {
        if (endSessionUrl) {
          // The identity provider ends its own session, then returns the browser to us.
          window.location.assign(endSessionUrl);
          return;
        }
        await navigate({ to: "/logged-out", replace: true });
        // Only after leaving the signed-in pages, so none of them renders without data.
        queryClient.clear();
      },
      onError: () => notifications.show({ color: "red", message: t("shell.logoutFailed") }),
    });

  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <UserMenuButton person={person} ref={trigger} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {person.FullName}
          <br />
          {person.Email}
        </Menu.Label>
        <MenuItemLink to="/my-account" leftSection={<IconSettings size={16} aria-hidden />}>
          {t("shell.menuSettings")}
        </MenuItemLink>
        <MenuItemLink
          to="/my-account"
          search={{ tab: "organisations" }}
          leftSection={<IconBuildingCommunity size={16} aria-hidden />}
        >
          {t("shell.menuMyOrganisations")}
        </MenuItemLink>
        <Menu.Item leftSection={<IconArrowBackUp size={16} aria-hidden />} onClick={switchToOldUi}>
          {t("shell.menuSwitchToOld")}
        </Menu.Item>
        <Menu.Divider />
        {external.map((link) => (
          <Menu.Item
            key={link.key}
            component="a"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            rightSection={<IconExternalLink size={14} aria-hidden />}
          >
            {t(`shell.${link.key}`)}
            <VisuallyHidden> {t("common.opensInNewTab")}</VisuallyHidden>
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={signOut}
          disabled={logout.isPending}
        >
          {t("shell.menuLogout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
