import {
  IconArrowsExchange,
  IconCalendarEvent,
  IconChecklist,
  IconFiles,
  IconGavel,
  IconLock,
  IconScale,
  IconSettings,
  IconUsers,
  IconUsersGroup,
} from "@tabler/icons-react";
import { useRouterState } from "@tanstack/react-router";
import type { ComponentType } from "react";
import type { OrganisationSummary } from "../../../common/contracts/me.js";
import { useTranslation } from "../../i18n/translate.js";
import { NavLinkLink } from "../router-links.js";
import { LazyNavTooltip } from "./LazyNavTooltip.js";
import { type SidebarItemKey, sidebarHref, sidebarItems } from "./sidebar-items.js";

const icons: Record<SidebarItemKey, ComponentType<{ size?: number; "aria-hidden"?: boolean }>> = {
  meetings: IconCalendarEvent,
  actions: IconChecklist,
  decisions: IconGavel,
  betweenMeetings: IconArrowsExchange,
  documents: IconFiles,
  people: IconUsers,
  interests: IconScale,
  committees: IconUsersGroup,
  settings: IconSettings,
};

type Props = { org: OrganisationSummary; collapsed: boolean; onNavigate: () => void };

/** The selected organisation's areas, in the spec's order, as its access flags allow. */
export function SidebarNavItems({ org, collapsed, onNavigate }: Props) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  if (!org.AccessAllowed) return null;

  return sidebarItems(org.access).map((item) => {
    const Icon = icons[item.key];
    const label = t(`breadcrumb.${item.key}`);
    const href = sidebarHref(item, org.Id);
    const active = pathname === href || pathname.startsWith(`${href}/`);
    // Spec §6: Between Meetings shows an upgrade icon when the plan lacks flying minutes or reports.
    const upgrade =
      item.key === "betweenMeetings" &&
      (!org.Entitlements.FlyingMinutes || !org.Entitlements.Reports);
    const link = (
      <NavLinkLink
        key={item.key}
        to={item.to}
        params={{ orgId: org.Id }}
        isActive={active}
        aria-label={collapsed ? label : undefined}
        label={collapsed ? undefined : label}
        leftSection={<Icon size={20} aria-hidden />}
        rightSection={
          upgrade && !collapsed ? (
            <IconLock size={16} aria-label={t("shell.upgradeNeeded")} role="img" />
          ) : undefined
        }
        onClick={onNavigate}
      />
    );
    return collapsed ? (
      <LazyNavTooltip key={item.key} label={label}>
        {link}
      </LazyNavTooltip>
    ) : (
      link
    );
  });
}
