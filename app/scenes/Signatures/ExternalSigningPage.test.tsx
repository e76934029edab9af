// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fake-api.js";
import { InRouter } from "../../test/in-router.js";
import { renderInApp } from "../../test/render.js";
import { ExternalSigningPage } from "./ExternalSigningPage.js";
import { signingView } from "./signing-fixtures.js";

describe("signing by an e-mailed link", () => {
  it("reads and signs through the link's own endpoints, without signing in", async () => {
    const view = signingView({ fields: [] });
    const api = fakeApi({
      "GET /api/signing-links/s1.mac": () => view,
      "POST /api/signing-links/s1.mac/sign": () => ({ ...view, me: null, signed: 1 }),
    });
    const { user } = renderInApp(
      <InRouter>
        <ExternalSigningPage token="s1.mac" />
      </InRouter>,
    );
    expect(await screen.findByRole("heading", { name: "Lease renewal resolution" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Sign" }));
    const dialog = screen.getByRole("dialog", { name: "Adopt your signature" });
    await user.click(within(dialog).getByRole("button", { name: "Sign" }));
    expect(await screen.findByText(/You have signed/)).toBeTruthy();
    expect(api.sentTo("POST /api/signing-links/s1.mac/sign")).toEqual([
      { signature: { type: "typed", text: "Aroha Ngata" }, values: {} },
    ]);
    expect(api.calls.some((c) => c.path === "/api/signing-links/s1.mac/document")).toBe(true);
  });
});
