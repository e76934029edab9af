import { ActionIcon, Badge, Group, Title, Tooltip } from "@mantine/core";
import { useDocumentTitle, useMediaQuery } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import { limits } from "../../../common/limits.js";
import { NotAvailablePage } from "../../components/NotAvailablePage.js";
import { useSelectedOrganisation } from "../../components/shell/use-selected-organisation.js";
import { useMe } from "../../data/me.js";
import { canAct } from "../../hub/chat-state.js";
import { useAssistantChat } from "../../hub/use-assistant-chat.js";
import { useTranslation } from "../../i18n/translate.js";
import classes from "./Assistant.module.css";
import { ChatView } from "./ChatView.js";
import { ThreadSidebar } from "./ThreadSidebar.js";

const narrowQuery = `(max-width: ${limits.mobileBreakpointPx}px)`;

/** The AI assistant screen (spec §2): threads on the left, the conversation on the right. */
export function AssistantPage() {
  const { t } = useTranslation();
  const me = useMe();
  const { selected } = useSelectedOrganisation(me.organisations);
  // The organisation's flags override the installation's once one is selected (as the top bar).
  if (!(selected?.featureFlags ?? me.featureFlags).aiAssistant)
    return <NotAvailablePage title={t("assistant.title")} />;
  return <AssistantScreen currentBoardId={selected?.Id ?? null} />;
}

function AssistantScreen({ currentBoardId }: { currentBoardId: string | null }) {
  const { t } = useTranslation();
  const me = useMe();
  const { state, chat } = useAssistantChat(me.person.PersonId);
  const narrow = useMediaQuery(narrowQuery, false, { getInitialValueInEffect: false });
  useDocumentTitle(`${t("assistant.title")} · Quorate`);

  return (
    <div className={classes.screen}>
      {!narrow && <ThreadSidebar state={state} chat={chat} />}
      <div className={classes.chat}>
        <Group justify="space-between" wrap="nowrap" mb="xs">
          <Group gap="xs" wrap="nowrap">
            <Title order={1} size="h3">
              {t("assistant.title")}
            </Title>
            <Badge variant="light">{t("assistant.beta")}</Badge>
          </Group>
          {narrow && (
            // The sidebar is hidden on narrow screens; a new thread must still be possible.
            <Tooltip label={t("assistant.newThread")}>
              <ActionIcon
                onClick={chat.newThread}
                disabled={!canAct(state)}
                aria-label={t("assistant.newThread")}
              >
                <IconPlus size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        <ChatView state={state} chat={chat} me={me} currentBoardId={currentBoardId} />
      </div>
    </div>
  );
}
