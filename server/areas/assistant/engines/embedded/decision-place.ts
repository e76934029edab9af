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

/** Who moved a decision and how the vote went, as the register has them. */
export type VoteRecord = {
  mover: string | null;
  seconder: string | null;
  tally: { support: number; oppose: number; abstain: number; notVoted: number } | null;
};

/**
 * "moved by Aileen Cowan, seconded by Tom Kerr; the vote was 6–1 (6 for, 1 against)": what the
 * register records of the motion, and that it records no mover when asked who moved it.
 */
export function voteDetail(d: VoteRecord, askedWhoMoved: boolean): string[] {
  const detail: string[] = [];
  if (askedWhoMoved || d.mover || d.seconder)
    detail.push(
      d.mover || d.seconder
        ? `moved by ${d.mover ?? "(not recorded)"}, seconded by ${d.seconder ?? "(not recorded)"}`
        : "the minutes do not record a mover or seconder",
    );
  if (d.tally)
    detail.push(
      // Both the way minutes write a result ("carried 4–2") and what it counts.
      `the vote was ${d.tally.support}–${d.tally.oppose} (${d.tally.support} for, ${d.tally.oppose} against${d.tally.abstain ? `, ${d.tally.abstain} abstaining` : ""}${d.tally.notVoted ? `, ${d.tally.notVoted} not voting` : ""}${d.tally.oppose === 0 && d.tally.support > 0 ? ", unanimous" : ""})`,
    );
  return detail;
}
