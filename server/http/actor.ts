import type { Role } from "../../common/roles.js";

/** The signed-in person making a request, resolved from the session cookie. */
export type Actor = {
  personId: string;
  email: string;
  isSupport: boolean;
  isInstallationAdmin: boolean;
  sessionTokenHash: string;
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
