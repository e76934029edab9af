import { ActionIcon, Avatar, Divider, Group, NavLink, Stack, Text } from "@mantine/core";
import { useOs } from "@mantine/hooks";
import {
  IconBuildingCommunity,
  IconLayoutDashboard,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconPlus,
  IconSearch,
  IconUsers,
  IconUsersGroup,
} from "@tabler/icons-react";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { Fragment, type ReactElement, type ReactNode } from "react";
import type { MeResponse, OrganisationSummary } from "../../../common/contracts/me.js";
import { useTranslation } from "../../i18n/translate.js";
import { NavLinkLink } from "../router-links.js";
import { LazyNavTooltip } from "./LazyNavTooltip.js";
import { LazyOrganisationPicker } from "./LazyOrganisationPicker.js";
import { boardOf } from "./organisation-tree.js";
import { SidebarNavItems } from "./SidebarNavItems.js";
import { partnerItems } from "./sidebar-items.js";

const partnerIcons = { organisations: IconBuildingCommunity, people: IconUsers } as const;
const partnerLabels = {
  organisations: "shell.partnerOrganisations",
  people: "shell.partnerPeople",
} as const;

export type SidebarProps = {
  me: MeResponse;
  selected: OrganisationSummary | undefined;
  onChooseOrganisation: (org: OrganisationSummary) => void;
  collapsed: boolean;
  /** Desktop only: folds the sidebar to icons. */
  onToggleCollapsed?: () => void;
  /** Mobile: closes the sheet after a choice. */
  onNavigate: () => void;
  onOpenSearch: () => void;
  onAddBoard: () => void;
  onAddCommittee: (board: OrganisationSummary) => void;
  /** Shown just above the boards and the organisation picker: the new-design note. */
  note?: ReactNode;
};

export function Sidebar(props: SidebarProps) {
  const { me, selected, collapsed, onNavigate } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const board = selected ? boardOf(me.organisations, selected) : undefined;
  // The server says who may (committees policy): Administrators of a board, not its directors.
  const canAddCommittee = board?.Abilities.createCommittee === true;
  const showSearch = selected?.featureFlags.aiFileSearch === true;
  const onHome = pathname === "/my-home";
  const shortcut = useOs() === "macos" ? "⌘K" : "Ctrl K";

  const choose = (org: OrganisationSummary) => {
    props.onChooseOrganisation(org);
    onNavigate();
    void navigate({ to: "/organisation-landing/$orgId", params: { orgId: org.Id } });
  };

  const withTooltip = (label: string, node: ReactElement) =>
    collapsed ? <LazyNavTooltip label={label}>{node}</LazyNavTooltip> : node;

  return (
    <Stack gap="xs" p="sm">
      {props.onToggleCollapsed && (
        <Group justify={collapsed ? "center" : "flex-end"}>
          <ActionIcon
            aria-label={collapsed ? t("shell.expandSidebar") : t("shell.collapseSidebar")}
            aria-expanded={!collapsed}
            onClick={props.onToggleCollapsed}
          >
            {collapsed ? (
              <IconLayoutSidebarLeftExpand aria-hidden />
            ) : (
              <IconLayoutSidebarLeftCollapse aria-hidden />
            )}
          </ActionIcon>
        </Group>
      )}

      {!me.person.IsSupport &&
        withTooltip(
          t("shell.dashboard"),
          <NavLinkLink
            to="/my-home"
            isActive={onHome}
            aria-label={collapsed ? t("shell.dashboard") : undefined}
            label={collapsed ? undefined : t("shell.dashboard")}
            leftSection={<IconLayoutDashboard size={20} aria-hidden />}
            onClick={onNavigate}
          />,
        )}

      {partnerItems(me.person.IsSupport).map((item) => {
        const Icon = partnerIcons[item.key];
        const label = t(partnerLabels[item.key]);
        return (
          <Fragment key={item.key}>
            {withTooltip(
              label,
              <NavLinkLink
                to={item.to}
                isActive={pathname === item.to || pathname.startsWith(`${item.to}/`)}
                aria-label={collapsed ? label : undefined}
                label={collapsed ? undefined : label}
                leftSection={<Icon size={20} aria-hidden />}
                onClick={onNavigate}
              />,
            )}
          </Fragment>
        );
      })}

      {showSearch &&
        withTooltip(
          t("shell.searchShortcut"),
          <NavLink
            component="button"
            aria-label={t("shell.searchShortcut")}
            label={collapsed ? undefined : t("shell.search")}
            leftSection={<IconSearch size={20} aria-hidden />}
            rightSection={
              collapsed ? undefined : (
                <Text size="xs" c="dimmed" aria-hidden>
                  {shortcut}
                </Text>
              )
            }
            onClick={props.onOpenSearch}
          />,
        )}

      {/* Support users have no boards of their own: partner views only (spec §6). */}
      {!me.person.IsSupport && (
        <>
          <Divider my="xs" />
          {props.note}

          <Group justify="space-between" wrap="nowrap" gap={4}>
            {!collapsed && (
              <Text component="h2" size="xs" fw={700} tt="uppercase" c="dimmed">
                {t("shell.boards")}
              </Text>
            )}
            <Group gap={0} wrap="nowrap">
              {withTooltip(
                t("shell.addBoard"),
                <ActionIcon aria-label={t("shell.addBoard")} onClick={props.onAddBoard}>
                  <IconPlus size={18} aria-hidden />
                </ActionIcon>,
              )}
              {!collapsed && board && canAddCommittee && (
                <LazyNavTooltip
                  label={t("shell.addCommitteeTo", { name: board.Name })}
                  position="top"
                >
                  <ActionIcon
                    aria-label={t("shell.addCommitteeTo", { name: board.Name })}
                    onClick={() => props.onAddCommittee(board)}
                  >
                    <IconUsersGroup size={18} aria-hidden />
                  </ActionIcon>
                </LazyNavTooltip>
              )}
            </Group>
          </Group>

          {collapsed ? (
            selected &&
            withTooltip(
              selected.Name,
              <ActionIcon
                aria-label={t("shell.organisationCollapsed", { name: selected.Name })}
                onClick={props.onToggleCollapsed}
                mx="auto"
              >
                <Avatar size="sm" color="indigo" name={selected.Name} />
              </ActionIcon>,
            )
          ) : (
            <LazyOrganisationPicker
              organisations={me.organisations}
              selected={selected}
              onChoose={choose}
            />
          )}
        </>
      )}

      {selected && (
        <Stack gap={2} mt="xs">
          <SidebarNavItems org={selected} collapsed={collapsed} onNavigate={onNavigate} />
        </Stack>
      )}
    </Stack>
  );
}
