import { describe, expect, it } from "vitest";
import {
  addPersonBody,
  editPersonBody,
  type PersonSummary,
} from "../../../common/contracts/people.js";
import { addBodyOf, editBodyOf, emptyPerson, valuesOf } from "./person-form.js";

const person: PersonSummary = {
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
  Abilities: { edit: true, changeAccess: true, remove: true, transferOwnership: false },
};

describe("the person form", () => {
  it("sends empty optional fields as nothing, and an invitation only with an e-mail", () => {
    const body = addBodyOf({ ...emptyPerson, firstName: "Ana", lastName: "Lee", login: "none" });
    expect(body).toMatchObject({
      email: undefined,
      title: null,
      tenureEndsOn: null,
      login: "none",
    });
    expect(addPersonBody.safeParse(body).success).toBe(true);
    const invite = addPersonBody.safeParse({ ...body, login: "invite" });
    expect(invite.success).toBe(false);
    expect(invite.error?.issues[0]).toMatchObject({
      path: ["email"],
      message: "An invitation needs an e-mail address.",
    });
  });

  it("keeps the e-mail of someone with their own login out of an edit, and checks the tenure order", () => {
    const values = { ...valuesOf(person), tenureEndsOn: "2024-12-31" };
    const body = editBodyOf(values, person);
    expect(body).not.toHaveProperty("email");
    expect(body).not.toHaveProperty("login");
    const parsed = editPersonBody.safeParse(body);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ["tenureEndsOn"],
      message: "The end date can't be before the start date.",
    });
    expect(
      editBodyOf(valuesOf({ ...person, HasAccount: false }), { ...person, HasAccount: false }),
    ).toHaveProperty("email", "mele@example.test");
  });
});
