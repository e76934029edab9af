import { Alert, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconArrowLeft, IconInfoCircle } from "@tabler/icons-react";
import { PageTitle } from "../../components/PageTitle.js";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { AnchorLink } from "../../components/router-links.js";
import { useOrganisationOfRecord } from "../../components/shell/current-organisation.js";
import { NotedFileViewer } from "../../components/viewer/annotations/NotedFileViewer.js";
import { isApiError } from "../../data/api-error.js";
import { useLiveMeeting } from "../../data/meetings/live.js";
import { useMeeting } from "../../data/meetings/meetings.js";
import { type PackStatus, packPdfHref, usePackStatus } from "../../data/meetings/pack.js";
import { useTranslation } from "../../i18n/translate.js";
import { PackBuildProgress } from "../Meetings/publishing/PackBuildProgress.js";
import { packView } from "../Meetings/publishing/pack-progress.js";

/** The universal link from board-pack e-mails (spec §2): the meeting's pack, or why not. */
export function PackPage({ meetingId }: { meetingId: string }) {
  const { t } = useTranslation();
  const meeting = useMeeting(meetingId);
  useLiveMeeting(meetingId); // a pack being built shows its progress as it goes
  useOrganisationOfRecord(meeting.data?.OrganisationId);
  // Executive/Guest may see the meeting but not its agenda or pack.
  const mayRead = meeting.data?.Abilities.readAgenda === true;
  const status = usePackStatus(meetingId, mayRead);
  const title = meeting.data?.Title ?? t("packPage.titleFallback");

  return (
    <Stack gap="lg">
      {meeting.data && (
        <AnchorLink to="/meeting/$meetingId" params={{ meetingId }}>
          <Group component="span" gap={6}>
            <IconArrowLeft size={18} aria-hidden />
            {t("packPage.backToMeeting")}
          </Group>
        </AnchorLink>
      )}
      <PageTitle title={title} />
      <PackPageBody
        meetingId={meetingId}
        title={title}
        loading={meeting.isPending || (mayRead && status.isPending)}
        meetingError={meeting.error}
        mayRead={mayRead}
        status={status.data}
        statusError={status.error}
        downloadable={meeting.data?.FilesDownloadable === true}
        onRetryMeeting={() => void meeting.refetch()}
        onRetryStatus={() => void status.refetch()}
      />
    </Stack>
  );
}

type BodyProps = {
  meetingId: string;
  title: string;
  loading: boolean;
  meetingError: Error | null;
  mayRead: boolean;
  status: PackStatus | undefined;
  statusError: Error | null;
  /** The server's word: may this reader take the pack away. */
  downloadable: boolean;
  onRetryMeeting: () => void;
  onRetryStatus: () => void;
};

const hidden = (e: Error | null) => isApiError(e, 403) || isApiError(e, 404);

function PackPageBody(props: BodyProps) {
  const { t } = useTranslation();
  if (props.loading) return <Skeleton h={320} aria-label={t("common.loading")} />;
  // Not allowed or not there: the spec's one message, without saying which.
  if (hidden(props.meetingError) || hidden(props.statusError)) return <Unavailable />;
  if (props.meetingError) return <QueryErrorAlert what="meeting" onRetry={props.onRetryMeeting} />;
  if (props.statusError)
    return <QueryErrorAlert message={t("boardPack.checkFailed")} onRetry={props.onRetryStatus} />;
  if (!props.mayRead || !props.status) return <Unavailable />;

  const view = packView(props.status);
  const building = view.kind === "building" && (
    <Stack gap="xs">
      {view.rebuilding && <Text fw={600}>{t("boardPack.rebuilding")}</Text>}
      <PackBuildProgress
        step={view.step}
        percent={view.percent}
        queued={props.status.status === "queued"}
      />
    </Stack>
  );
  if (!props.status.available) return building || <Unavailable />;

  const href = packPdfHref(props.meetingId);
  return (
    <Stack gap="md">
      {building}
      <NotedFileViewer
        // A rebuilt pack is a new file: the viewer reads it again.
        key={props.status.readyAt ?? "pack"}
        notesSource={{ kind: "pack", meetingId: props.meetingId, pageMap: props.status.pageMap }}
        src={href}
        name={props.title}
        mime="application/pdf"
        show="pdf"
        downloadHref={props.downloadable ? href : null}
      />
    </Stack>
  );
}

function Unavailable() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} role="alert">
      {t("packPage.unavailable")}
    </Alert>
  );
}
