import { Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { OutboxMessage } from "../../data/outbox.js";
import { formatDateTime } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";
import { linkify } from "./linkify.js";
import classes from "./OutboxMessageCard.module.css";

export function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" radius="md" component="article" aria-labelledby={`mail-${message.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={2} size="h4" id={`mail-${message.id}`}>
            {message.subject}
          </Title>
          <Badge variant="light">{message.status}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t("outbox.to")}: {message.to} · {t("outbox.sent")}: {formatDateTime(message.createdAt)}
        </Text>
        <Text className={classes.body}>
          {linkify(message.text).map((part) =>
            part.kind === "link" ? (
              <Anchor key={part.at} href={part.href}>
                {part.href}
              </Anchor>
            ) : (
              <span key={part.at}>{part.text}</span>
            ),
          )}
        </Text>
      </Stack>
    </Paper>
  );
}
