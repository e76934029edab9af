import { describe, expect, it } from "vitest";
import { addPersonBody, editPersonBody } from "../../../common/contracts/people.js";
import { aPerson } from "../../test-support/person.js";
import { addBodyOf, editBodyOf, emptyPerson, valuesOf } from "./person-form.js";

const person = aPerson();

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
