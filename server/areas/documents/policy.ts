import { accessFlagsFor } from "../../../common/access.js";
import type { Role } from "../../../common/roles.js";
import type { OrgActor } from "../../http/actor.js";

export type DocumentsAction = "read" | "manage";

/** Who keeps the library: upload, replace, folders, audiences (board-portal behaviour). */
export const libraryManagers: readonly Role[] = [
  "Administrator",
  "PersonalAssistant",
  "Chairman",
  "ExecutiveDirector",
];

/**
 * What the rule reads of a member: a signed-in OrgActor, or a membership a job reads to know
 * whom to e-mail (the review reminders), so both follow the same rule.
 */
export type LibraryMember = {
  organisation: Pick<OrgActor["organisation"], "parentId">;
  membership: Pick<OrgActor["membership"], "role" | "accessAllowed" | "loginEnabled">;
};

/**
 * The governance library ("Committee Documents" in a committee): everyone whose role opens
 * documents reads what their folders' audiences allow; the managers upload and organise.
 * Executive/Guest has no documents at all.
 */
export function can(member: LibraryMember, action: DocumentsAction): boolean {
  const { role, accessAllowed, loginEnabled } = member.membership;
  const flags = accessFlagsFor({
    role,
    accessAllowed,
    isCommittee: member.organisation.parentId !== null,
  });
  const reads = flags.documents_governance && loginEnabled;
  switch (action) {
    case "read":
      return reads;
    case "manage":
      return reads && libraryManagers.includes(role);
  }
}

/** The file itself: managers always; others while the organisation allows downloads. */
export function mayTakeFile(orgActor: OrgActor, allowDocumentDownloads: boolean): boolean {
  return can(orgActor, "manage") || (can(orgActor, "read") && allowDocumentDownloads);
}
