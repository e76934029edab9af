import { ActionIcon, Badge, Group, Stack, Text, Textarea, VisuallyHidden } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { z } from "zod";
import { assistantLimits } from "../../../common/assistant/assistant-limits.js";
import { question } from "../../../common/contracts/assistant-hub.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
import { isSendKey } from "../../hub/question-rules.js";
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

const questionForm = z.object({ question });

/** Counting starts near the limit, where it helps. */
const countFrom = assistantLimits.inputMaxLength - 100;

/** The question box: Enter sends, Shift+Enter starts a new line, at most 1,000 characters. */
export function MessageInput({ canSend, busy, onSend, organisationName }: Props) {
  const { t } = useTranslation();
  const form = useZodForm(questionForm, { question: "" });
  const text = form.values.question;

  const submit = form.handleSubmit((typed) => {
    if (busy) return;
    onSend(typed.question);
    // Unconnected, the chat says it could not send; the words stay to try again.
    if (canSend) form.setValue("question", "");
  });

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
          {...form.textField("question")}
          // The box says what is wrong by its send button and the chat's notices, not in red.
          error={undefined}
          onKeyDown={(event) => {
            if (!isSendKey({ ...event, isComposing: event.nativeEvent.isComposing })) return;
            event.preventDefault();
            // Sent as the form, so Enter and the button go the same way (even unconnected).
            event.currentTarget.form?.requestSubmit();
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
          disabled={!canSend || !form.isValid}
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
