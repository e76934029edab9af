import { type DocumentView, uploadedDocument } from "../../../common/contracts/documents.js";
import { type OnProgress, uploadWithProgress } from "../upload-with-progress.js";
import { documentsPath } from "./library-paths.js";

export type { OnProgress } from "../upload-with-progress.js";

function formFor(folderId: string | null, file: File): FormData {
  const form = new FormData();
  // The server reads the parts in order and needs the folder before it stores the file.
  if (folderId) form.append("folderId", folderId);
  form.append("file", file, file.name);
  return form;
}

/** Sends one file to a folder of the library (the top when folderId is null), with its progress. */
export function uploadDocument(
  orgId: string,
  folderId: string | null,
  file: File,
  onProgress: OnProgress,
): Promise<DocumentView> {
  return uploadWithProgress(
    documentsPath(orgId),
    () => formFor(folderId, file),
    uploadedDocument,
    onProgress,
  );
}
