import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type DocumentView, uploadedDocument } from "../../../common/contracts/documents.js";
import { type OnProgress, uploadWithProgress } from "../upload-with-progress.js";
import { documentKeys, documentPath } from "./library-paths.js";

type Replacement = { file: File; note: string; onProgress: OnProgress };

function formFor({ file, note }: Replacement): FormData {
  const form = new FormData();
  // The server takes the parts in either order; the note goes first, as the library's upload
  // sends its folder first, so the text is never held up behind a large file.
  if (note) form.append("note", note);
  form.append("file", file, file.name);
  return form;
}

/** Sends a document's new file (its next, current version) with an optional note, with progress. */
export function replaceDocument(
  documentId: string,
  replacement: Replacement,
): Promise<DocumentView> {
  return uploadWithProgress(
    `${documentPath(documentId)}/versions`,
    () => formFor(replacement),
    uploadedDocument,
    replacement.onProgress,
  );
}

/**
 * A new version: the lists show its name and number, its history gains it, and a version the
 * viewer holds is no longer the current one. Refreshed here, so a dialog closed while the file
 * was on its way still leaves the library up to date.
 */
export function useReplaceDocument(orgId: string, documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (replacement: Replacement) => replaceDocument(documentId, replacement),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: documentKeys.lists(orgId) }),
        queryClient.invalidateQueries({ queryKey: documentKeys.history(orgId, documentId) }),
        queryClient.invalidateQueries({ queryKey: documentKeys.versions(orgId) }),
      ]),
  });
}
