// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { meQueryKey } from "../../data/me.js";
import { fakeApi, refusal, reply } from "../../test/fake-api.js";
import { renderInApp } from "../../test/render.js";
import { InterestDialog } from "./InterestDialog.js";

const ana = "0b6f3a52-6f5e-4c1e-9a51-3c1f6f0e8a11";
const me = { person: { PersonId: ana, FullName: "Ana Smith" }, organisations: [] };
const declare = "POST /api/organisations/o1/interests";

function renderDialog() {
  const api = fakeApi({ [declare]: () => reply(201, { Id: "i1" }) });
  const rendered = renderInApp(
    <InterestDialog
      orgId="o1"
      today="2026-03-04"
      canEditAnyone={false}
      opened
      onClose={() => {}}
    />,
    [[meQueryKey, me]],
  );
  return { ...rendered, api };
}

describe("declaring an interest", () => {
  it("declares one's own interest, disclosed today, with no end date unless one is given", async () => {
    const { user, api } = renderDialog();
    expect(screen.getByText("Ana Smith")).toBeTruthy();
    await user.type(screen.getByLabelText("Organisation or entity"), " Harbour Fisheries Ltd ");
    await user.type(screen.getByLabelText("Nature of interest"), "Shareholder");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("The interest has been saved.")).toBeTruthy();
    expect(api.sentTo(declare)).toEqual([
      {
        personId: ana,
        entity: "Harbour Fisheries Ltd",
        nature: "Shareholder",
        disclosedOn: "2026-03-04",
        endsOn: null,
      },
    ]);
  });

  it("says what is missing, and that an end cannot come before the disclosure", async () => {
    const { user, api } = renderDialog();
    await user.type(screen.getByLabelText("End date"), "2026-03-01");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(screen.getAllByText("Required")).toHaveLength(2);
    expect(screen.getByText("The end date can't be before the disclosure date.")).toBeTruthy();
    expect(api.sentTo(declare)).toEqual([]);
  });

  it("puts the server's refusal beside its field and keeps what was typed", async () => {
    const { user } = renderDialog();
    fakeApi({
      [declare]: () =>
        reply(400, refusal("Check the form.", { entity: "Use at most 200 characters." })),
    });
    await user.type(screen.getByLabelText("Organisation or entity"), "Harbour Fisheries Ltd");
    await user.type(screen.getByLabelText("Nature of interest"), "Shareholder");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Use at most 200 characters.")).toBeTruthy();
    expect(screen.getByLabelText("Organisation or entity")).toHaveProperty(
      "value",
      "Harbour Fisheries Ltd",
    );
  });
});
