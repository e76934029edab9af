import type {
  AnnotationColour,
  ChangeAnnotationBody,
  PageRect,
} from "../../../../common/contracts/annotations.js";
import type { PlacedNote } from "../../../data/annotations.js";

/** What the reader made: a highlight of selected words, or a note (on words or on the page). */
export type NoteDraft = {
  kind: "highlight" | "note";
  rects: PageRect[];
  quote?: string;
  note?: string;
  colour?: AnnotationColour;
  shared?: boolean;
};

/**
 * Notes as the viewer knows them: on its own pages. Whoever opens the viewer (a library
 * document, a paper, the board pack) maps them to and from the file they belong to.
 */
export type ViewerNotes = {
  placed: PlacedNote[];
  canAnnotate: (page: number) => boolean;
  add: (page: number, draft: NoteDraft) => Promise<void>;
  change: (id: string, patch: ChangeAnnotationBody) => Promise<void>;
  remove: (id: string) => Promise<void>;
};
