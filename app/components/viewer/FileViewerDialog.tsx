import { Modal } from "@mantine/core";
import type { ViewKind } from "../../../common/viewer.js";
import { NotedFileViewer } from "./annotations/NotedFileViewer.js";
import type { NotesSource } from "./annotations/use-viewer-notes.js";

export type FileToView = {
  src: string;
  name: string;
  mime: string;
  show: ViewKind;
  /** Given only when the server says this reader may take the file. */
  downloadHref: string | null;
  /** Where the reader's notes on it are kept. */
  notesSource: NotesSource;
  /** The page to open at (a search result's passage). */
  initialPage?: number | undefined;
};

type Props = { file: FileToView | null; onClose: () => void };

/**
 * A file opened from a list (a meeting's papers) in the viewer over the whole screen: Escape
 * or Close returns to the list where the reader was.
 */
export function FileViewerDialog({ file, onClose }: Props) {
  return (
    <Modal opened={file !== null} onClose={onClose} fullScreen title={file?.name} radius={0}>
      {file && <NotedFileViewer key={file.src} {...file} />}
    </Modal>
  );
}
