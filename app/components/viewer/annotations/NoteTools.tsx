import { notifications } from "@mantine/notifications";
import { IconNotebook, IconNotes, IconNotesOff } from "@tabler/icons-react";
import { type ReactNode, type RefObject, useState } from "react";
import type { PlacedNote } from "../../../data/annotations.js";
import { isApiError } from "../../../data/api-error.js";
import { useTranslation } from "../../../i18n/translate.js";
import type { PageSize } from "../PdfPage.js";
import { ToolButton } from "../ToolButton.js";
import { NoteDialog, type NoteOpening } from "./NoteDialog.js";
import { NoteLayer } from "./NoteLayer.js";
import { NotesPanel } from "./NotesPanel.js";
import { SelectionActions } from "./SelectionActions.js";
import type { ViewerNotes } from "./viewer-notes.js";

type Options = {
  notes: ViewerNotes | undefined;
  current: number;
  scrollerRef: RefObject<HTMLElement | null>;
  goToPage: (page: number) => void;
};

export type NoteTools = {
  overlay: ((page: number, size: PageSize) => ReactNode) | undefined;
  tools: ReactNode;
  panel: ReactNode;
  floating: ReactNode;
};

/**
 * Everything the viewer shows of notes: highlights and pins on the pages, the toolbar's
 * "Add a note" and "Notes", the list beside the pages, the buttons over selected words and
 * the note's dialog. Nothing when the viewer has no notes (a share link, say).
 */
export function useNoteTools({ notes, current, scrollerRef, goToPage }: Options): NoteTools {
  const { t } = useTranslation();
  const [panelOpen, setPanelOpen] = useState(false);
  const [opening, setOpening] = useState<NoteOpening | null>(null);
  if (!notes) return { overlay: undefined, tools: null, panel: null, floating: null };

  const byPage = new Map<number, PlacedNote[]>();
  for (const placed of notes.placed)
    byPage.set(placed.page, [...(byPage.get(placed.page) ?? []), placed]);
  const open = (placed: PlacedNote) => setOpening({ kind: "open", placed });
  const mayAnnotate = notes.canAnnotate(current);

  return {
    overlay: (page, size) => <NoteLayer size={size} notes={byPage.get(page) ?? []} onOpen={open} />,
    tools: (
      <>
        <ToolButton
          label={mayAnnotate ? t("notes.addNote") : t("notes.cannotAnnotatePage")}
          icon={IconNotebook}
          disabled={!mayAnnotate}
          onClick={() =>
            setOpening({ kind: "new", page: current, draft: { kind: "note", rects: [] } })
          }
        />
        <ToolButton
          label={panelOpen ? t("notes.hidePanel") : t("notes.showPanel")}
          icon={panelOpen ? IconNotesOff : IconNotes}
          pressed={panelOpen}
          onClick={() => setPanelOpen(!panelOpen)}
        />
      </>
    ),
    panel: panelOpen && (
      <NotesPanel
        notes={notes.placed}
        onOpen={(placed) => {
          goToPage(placed.page);
          open(placed);
        }}
      />
    ),
    floating: (
      <>
        <SelectionActions
          scrollerRef={scrollerRef}
          canAnnotate={notes.canAnnotate}
          onHighlight={(s) =>
            void notes
              .add(s.page, { kind: "highlight", rects: s.rects, quote: s.quote })
              .catch((err: unknown) =>
                notifications.show({
                  color: "red",
                  message: isApiError(err) ? err.message : t("notes.failed"),
                }),
              )
          }
          onNote={(s) =>
            setOpening({
              kind: "new",
              page: s.page,
              draft: { kind: "note", rects: s.rects, quote: s.quote },
            })
          }
        />
        <NoteDialog opening={opening} notes={notes} onClose={() => setOpening(null)} />
      </>
    ),
  };
}
