// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PersonSummary } from "../../../common/contracts/people.js";
import { fakeApi, reply } from "../../test/fake-api.js";
import { renderInApp } from "../../test/render.js";
import { aPerson } from "../../test-support/person.js";
import { PersonDialog } from "./PersonDialog.js";

const add = "POST /api/organisations/o1/members";

function renderAdd() {
  const api = fakeApi({
    [add]: () => reply(201, { PersonId: "p2", message: "Ben Lee has been added." }),
  });
  const rendered = renderInApp(
    <PersonDialog orgId="o1" isCommittee={false} opened onClose={() => {}} />,
  );
  return { ...rendered, api };
}

describe("adding a person", () => {
  it("needs an e-mail address to invite, and adds a record without one", async () => {
    const { user, api } = renderAdd();
    await user.type(screen.getByLabelText("First name"), "Ben");
    await user.type(screen.getByLabelText("Last name"), "Lee");
    await user.click(screen.getByRole("button", { name: "Add person" }));

    expect(screen.getByText("An invitation needs an e-mail address.")).toBeTruthy();
    expect(api.sentTo(add)).toEqual([]);

    await user.click(screen.getByLabelText("No login: a record for minutes and reminders"));
    await user.click(screen.getByRole("button", { name: "Add person" }));

    expect(await screen.findByText("Ben Lee has been added.")).toBeTruthy();
    expect(api.sentTo(add)).toEqual([
      expect.objectContaining({ firstName: "Ben", lastName: "Lee", login: "none" }),
    ]);
  });

  it("refuses a tenure that ends before it starts, beside the end date", async () => {
    const { user, api } = renderAdd();
    await user.type(screen.getByLabelText("First name"), "Ben");
    await user.type(screen.getByLabelText("Last name"), "Lee");
    await user.type(screen.getByLabelText("E-mail"), "ben@example.test");
    await user.type(screen.getByLabelText("Tenure starts"), "2026-03-04");
    await user.type(screen.getByLabelText("Tenure ends"), "2026-03-01");
    await user.click(screen.getByRole("button", { name: "Add person" }));

    expect(screen.getByText("The end date can't be before the start date.")).toBeTruthy();
    expect(api.sentTo(add)).toEqual([]);
  });
});

describe("editing a person", () => {
  const renderEdit = (person: PersonSummary) =>
    renderInApp(
      <PersonDialog orgId="o1" isCommittee={false} person={person} opened onClose={() => {}} />,
    );

  it("offers the role only where the server says it may change, and says why not", () => {
    renderEdit(aPerson({ Abilities: { ...aPerson().Abilities, changeRole: false } }));
    const role = screen.getByLabelText("Role", { selector: "input" });
    expect(role.hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("You cannot change your own role.")).toBeTruthy();
  });

  it("lets a manager change someone else's role", () => {
    renderEdit(aPerson());
    expect(screen.getByLabelText("Role", { selector: "input" }).hasAttribute("disabled")).toBe(
      false,
    );
    expect(screen.queryByText("You cannot change your own role.")).toBeNull();
  });
});
