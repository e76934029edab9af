import { Group, Text, VisuallyHidden } from "@mantine/core";
import type { ChatMessage, MessagePart } from "../../../common/contracts/assistant-hub.js";
import type { MeResponse } from "../../../common/contracts/me.js";
import { formatDateTime, formatRelativeTime } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";
import classes from "./Assistant.module.css";
import { AssistantIcon, PersonAvatar } from "./AssistantAvatar.js";
import { MessageContent } from "./MessageContent.js";
import { TypingIndicator } from "./TypingIndicator.js";

type Props = {
  author: ChatMessage["role"];
  person: MeResponse["person"];
  /** Null while the answer is still streaming. */
  createdAt: string | null;
  now: number;
  /** Null until the first streamed words: the typing dots show instead. */
  part: MessagePart | null;
};

/** Questions on the right with the asker's avatar, answers on the left with the assistant's. */
export function MessageBubble({ author, person, createdAt, now, part }: Props) {
  const { t } = useTranslation();
  const fromUser = author === "User";
  return (
    <Group
      component="li"
      justify={fromUser ? "flex-end" : "flex-start"}
      align="flex-start"
      gap="xs"
      wrap="nowrap"
    >
      {!fromUser && <AssistantIcon />}
      <div
        className={`${classes.bubble} ${fromUser ? classes.userBubble : classes.assistantBubble}`}
      >
        <VisuallyHidden>{fromUser ? t("assistant.you") : t("assistant.title")}</VisuallyHidden>
        {part ? <MessageContent author={author} part={part} /> : <TypingIndicator />}
        {createdAt && (
          <Text size="xs" c="dimmed" ta={fromUser ? "right" : "left"}>
            <time dateTime={createdAt} title={formatDateTime(createdAt)}>
              {formatRelativeTime(createdAt, now)}
            </time>
          </Text>
        )}
      </div>
      {fromUser && <PersonAvatar person={person} />}
    </Group>
  );
}
