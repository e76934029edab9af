// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../data/api-error.js";
import { renderInApp } from "../../test/render.js";
import { ActionForm, type OwnerChoice } from "./ActionForm.js";

const ana = "0b6f3a52-6f5e-4c1e-9a51-3c1f6f0e8a11";
const ben = "5d2c1b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
const people: OwnerChoice = {
  options: [
    { value: ana, label: "Ana Smith" },
    { value: ben, label: "Ben Lee" },
  ],
  loading: false,
};

function renderForm(owners: OwnerChoice | null, onSubmit = vi.fn(async () => undefined)) {
  const rendered = renderInApp(
    <ActionForm
      initialValues={{ description: "", dueDate: "", ownerPersonIds: [] }}
      owners={owners}
      submitLabel="Add action"
      pending={false}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return { ...rendered, onSubmit };
}

describe("the action form", () => {
  it("sends the description, the owners picked and no due date when none is given", async () => {
    const { user, onSubmit } = renderForm(people);
    await user.type(screen.getByLabelText("Description"), "  Renew the insurance  ");
    await user.click(screen.getByLabelText("Owners"));
    await user.click(await screen.findByRole("option", { name: "Ben Lee" }));
    await user.click(screen.getByRole("button", { name: "Add action" }));

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      description: "Renew the insurance",
      dueDate: null,
      ownerPersonIds: [ben],
    });
  });

  it("says what is missing instead of sending", async () => {
    const { user, onSubmit } = renderForm(people);
    await user.click(screen.getByRole("button", { name: "Add action" }));

    expect(screen.getByText("Required")).toBeTruthy();
    expect(screen.getByText("Choose at least one owner.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("asks for no owners where they are not chosen here", async () => {
    const { user, onSubmit } = renderForm(null);
    expect(screen.queryByLabelText("Owners")).toBeNull();
    await user.type(screen.getByLabelText("Description"), "Book the venue");
    await user.type(screen.getByLabelText("Due date"), "2026-12-03");
    await user.click(screen.getByRole("button", { name: "Add action" }));

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      description: "Book the venue",
      dueDate: "2026-12-03",
      ownerPersonIds: [],
    });
  });

  it("shows the server's refusal beside the field it names, and keeps what was typed", async () => {
    const refused = new ApiRequestError({
      status: 400,
      code: "badRequest",
      message: "Check the form.",
      fields: { description: "That action already exists." },
    });
    const { user } = renderForm(
      null,
      vi.fn(async () => Promise.reject(refused)),
    );
    await user.type(screen.getByLabelText("Description"), "Book the venue");
    await user.click(screen.getByRole("button", { name: "Add action" }));

    expect(await screen.findByText("That action already exists.")).toBeTruthy();
    expect(screen.getByLabelText("Description")).toHaveProperty("value", "Book the venue");
  });
});
