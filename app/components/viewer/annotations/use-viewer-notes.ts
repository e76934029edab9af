import { useMemo } from "react";
import {
  type NotesPlace,
  type PlacedNote,
  useAnnotationChanges,
  useAnnotations,
} from "../../../data/annotations.js";
import { type PackPaperPages, packPageOf, paperPageOf } from "./pack-pages.js";
import type { NoteDraft, ViewerNotes } from "./viewer-notes.js";

/**
 * Where the viewer's pages come from: a file whose pages are its own (a library document, a
 * paper), or the board pack, whose papers' pages sit where its page map says.
 */
export type NotesSource =
  | { kind: "document"; documentVersionId: string }
  | { kind: "paper"; meetingId: string; paperId: string }
  | { kind: "pack"; meetingId: string; pageMap: readonly PackPaperPages[] };

const placeOf = (source: NotesSource): NotesPlace =>
  source.kind === "document"
    ? { kind: "document", documentVersionId: source.documentVersionId }
    : { kind: "meeting", meetingId: source.meetingId };

/** The reader's notes on what the viewer shows, on the viewer's own pages. */
export function useViewerNotes(source: NotesSource): ViewerNotes | undefined {
  const place = placeOf(source);
  const list = useAnnotations(place);
  const { add, change, remove } = useAnnotationChanges(place);
  const data = list.data;

  return useMemo(() => {
    if (!data) return undefined;
    const placed: PlacedNote[] = [];
    for (const view of data.annotations) {
      if (source.kind === "document") placed.push({ view, page: view.page });
      else if (source.kind === "paper") {
        if (view.paperId === source.paperId) placed.push({ view, page: view.page });
      } else if (view.paperId) {
        const page = packPageOf(source.pageMap, view.paperId, view.page);
        if (page !== null) placed.push({ view, page });
      }
    }
    const target = (page: number) =>
      source.kind === "pack"
        ? paperPageOf(source.pageMap, page)
        : { paperId: source.kind === "paper" ? source.paperId : null, page };
    return {
      placed,
      canAnnotate: (page) => data.canAnnotate && target(page) !== null,
      add: async (page: number, draft: NoteDraft) => {
        const at = target(page);
        if (!at) return;
        await add.mutateAsync({ paperId: at.paperId, note: { ...draft, page: at.page } });
      },
      change: async (id, patch) => {
        await change.mutateAsync({ id, patch });
      },
      remove: async (id) => {
        await remove.mutateAsync(id);
      },
    };
  }, [data, source, add, change, remove]);
}
