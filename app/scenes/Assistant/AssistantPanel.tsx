import { ActionIcon, Badge, Group, Title, Tooltip } from "@mantine/core";
import {
  IconArrowBarToLeft,
  IconArrowBarToRight,
  IconMessagePlus,
  IconX,
} from "@tabler/icons-react";
import { useMe } from "../../data/me.js";
import { canAct } from "../../hub/chat-state.js";
import { useAssistantChat } from "../../hub/use-assistant-chat.js";
import { useTranslation } from "../../i18n/translate.js";
import classes from "./Assistant.module.css";
import { ChatView } from "./ChatView.js";

export type AssistantPanelProps = {
  /** Embedded beside the page, or floating over it. */
  mode: "embedded" | "floating";
  currentBoardId: string | null;
  extended: boolean;
  /** Hidden on mobile (spec §2), where the panel takes the whole width. */
  showWidthToggle: boolean;
  onToggleWidth: () => void;
  onClose: () => void;
};

/** The AI Assistant side panel opened by Ask AI: the same chat as the screen, beside any page. */
export function AssistantPanel({
  mode,
  currentBoardId,
  extended,
  showWidthToggle,
  onToggleWidth,
  onClose,
}: AssistantPanelProps) {
  const { t } = useTranslation();
  const me = useMe();
  const { state, chat } = useAssistantChat(me.person.PersonId);
  const widthLabel = extended ? t("assistant.narrow") : t("assistant.extend");

  return (
    // The shell's <aside> around it carries the panel's name.
    <div className={mode === "floating" ? `${classes.panel} ${classes.floating}` : classes.panel}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Title order={2} size="h4" className={classes.nowrap}>
            {t("assistant.title")}
          </Title>
          <Badge variant="light" className={classes.keepSize}>
            {t("assistant.beta")}
          </Badge>
        </Group>
        <Group gap={4} wrap="nowrap">
          {/* The spec's further icon button: the panel has no thread list, so it starts a new one. */}
          <Tooltip label={t("assistant.newThread")}>
            <ActionIcon
              onClick={chat.newThread}
              disabled={!canAct(state)}
              aria-label={t("assistant.newThread")}
            >
              <IconMessagePlus size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {showWidthToggle && (
            <Tooltip label={widthLabel}>
              <ActionIcon onClick={onToggleWidth} aria-label={widthLabel}>
                {extended ? (
                  <IconArrowBarToRight size={20} aria-hidden />
                ) : (
                  <IconArrowBarToLeft size={20} aria-hidden />
                )}
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={t("assistant.closePanel")}>
            <ActionIcon onClick={onClose} aria-label={t("assistant.closePanel")}>
              <IconX size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <ChatView state={state} chat={chat} me={me} currentBoardId={currentBoardId} />
    </div>
  );
}
