import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import type { MeetingDetail } from "../../../../common/contracts/meetings.js";
import type { NoticeKind } from "../../../data/meetings/notices.js";
import { BoardPackPanel } from "./BoardPackPanel.js";
import { CancelMeetingDialog } from "./CancelMeetingDialog.js";
import { NoticesPanel } from "./NoticesPanel.js";
import { PublishedDialog, usePublishedAgendaSignal } from "./PublishedDialog.js";
import { SendNoticeDialog } from "./SendNoticeDialog.js";
import { SigningSummary } from "./SigningSummary.js";

/**
 * The meeting page's publishing parts: signing summary, board pack, notices and e-mail
 * history, the dialog after Publish Agenda, and cancellation. Mounted by MeetingPage.
 */
export function MeetingPublishing({ meeting }: { meeting: MeetingDetail }) {
  const navigate = useNavigate();
  const [emailKind, setEmailKind] = useState<NoticeKind | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const { published, dismiss } = usePublishedAgendaSignal();
  // The server refuses notices and cancellation once the minutes are confirmed or the meeting is cancelled.
  const cancelled = meeting.CancelledAt !== null;
  const canSend = meeting.Abilities.editAgenda;
  const canRead = meeting.Abilities.readAgenda;
  // Before there is an agenda there is nothing to pack.
  const showPack = canRead && meeting.State !== "PreAgenda";

  return (
    <>
      {canRead && meeting.State === "Complete" && <SigningSummary meetingId={meeting.Id} />}
      {showPack && (
        <BoardPackPanel
          meetingId={meeting.Id}
          // Hidden while the published dialog offers the same button, so only one has that name.
          canEmail={canSend && !published}
          onEmail={() => setEmailKind("pack")}
        />
      )}
      {canSend && (
        <NoticesPanel
          meetingId={meeting.Id}
          actions={{
            onSendNotice: () => setEmailKind("notice"),
            onCancelMeeting: () => setCancelling(true),
          }}
        />
      )}
      {/* Organisers still see what was e-mailed, the cancellation included. */}
      {meeting.Abilities.edit && cancelled && <NoticesPanel meetingId={meeting.Id} />}
      <PublishedDialog
        opened={published && canSend}
        onClose={dismiss}
        onEmail={() => {
          dismiss();
          setEmailKind("pack");
        }}
        onReview={() => {
          dismiss();
          void navigate({ to: "/pack/$meetingId", params: { meetingId: meeting.Id } });
        }}
      />
      {canSend && (
        <>
          <SendNoticeDialog meeting={meeting} kind={emailKind} onClose={() => setEmailKind(null)} />
          <CancelMeetingDialog
            meeting={meeting}
            opened={cancelling}
            onClose={() => setCancelling(false)}
          />
        </>
      )}
    </>
  );
}
