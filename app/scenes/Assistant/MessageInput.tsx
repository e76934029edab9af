import { ActionIcon, Badge, Group, Stack, Text, Textarea, VisuallyHidden } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { assistantLimits } from "../../../common/assistant/assistant-limits.js";
import { isSendKey, questionToSend } from "../../hub/question-rules.js";
import { useTranslation } from "../../i18n/translate.js";

type Props = {
  /** Connected and neither loading nor streaming (spec §4). */
  canSend: boolean;
  /** Streaming or loading: Enter waits; otherwise, unconnected, Enter says why it cannot send. */
  busy: boolean;
  onSend: (text: string) => void;
  /** The selected thread's organisation, shown as a truncated badge. */
  organisationName: string | null;
};

/** Counting starts near the limit, where it helps. */
const countFrom = assistantLimits.inputMaxLength - 100;

/** The question box: Enter sends, Shift+Enter starts a new line, at most 1,000 characters. */
export function MessageInput({ canSend, busy, onSend, organisationName }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const sendable = canSend && questionToSend(text) !== null;

  const send = () => {
    if (busy || questionToSend(text) === null) return;
    onSend(text);
    // Unconnected, the chat says it could not send; the words stay to try again.
    if (canSend) setText("");
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  return (
    <Stack component="form" gap={4} onSubmit={submit} pt="sm">
      {organisationName && (
        <Badge variant="light" tt="none" maw="100%" title={organisationName}>
          <VisuallyHidden>{t("assistant.organisation")} </VisuallyHidden>
          {organisationName}
        </Badge>
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          flex={1}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (!isSendKey({ ...event, isComposing: event.nativeEvent.isComposing })) return;
            event.preventDefault();
            send();
          }}
          placeholder={t("assistant.placeholder")}
          aria-label={t("assistant.inputLabel")}
          maxLength={assistantLimits.inputMaxLength}
          autosize
          minRows={1}
          maxRows={6}
          description={
            text.length >= countFrom
              ? t("assistant.charactersLeft", {
                  count: text.length,
                  max: assistantLimits.inputMaxLength,
                })
              : undefined
          }
          inputWrapperOrder={["label", "input", "description", "error"]}
        />
        <ActionIcon
          type="submit"
          variant="filled"
          size="input-md"
          disabled={!sendable}
          aria-label={t("assistant.send")}
        >
          <IconSend size={20} aria-hidden />
        </ActionIcon>
      </Group>
      <Text size="xs" c="dimmed">
        {t("assistant.disclaimer")}
      </Text>
    </Stack>
  );
}
