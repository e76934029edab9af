import { type DragEvent, useState } from "react";

const carriesFiles = (event: DragEvent<HTMLElement>) =>
  Array.from(event.dataTransfer.types).includes("Files");

/**
 * Dropping files onto an area: the handlers to spread on it (none when it takes no files) and
 * whether files are over it now, to outline it. Other drags (text, links, agenda rows being
 * reordered) are left alone, and a file drop is not passed on to the areas around it.
 */
export function useFileDrop(enabled: boolean, onFiles: (files: File[]) => void) {
  const [fileOver, setFileOver] = useState(false);
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.stopPropagation();
    event.dataTransfer.dropEffect = "copy";
    if (!fileOver) setFileOver(true);
  };
  const onDragLeave = (event: DragEvent<HTMLElement>) => {
    // Moving between the area's own rows is not leaving it.
    const to = event.relatedTarget;
    if (to instanceof Node && event.currentTarget.contains(to)) return;
    setFileOver(false);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.stopPropagation();
    setFileOver(false);
    onFiles(Array.from(event.dataTransfer.files));
  };
  const handlers = enabled ? { onDragEnter: onDragOver, onDragOver, onDragLeave, onDrop } : {};
  return { fileOver: enabled && fileOver, handlers };
}
