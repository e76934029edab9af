import type { FileToView } from "../../../components/viewer/FileViewerDialog.js";
import { type PaperView, paperUrl } from "../../../data/meetings/papers.js";

/** A meeting's paper as the viewer opens it, with the reader's notes on it and a download when allowed. */
export function paperToView(
  meetingId: string,
  paper: PaperView,
  downloadable: boolean,
): FileToView {
  const src = paperUrl(meetingId, paper.Id);
  return {
    src,
    name: paper.Name,
    mime: paper.Mime,
    show: paper.Show,
    downloadHref: downloadable ? src : null,
    notesSource: { kind: "paper", meetingId, paperId: paper.Id },
  };
}
