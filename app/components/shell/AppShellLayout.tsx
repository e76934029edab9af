import { AppShell, Container } from "@mantine/core";
import { useDisclosure, useHotkeys, useMediaQuery } from "@mantine/hooks";
import { Outlet } from "@tanstack/react-router";
import { useState } from "react";
import type { OrganisationSummary } from "../../../common/contracts/me.js";
import { limits } from "../../../common/limits.js";
import { useMe } from "../../data/me.js";
import { useTranslation } from "../../i18n/translate.js";
import { readSetting, settingKeys, writeSetting } from "../../local-settings.js";
import { OnceOpened, usePreloadWhenIdle } from "../deferred.js";
import { lazyComponent } from "../lazy-component.js";
import { LazyLoadFailedDialog } from "../lazy-load-failed-dialog.js";
import {
  LazyAddCommitteeDialog as AddCommitteeDialog,
  LazyCreateBoardDialog as CreateBoardDialog,
} from "../organisations/lazy-dialogs.js";
import { InShellProvider } from "./in-shell.js";
import { LazyAssistantPanel } from "./LazyAssistantPanel.js";
import { NewUiNote } from "./NewUiNote.js";
import { Sidebar } from "./Sidebar.js";
import { TopBar } from "./TopBar.js";
import { useAssistantPanel } from "./use-assistant-panel.js";
import { useSelectedOrganisation } from "./use-selected-organisation.js";

// The shell's dialogs and the phone navigation arrive once My Home is shown
// (usePreloadWhenIdle), not in the first download; each is mounted when first opened.
const SearchDialog = lazyComponent(() => import("./SearchDialog.js"), "SearchDialog", {
  areaTexts: false,
});
const NavigationDrawer = lazyComponent(() => import("./NavigationDrawer.js"), "NavigationDrawer", {
  areaTexts: false,
});

const mobileQuery = `(max-width: ${limits.mobileBreakpointPx}px)`;

/** The new-design shell (spec §2): sidebar, top bar, and the page in the middle. */
export function AppShellLayout() {
  const { t } = useTranslation();
  const me = useMe();
  const isMobile = useMediaQuery(mobileQuery, false, { getInitialValueInEffect: false });
  const [drawerOpened, drawer] = useDisclosure(false);
  const [collapsed, setCollapsed] = useState(
    () => readSetting(settingKeys.sidebarCollapsed) === "true",
  );
  const [searchOpened, search] = useDisclosure(false);
  const [creatingBoard, setCreatingBoard] = useState(false);
  const [committeeBoard, setCommitteeBoard] = useState<OrganisationSummary | null>(null);
  const { selected, settled, remember } = useSelectedOrganisation(me.organisations);
  const searchEnabled = selected?.featureFlags.aiFileSearch === true;
  const assistant = useAssistantPanel();
  // The organisation's flags override the installation's once one is selected.
  const assistantEnabled = (selected?.featureFlags ?? me.featureFlags).aiAssistant;
  const assistantShown = assistant.opened && assistantEnabled;

  useHotkeys([["mod+K", () => searchEnabled && search.open()]]);
  usePreloadWhenIdle(
    SearchDialog,
    CreateBoardDialog,
    AddCommitteeDialog,
    NavigationDrawer,
    LazyLoadFailedDialog,
  );

  const toggleCollapsed = () => {
    writeSetting(settingKeys.sidebarCollapsed, String(!collapsed));
    setCollapsed(!collapsed);
  };

  const sidebar = (mobile: boolean) => (
    <Sidebar
      me={me}
      // The new-design note is for desktop (spec §2); it points at the organisation picker.
      note={mobile ? undefined : <NewUiNote />}
      selected={selected}
      onChooseOrganisation={(org) => remember(org.Id)}
      collapsed={!mobile && collapsed}
      onToggleCollapsed={mobile ? undefined : toggleCollapsed}
      onNavigate={drawer.close}
      onOpenSearch={() => {
        drawer.close();
        search.open();
      }}
      onAddBoard={() => {
        drawer.close();
        setCreatingBoard(true);
      }}
      onAddCommittee={(board) => {
        drawer.close();
        setCommitteeBoard(board);
      }}
    />
  );

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{
        width: collapsed ? 84 : 280,
        breakpoint: limits.mobileBreakpointPx + 1,
        collapsed: { mobile: true },
      }}
      aside={{
        width: assistant.width,
        breakpoint: limits.mobileBreakpointPx + 1,
        collapsed: { desktop: !assistantShown, mobile: !assistantShown },
      }}
      padding="lg"
    >
      <AppShell.Header>
        <TopBar
          me={me}
          organisation={settled ? selected : undefined}
          showBurger={isMobile}
          navigationOpened={drawerOpened}
          onOpenNavigation={drawer.open}
          assistantEnabled={assistantEnabled}
          assistantOpened={assistantShown}
          onToggleAssistant={assistant.toggle}
        />
      </AppShell.Header>

      {!isMobile && (
        <AppShell.Navbar aria-label={t("shell.navigation")}>
          <AppShell.Section grow>{sidebar(false)}</AppShell.Section>
        </AppShell.Navbar>
      )}

      <OnceOpened opened={isMobile && drawerOpened}>
        {(opened) => (
          <NavigationDrawer opened={opened} onClose={drawer.close}>
            {sidebar(true)}
          </NavigationDrawer>
        )}
      </OnceOpened>

      <AppShell.Main>
        <Container size="lg" px={0}>
          <InShellProvider value={true}>
            <Outlet />
          </InShellProvider>
        </Container>
      </AppShell.Main>

      {assistantShown && (
        // Beside the page on wide screens; on mobile the aside covers the page (spec §2:
        // embedded or floating).
        <AppShell.Aside aria-label={t("shell.assistantPanel")}>
          <LazyAssistantPanel
            mode={isMobile ? "floating" : "embedded"}
            currentBoardId={selected?.Id ?? null}
            extended={assistant.extended}
            showWidthToggle={!isMobile}
            onToggleWidth={assistant.toggleWidth}
            onClose={assistant.close}
          />
        </AppShell.Aside>
      )}

      {selected && (
        <OnceOpened opened={searchOpened && searchEnabled}>
          {(opened) => (
            <SearchDialog
              key={selected.Id}
              orgId={selected.Id}
              orgName={selected.Name}
              opened={opened}
              onClose={search.close}
            />
          )}
        </OnceOpened>
      )}
      <OnceOpened opened={creatingBoard}>
        {(opened) => (
          <CreateBoardDialog
            opened={opened}
            onClose={() => setCreatingBoard(false)}
            onCreated={(id) => remember(id)}
          />
        )}
      </OnceOpened>
      <OnceOpened opened={committeeBoard !== null}>
        {(opened) => (
          <AddCommitteeDialog
            board={opened ? committeeBoard : null}
            onClose={() => setCommitteeBoard(null)}
          />
        )}
      </OnceOpened>
    </AppShell>
  );
}
