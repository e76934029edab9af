import type { Role } from "../roles.js";

export const folderAudiences = ["everyone", "boardOnly", "chosen"] as const;
export type FolderAudience = (typeof folderAudiences)[number];

export type FolderAccess = {
  audience: FolderAudience;
  /** With "chosen": the roles, and the people, who may see the folder. */
  roles: readonly string[];
  people: readonly string[];
};

export type DocumentReader = { personId: string; role: Role; isBoardMember: boolean };

/**
 * Whether a reader is in one folder's audience. The Administrator and the Secretary keep the
 * library, so they are in every audience; "Board Only" is board members and the Secretary.
 */
export function inAudience(reader: DocumentReader, folder: FolderAccess): boolean {
  if (reader.role === "Administrator" || reader.role === "PersonalAssistant") return true;
  switch (folder.audience) {
    case "everyone":
      return true;
    case "boardOnly":
      return reader.isBoardMember;
    case "chosen":
      return folder.roles.includes(reader.role) || folder.people.includes(reader.personId);
  }
}

/**
 * Whether a reader may see a folder: they must be in the audience of the folder and of every
 * folder above it, so a sub-folder of a "Board Only" folder is never wider than its parent.
 */
export function mayReadFolderPath(reader: DocumentReader, path: readonly FolderAccess[]): boolean {
  return path.every((folder) => inAudience(reader, folder));
}
