// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { meQueryKey } from "../../data/me.js";
import { fakeApi } from "../../test/fake-api.js";
import { renderInApp } from "../../test/render.js";
import { ProfileTab } from "./ProfileTab.js";

const person = {
  FullName: "Aroha Ngata",
  Email: "aroha@example.test",
  PersonId: "p1",
  IsSupport: false,
  IsInstallationAdmin: false,
  FirstName: "Aroha",
  LastName: "Ngata",
  PhoneNumber: "021 555 0101",
  Title: "Dr",
  Suffix: null,
  HasPicture: false,
  MfaEnabled: false,
};

describe("the profile tab", () => {
  it("shows the details on record, and an emptied field is cleared on saving", async () => {
    const api = fakeApi({ "PATCH /api/me/profile": () => ({ message: "Saved" }) });
    const { user } = renderInApp(<ProfileTab />, [[meQueryKey, { person, organisations: [] }]]);
    const phone = screen.getByLabelText("Mobile number") as HTMLInputElement;
    expect(phone.value).toBe("021 555 0101");
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Dr");

    await user.clear(phone);
    await user.click(screen.getByRole("button", { name: "Save profile" }));

    expect(await screen.findByText("Profile saved")).toBeTruthy();
    expect(api.sentTo("PATCH /api/me/profile")).toEqual([
      { FirstName: "Aroha", LastName: "Ngata", PhoneNumber: "", Title: "Dr", Suffix: "" },
    ]);
  });
});
