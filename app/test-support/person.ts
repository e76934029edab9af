import type { PersonSummary } from "../../common/contracts/people.js";

/** A directory card as the server sends it: a Board Member who may sign in. */
export function aPerson(overrides: Partial<PersonSummary> = {}): PersonSummary {
  return {
    PersonId: "p1",
    FirstName: "Mele",
    LastName: "Tupou",
    FullName: "Mele Tupou",
    Email: "mele@example.test",
    Role: "Director",
    RoleLabel: "Board Member",
    Tags: ["Finance"],
    IsBoardMember: true,
    LoginEnabled: true,
    AccessAllowed: true,
    IsAccountOwner: false,
    Title: null,
    Suffix: null,
    PhoneNumber: "021 555 0101",
    HasAccount: true,
    LoginStatus: "CanLogin",
    InvitationExpiresAt: null,
    TenureStartsOn: "2025-01-01",
    TenureEndsOn: null,
    Abilities: {
      edit: true,
      changeRole: true,
      changeAccess: true,
      remove: true,
      transferOwnership: false,
    },
    ...overrides,
  };
}
