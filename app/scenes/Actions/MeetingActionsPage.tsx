import { Skeleton } from "@mantine/core";
import { Navigate } from "@tanstack/react-router";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { isApiError, isBadLinkError } from "../../data/api-error.js";
import { useMeeting } from "../../data/meetings/meetings.js";
import { useTranslation } from "../../i18n/translate.js";
import { ActionsPage } from "./ActionsPage.js";

/**
 * The landing of an action e-mail, organisation/{orgId}/meetings/{meetingId}/actions: the
 * meeting's actions, once the link is known to name a meeting of that organisation. Any other
 * link is the 404 page, never an empty list or the server's words.
 */
export function MeetingActionsPage({ orgId, meetingId }: { orgId: string; meetingId: string }) {
  const { t } = useTranslation();
  const meeting = useMeeting(meetingId);
  if (meeting.isPending) return <Skeleton h={240} aria-label={t("common.loading")} />;
  if (meeting.isError) {
    if (isApiError(meeting.error, 403)) {
      return <Navigate to="/error" search={{ code: "403" }} replace />;
    }
    if (isBadLinkError(meeting.error)) {
      return <Navigate to="/error" search={{ code: "404" }} replace />;
    }
    return <QueryErrorAlert what="meeting" onRetry={() => void meeting.refetch()} />;
  }
  // A meeting of another organisation: the link was put together wrongly.
  if (meeting.data.OrganisationId !== orgId) {
    return <Navigate to="/error" search={{ code: "404" }} replace />;
  }
  return <ActionsPage orgId={orgId} meetingId={meetingId} meetingTitle={meeting.data.Title} />;
}
