import { Alert, Button, Group, List, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconFileTypePdf, IconMail } from "@tabler/icons-react";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert.js";
import { ReaderInitials } from "../../../components/ReaderInitials.js";
import { ButtonLink } from "../../../components/router-links.js";
import { useMeetingTimeZone } from "../../../data/meetings/meetings.js";
import { type PackStatus, usePackStatus } from "../../../data/meetings/pack.js";
import { useMeetingReaders } from "../../../data/meetings/readers.js";
import { formatDateTime } from "../../../i18n/format.js";
import { useTranslation } from "../../../i18n/translate.js";
import { PackBuildProgress } from "./PackBuildProgress.js";
import { packView } from "./pack-progress.js";

type Props = {
  meetingId: string;
  /** Editors may e-mail the pack once there is one (or one is being built). */
  canEmail: boolean;
  onEmail: () => void;
};

/** The pack's state on the meeting page, polled while it builds. */
export function BoardPackPanel({ meetingId, canEmail, onEmail }: Props) {
  const { t } = useTranslation();
  const status = usePackStatus(meetingId);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="board-pack-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="board-pack-heading">
          {t("boardPack.heading")}
        </Title>
        {status.isPending && <Skeleton h={48} />}
        {status.isError && (
          <QueryErrorAlert
            message={t("boardPack.checkFailed")}
            onRetry={() => void status.refetch()}
          />
        )}
        {status.data && (
          <PackStatusBody
            meetingId={meetingId}
            status={status.data}
            canEmail={canEmail}
            onEmail={onEmail}
          />
        )}
      </Stack>
    </Paper>
  );
}

function PackStatusBody({ meetingId, status, canEmail, onEmail }: Props & { status: PackStatus }) {
  const { t } = useTranslation();
  const view = packView(status);
  const available = status.available;
  // Who has opened the pack: the editors' read receipts.
  const readers = useMeetingReaders(meetingId, canEmail && available);
  return (
    <>
      {readers.data && (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t("boardPack.openedBy")}
          </Text>
          <ReaderInitials readers={readers.data.pack} />
        </Group>
      )}
      {view.kind === "none" && <Text c="dimmed">{t("boardPack.none")}</Text>}
      {view.kind === "building" && (
        <>
          {view.rebuilding && <Text fw={600}>{t("boardPack.rebuilding")}</Text>}
          <PackBuildProgress
            step={view.step}
            percent={view.percent}
            queued={status.status === "queued"}
          />
        </>
      )}
      {view.kind === "ready" && (
        <Text>
          {t("boardPack.ready")} <ReadyDetails meetingId={meetingId} status={status} />
        </Text>
      )}
      {view.kind === "failed" && (
        <Alert color="red" role="alert" title={t("boardPack.failed")}>
          <Stack gap={4}>
            {view.error && <Text>{t("boardPack.failedWithReason", { error: view.error })}</Text>}
            {view.oldPackAvailable && <Text>{t("boardPack.oldPackStays")}</Text>}
          </Stack>
        </Alert>
      )}
      {(available || (canEmail && view.kind !== "none")) && (
        <Group gap="sm" wrap="wrap">
          {available && (
            <ButtonLink
              to="/pack/$meetingId"
              params={{ meetingId }}
              leftSection={<IconFileTypePdf size={18} aria-hidden />}
            >
              {t("boardPack.open")}
            </ButtonLink>
          )}
          {canEmail && view.kind !== "none" && (
            <Button
              variant="default"
              leftSection={<IconMail size={18} aria-hidden />}
              onClick={onEmail}
            >
              {t("boardPack.email")}
            </Button>
          )}
        </Group>
      )}
      {available && status.skipped.length > 0 && <SkippedPapers skipped={status.skipped} />}
    </>
  );
}

function ReadyDetails({ meetingId, status }: { meetingId: string; status: PackStatus }) {
  const { t } = useTranslation();
  const timeZone = useMeetingTimeZone(meetingId);
  if (!status.readyAt) return null;
  const when = formatDateTime(status.readyAt, timeZone);
  return status.pageCount
    ? t("boardPack.readyDetails", { pages: status.pageCount, when })
    : t("boardPack.readyWhen", { when });
}

function SkippedPapers({ skipped }: { skipped: PackStatus["skipped"] }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" title={t("boardPack.skippedTitle")}>
      <List spacing={4}>
        {skipped.map((s) => (
          <List.Item key={`${s.item}/${s.name}`}>
            <Text span fw={600}>
              {s.item} — {s.name}
            </Text>
            : {s.reason}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
