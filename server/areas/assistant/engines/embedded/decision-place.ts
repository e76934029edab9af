import type { CitationBook } from "../engine.js";

type Placed = {
  meeting_id: string | null;
  meeting_title: string | null;
  organisation_id: string;
  title: string;
};

/**
 * Where a decision was made, cited: " at [the meeting]", or for one made outside any meeting
 * (a flying minute) " between meetings [Decision register]", so every decision listed is cited.
 */
export function decisionPlace(book: CitationBook, d: Placed): string {
  if (d.meeting_id)
    return ` at ${book.cite({ documentType: "Meeting", meetingId: d.meeting_id, organisationId: d.organisation_id, documentName: d.meeting_title ?? d.title })}`;
  return ` between meetings ${book.cite({ documentType: "DecisionRegister", organisationId: d.organisation_id, documentName: "Decision register" })}`;
}
