import { Badge, Group, List, Skeleton, Stack, Text, Title } from "@mantine/core";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert.js";
import { useMeetingTimeZone } from "../../../data/meetings/meetings.js";
import { type NoticeHistoryEntry, useNoticeHistory } from "../../../data/meetings/notices.js";
import { formatDateTime } from "../../../i18n/format.js";
import { useTranslation } from "../../../i18n/translate.js";
import { NotSentTable } from "./NoticeResultView.js";

/** Who sent what to whom and when, newest first, with anyone who did not get it. */
export function NoticeHistory({ meetingId }: { meetingId: string }) {
  const { t } = useTranslation();
  const history = useNoticeHistory(meetingId);
  const timeZone = useMeetingTimeZone(meetingId);
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t("notices.historyHeading")}
      </Title>
      {history.isPending && <Skeleton h={64} />}
      {history.isError && (
        <QueryErrorAlert
          message={t("notices.historyFailed")}
          onRetry={() => void history.refetch()}
        />
      )}
      {history.data?.length === 0 && <Text c="dimmed">{t("notices.historyEmpty")}</Text>}
      {history.data && history.data.length > 0 && (
        <List listStyleType="none" spacing="md">
          {history.data.map((entry) => (
            <List.Item key={`${entry.Kind}-${entry.SentAt}`}>
              <HistoryEntry entry={entry} timeZone={timeZone} />
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

function HistoryEntry({ entry, timeZone }: { entry: NoticeHistoryEntry; timeZone?: string }) {
  const { t } = useTranslation();
  const when = formatDateTime(entry.SentAt, timeZone);
  const count = entry.Recipients.length;
  const kindLabelKey = kindKey(entry.Kind);
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Badge variant="light">{kindLabelKey ? t(kindLabelKey) : entry.Kind}</Badge>
        <Text fw={600}>
          {entry.SentBy ? t("notices.sentBy", { when, name: entry.SentBy }) : when}
        </Text>
      </Group>
      <Text size="sm">
        {count > 0
          ? t("notices.recipientsList", { count, names: entry.Recipients.join(", ") })
          : t("notices.recipientsNone")}
      </Text>
      {entry.Comment && (
        <Text size="sm" c="dimmed">
          {t("notices.historyComment", { comment: entry.Comment })}
        </Text>
      )}
      {entry.NotSent.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600} c="red.8">
            {t("notices.notSentText", { count: entry.NotSent.length })}
          </Text>
          <NotSentTable rows={entry.NotSent.map((n) => ({ name: n.Name, reason: n.Reason }))} />
        </Stack>
      )}
    </Stack>
  );
}

const kindKeys = {
  pack: "notices.kindPack",
  cancellation: "notices.kindCancellation",
  notice: "notices.kindNotice",
} as const;

/** The translation key of a known kind; an unknown kind is shown as sent. */
function kindKey(kind: string): (typeof kindKeys)[keyof typeof kindKeys] | null {
  if (kind === "pack" || kind === "cancellation" || kind === "notice") return kindKeys[kind];
  return null;
}
