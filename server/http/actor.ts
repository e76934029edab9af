import type { Role } from "../../common/roles.js";

/** The signed-in person making a request, resolved from the session cookie. */
export type Actor = {
  personId: string;
  email: string;
  isSupport: boolean;
  isInstallationAdmin: boolean;
  sessionTokenHash: string;
  /**
   * "orgId:version,…" of every organisation the person belongs to, read with the
   * session: it changes whenever anything My Home shows changes in any of them
   * (organisation_versions, migration 0017). Absent where the actor was not read
   * from a session (tokens, tests): nothing is cached for it.
   */
  orgVersions?: string;
};

/** An actor inside one organisation: their membership there and the organisation's shape. */
export type OrgActor = {
  actor: Actor;
  organisation: {
    id: string;
    name: string;
    parentId: string | null;
    accountOwnerPersonId: string | null;
  };
  membership: {
    role: Role;
    accessAllowed: boolean;
    isBoardMember: boolean;
    loginEnabled: boolean;
  };
};
