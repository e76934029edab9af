import type { FolderAudience } from "../../../common/documents/folder-audience.js";
import type { Role } from "../../../common/roles.js";

/** Who may see a folder, as its form holds it (the radio's value is a plain string). */
export type AudienceValues = {
  audience: string;
  audienceRoles: string[];
  audiencePeople: string[];
};

export const everyoneAudience: AudienceValues = {
  audience: "everyone",
  audienceRoles: [],
  audiencePeople: [],
};

/** A folder's audience, to start its form from what it is now. */
export const audienceOf = (folder: {
  audience: string;
  audienceRoles: readonly string[];
  audiencePeople: readonly string[];
}): AudienceValues => ({
  audience: folder.audience,
  audienceRoles: [...folder.audienceRoles],
  audiencePeople: [...folder.audiencePeople],
});

/** Roles or people picked and then another audience chosen are not sent. */
export function audienceToSend<
  B extends { audience?: FolderAudience; audienceRoles?: Role[]; audiencePeople?: string[] },
>(body: B): B {
  const chosen = body.audience === "chosen";
  return {
    ...body,
    audienceRoles: chosen ? (body.audienceRoles ?? []) : [],
    audiencePeople: chosen ? (body.audiencePeople ?? []) : [],
  };
}
