import { Center, Loader, Stack, Text, Title } from "@mantine/core";
import type { MeResponse } from "../../../common/contracts/me.js";
import type { AssistantStore } from "../../hub/assistant-store.js";
import { type ChatState, canAct } from "../../hub/chat-state.js";
import { useTranslation } from "../../i18n/translate.js";
import classes from "./Assistant.module.css";
import { ContextSelector } from "./ContextSelector.js";
import { MessageInput } from "./MessageInput.js";
import { MessageList } from "./MessageList.js";

type Props = {
  state: ChatState;
  chat: AssistantStore;
  me: MeResponse;
  /** The organisation the shell is in, for Current Board; null when there is none. */
  currentBoardId: string | null;
};

/** The conversation and the question box, shared by the assistant screen and the side panel. */
export function ChatView({ state, chat, me, currentBoardId }: Props) {
  const { t } = useTranslation();
  const noThread = state.threadId === null;
  const quiet = state.messages.length === 0 && !state.streaming;
  const organisationName = state.organisationId
    ? (me.organisations.find((o) => o.Id === state.organisationId)?.Name ?? null)
    : null;

  return (
    <div className={classes.chat}>
      {quiet && state.loading && !noThread ? (
        <Center className={classes.messages}>
          <Loader aria-label={t("common.loading")} />
        </Center>
      ) : quiet && noThread ? (
        <Stack className={classes.messages} justify="center" align="center" gap="xs" px="md">
          <Title order={2} size="h4">
            {t("assistant.emptyTitle")}
          </Title>
          <Text c="dimmed" ta="center" maw="30rem">
            {t("assistant.emptyText")}
          </Text>
        </Stack>
      ) : (
        <MessageList state={state} person={me.person} />
      )}
      {noThread && (
        <ContextSelector
          value={state.context}
          onChange={chat.chooseContext}
          currentBoardId={currentBoardId}
        />
      )}
      <MessageInput
        canSend={canAct(state)}
        busy={state.loading || state.streaming}
        onSend={(text) => void chat.send(text, currentBoardId)}
        organisationName={organisationName}
      />
    </div>
  );
}
