// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signatureMessages } from "../../../common/contracts/signature-requests.js";
import { enSignatures } from "../../i18n/en-signatures.js";
import { InRouter } from "../../test/in-router.js";
import { renderInApp } from "../../test/render.js";
import { SignatureInvalidPage } from "./SignatureInvalidPage.js";

describe("the invalid signature request page", () => {
  it("says which reason applies, and leads back to My Home", async () => {
    renderInApp(
      <InRouter>
        <SignatureInvalidPage reason="voided" />
      </InRouter>,
    );
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The person who asked for these signatures has withdrawn the request.",
    );
    expect(
      screen.getByRole("heading", { name: "This signature request can't be signed" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to My Home" }).getAttribute("href")).toBe(
      "/my-home",
    );
  });

  it("explains a changed link, and says only that it cannot be signed for a reason it does not know", async () => {
    const { unmount } = renderInApp(
      <InRouter>
        <SignatureInvalidPage reason="tampered" />
      </InRouter>,
    );
    expect((await screen.findByRole("alert")).textContent).toMatch(
      /copied incompletely or changed/,
    );
    unmount();
    renderInApp(
      <InRouter>
        <SignatureInvalidPage reason="<script>" />
      </InRouter>,
    );
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This signature request cannot be signed.",
    );
  });

  it("has the contract's words for every refusal", () => {
    expect(enSignatures.signatures.refused).toEqual(signatureMessages.refused);
    expect(enSignatures.signatures.notYourTurn).toBe(signatureMessages.notYourTurn);
  });
});
