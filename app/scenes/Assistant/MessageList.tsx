import { ScrollArea } from "@mantine/core";
import { useEffect, useRef } from "react";
import type { MeResponse } from "../../../common/contracts/me.js";
import type { ChatState } from "../../hub/chat-state.js";
import { useTranslation } from "../../i18n/translate.js";
import classes from "./Assistant.module.css";
import { MessageBubble } from "./MessageBubble.js";
import { messageText } from "./message-text.js";
import { useNow } from "./use-now.js";

type Props = {
  state: Pick<ChatState, "messages" | "streaming" | "streamingText" | "streamingAnnotations">;
  person: MeResponse["person"];
};

/** The conversation, kept scrolled to the newest words while they arrive. */
export function MessageList({ state, person }: Props) {
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const now = useNow(30_000);
  const { messages, streaming, streamingText, streamingAnnotations } = state;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls whenever the conversation grows, which these values measure.
  useEffect(() => {
    const element = viewport.current;
    if (element) element.scrollTo({ top: element.scrollHeight });
  }, [messages.length, streaming, streamingText]);

  return (
    <ScrollArea className={classes.messages} viewportRef={viewport} type="auto" offsetScrollbars>
      <ul className={classes.messageList} aria-label={t("assistant.messages")}>
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            author={message.role}
            person={person}
            createdAt={message.createdAt}
            now={now}
            part={messageText(message)}
          />
        ))}
        {streaming && (
          <MessageBubble
            author="Assistant"
            person={person}
            createdAt={null}
            now={now}
            part={
              streamingText === ""
                ? null
                : { text: streamingText, textAnnotations: streamingAnnotations }
            }
          />
        )}
      </ul>
    </ScrollArea>
  );
}
