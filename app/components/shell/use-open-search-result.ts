import { useNavigate } from "@tanstack/react-router";
import type { SearchItem } from "../../../common/contracts/search.js";
import { documentAddress } from "../../data/documents/library-paths.js";
import { paperUrl } from "../../data/meetings/papers.js";
import type { FileToView } from "../viewer/FileViewerDialog.js";

/**
 * Where a result opens: a library document in the viewer at the passage's page; a meeting
 * paper in the viewer over the current page, at its page; a meeting record on the meeting at
 * its agenda item; a decision or action with no meeting in its register.
 */
export function useOpenSearchResult(openPaper: (file: FileToView) => void) {
  const navigate = useNavigate();
  return (item: SearchItem) => {
    const { File: file, Meeting: meeting } = item;
    if (file?.Type === "GovernanceDocument") {
      void navigate({
        to: "/governance-documents/$orgId",
        params: { orgId: documentAddress(item.OrganisationId, file.DocumentVersionId) },
        search: item.Page ? { page: item.Page } : {},
      });
    } else if (file?.Type === "MeetingPaper" && meeting) {
      const src = paperUrl(meeting.Id, file.DocumentId);
      openPaper({
        src,
        name: file.Name,
        mime: file.Mime,
        show: file.Show,
        downloadHref: file.Downloadable ? src : null,
        notesSource: { kind: "paper", meetingId: meeting.Id, paperId: file.DocumentId },
        initialPage: item.Page ?? undefined,
      });
    } else if (meeting) {
      void navigate({
        to: "/meeting/$meetingId",
        params: { meetingId: meeting.Id },
        search: meeting.AgendaItemId ? { item: meeting.AgendaItemId } : {},
      });
    } else if (item.Kind === "Decision") {
      void navigate({ to: "/decision-register/$orgId", params: { orgId: item.OrganisationId } });
    } else {
      void navigate({ to: "/action-items/$orgId", params: { orgId: item.OrganisationId } });
    }
  };
}
