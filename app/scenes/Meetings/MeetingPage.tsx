import { Button, DataList, Group, Paper, Skeleton, Stack } from "@mantine/core";
import { IconArrowLeft, IconPencil } from "@tabler/icons-react";
import { Navigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import type { MeetingDetail } from "../../../common/contracts/meetings.js";
import { PageTitle } from "../../components/PageTitle.js";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { AnchorLink } from "../../components/router-links.js";
import { useOrganisationOfRecord } from "../../components/shell/current-organisation.js";
import { isApiError } from "../../data/api-error.js";
import { useLiveMeeting } from "../../data/meetings/live.js";
import { useMeeting } from "../../data/meetings/meetings.js";
import { useTranslation } from "../../i18n/translate.js";
import { AgendaChangedAlert } from "./AgendaChangedAlert.js";
import { agendaItemElementId } from "./AgendaItemRow.js";
import { AgendaSection } from "./AgendaSection.js";
import { EditMeetingDialog } from "./EditMeetingDialog.js";
import { MeetingStageStepper } from "./MeetingStageStepper.js";
import { type MeetingMove, MeetingStateActions } from "./MeetingStateActions.js";
import { MeetingStateBadge } from "./MeetingStateBadge.js";
import { formatMeetingWhen } from "./meeting-time.js";
import { MinutesSection } from "./minutes/MinutesSection.js";
import { CancelledAlert } from "./publishing/CancelledAlert.js";
import { MeetingPublishing } from "./publishing/MeetingPublishing.js";
import { type RsvpAnswer, RsvpPanel } from "./RsvpPanel.js";

export function MeetingPage({
  meetingId,
  rsvpFromLink = null,
  focusItemId,
}: {
  meetingId: string;
  /** The reply chosen in the notice e-mail, confirmed on the page (never sent by opening a link). */
  rsvpFromLink?: RsvpAnswer | null;
  /** An agenda item to bring into view (a search result: `?item=`). */
  focusItemId?: string | undefined;
}) {
  const { t } = useTranslation();
  const meeting = useMeeting(meetingId);
  // Everyone at the table sees votes, attendance, minutes and the pack change as they happen.
  useLiveMeeting(meetingId);
  useOrganisationOfRecord(meeting.data?.OrganisationId);
  const loaded = meeting.data !== undefined;
  useEffect(() => {
    if (!loaded || !focusItemId) return;
    const row = document.getElementById(agendaItemElementId(focusItemId));
    row?.scrollIntoView({ block: "center" });
    row?.focus({ preventScroll: true });
  }, [loaded, focusItemId]);

  if (meeting.isPending) {
    return (
      <Stack aria-busy="true" aria-label={t("common.loading")}>
        <Skeleton h={40} w="60%" />
        <Skeleton h={80} />
        <Skeleton h={96} />
        <Skeleton h={240} />
      </Stack>
    );
  }
  if (meeting.isError) {
    // Spec §8: a page someone may not see, or that does not exist, goes to the error page.
    if (isApiError(meeting.error, 403) || isApiError(meeting.error, 404)) {
      const code = meeting.error.status === 403 ? "403" : "404";
      return <Navigate to="/error" search={{ code }} replace />;
    }
    return <QueryErrorAlert what="meeting" onRetry={() => void meeting.refetch()} />;
  }
  return (
    <MeetingView
      meeting={meeting.data}
      rsvpFromLink={rsvpFromLink}
      onReload={() => void meeting.refetch()}
    />
  );
}

function MeetingView({
  meeting,
  rsvpFromLink,
  onReload,
}: {
  meeting: MeetingDetail;
  rsvpFromLink: RsvpAnswer | null;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const [editingDetails, setEditingDetails] = useState(false);
  const [backMove, setBackMove] = useState<MeetingMove | null>(null);
  // Confirmed minutes and a cancelled meeting are locked: the server says so in editAgenda.
  const canEdit = meeting.Abilities.editAgenda;
  const agendaEmpty = meeting.Agenda !== null && meeting.Agenda.length === 0;

  return (
    <Stack gap="lg">
      <AnchorLink to="/meetings/$orgId" params={{ orgId: meeting.OrganisationId }}>
        <Group component="span" gap={6}>
          <IconArrowLeft size={18} aria-hidden />
          {t("meeting.allMeetings")}
        </Group>
      </AnchorLink>
      <div>
        <PageTitle
          title={meeting.Title}
          actions={
            canEdit && (
              <Button
                variant="default"
                leftSection={<IconPencil size={18} aria-hidden />}
                onClick={() => setEditingDetails(true)}
              >
                {t("meeting.editDetails")}
              </Button>
            )
          }
        />
        <DataList size="md" labelWidth="6rem">
          <DataList.Item>
            <DataList.ItemLabel>{t("meeting.when")}</DataList.ItemLabel>
            <DataList.ItemValue>
              {formatMeetingWhen(meeting.StartTime, meeting.EndTime, meeting.TimeZone)}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("meeting.where")}</DataList.ItemLabel>
            <DataList.ItemValue>{meeting.Location ?? t("meetings.noLocation")}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("meeting.stage")}</DataList.ItemLabel>
            <DataList.ItemValue>
              <MeetingStateBadge state={meeting.State} label={meeting.StateLabel} />
            </DataList.ItemValue>
          </DataList.Item>
        </DataList>
      </div>
      {meeting.CancelledAt !== null && (
        <CancelledAlert cancelledAt={meeting.CancelledAt} timeZone={meeting.TimeZone} />
      )}
      <RsvpPanel meeting={meeting} fromLink={rsvpFromLink} />
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <MeetingStageStepper state={meeting.State} />
          <MeetingStateActions
            meeting={meeting}
            agendaEmpty={agendaEmpty}
            backMove={backMove}
            onBackMove={setBackMove}
            onReload={onReload}
          />
        </Stack>
      </Paper>
      {canEdit && meeting.AgendaChangedSincePublish && (
        <AgendaChangedAlert meeting={meeting} onBackMove={setBackMove} />
      )}
      <MeetingPublishing meeting={meeting} />
      <AgendaSection meeting={meeting} canEdit={canEdit} onReload={onReload} />
      <MinutesSection meeting={meeting} />
      <EditMeetingDialog
        meeting={meeting}
        opened={editingDetails}
        canAddLocation={meeting.Abilities.manageLocations}
        onClose={() => setEditingDetails(false)}
      />
    </Stack>
  );
}
