import type { FileViewerProps } from "../FileViewer.js";
import { LazyFileViewer } from "../LazyFileViewer.js";
import { type NotesSource, useViewerNotes } from "./use-viewer-notes.js";

type Props = Omit<FileViewerProps, "notes"> & { notesSource: NotesSource };

/** The viewer with the reader's highlights and notes on the file it shows. */
export function NotedFileViewer({ notesSource, ...props }: Props) {
  const notes = useViewerNotes(notesSource);
  return <LazyFileViewer {...props} notes={props.show === "pdf" ? notes : undefined} />;
}
