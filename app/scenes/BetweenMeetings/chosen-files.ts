/** A library file chosen for a between-meeting item (a report's files, a flying minute's papers). */
export type ChosenFile = { documentVersionId: string; name: string };

/** Adds a file once, keeping the order chosen. */
export function withFile(files: readonly ChosenFile[], file: ChosenFile): ChosenFile[] {
  return files.some((f) => f.documentVersionId === file.documentVersionId)
    ? [...files]
    : [...files, file];
}

/** The files an item's view lists, as its form holds them. */
export const chosenFilesOf = (
  files: ReadonlyArray<{ DocumentVersionId: string; Name: string }>,
): ChosenFile[] => files.map((f) => ({ documentVersionId: f.DocumentVersionId, name: f.Name }));
