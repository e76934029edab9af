import { Button, Group, ScrollArea, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { AssistantStore } from "../../hub/assistant-store.js";
import { type ChatState, canAct } from "../../hub/chat-state.js";
import { useTranslation } from "../../i18n/translate.js";
import classes from "./Assistant.module.css";
import { ConnectionDot } from "./ConnectionDot.js";
import { ThreadList } from "./ThreadList.js";

/** New Thread, the Chats heading with the connection dot, and the past threads (spec §2). */
export function ThreadSidebar({ state, chat }: { state: ChatState; chat: AssistantStore }) {
  const { t } = useTranslation();
  return (
    <nav className={classes.sidebar} aria-label={t("assistant.chats")}>
      <Button
        leftSection={<IconPlus size={18} aria-hidden />}
        onClick={chat.newThread}
        disabled={!canAct(state)}
        mb="md"
      >
        {t("assistant.newThread")}
      </Button>
      <Group gap="xs" mb="xs">
        <Title order={2} size="h5">
          {t("assistant.chats")}
        </Title>
        <ConnectionDot status={state.connection} />
      </Group>
      <ScrollArea type="auto" scrollbars="y" offsetScrollbars>
        <ThreadList
          threads={state.threads}
          selectedId={state.threadId}
          onSelect={chat.selectThread}
          onDelete={(threadId) => void chat.deleteThread(threadId)}
        />
      </ScrollArea>
    </nav>
  );
}
