// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fake-api.js";
import { InRouter } from "../../test/in-router.js";
import { renderInApp } from "../../test/render.js";
import { SignatureRequestPage } from "./SignatureRequestPage.js";
import { signingView } from "./signing-fixtures.js";

const managers = signingView({
  me: null,
  events: [{ at: "2026-11-25T00:00:00.000Z", text: "Sam Secretary asked 2 people to sign." }],
  abilities: {
    sign: false,
    decline: false,
    remind: true,
    void: true,
    changeSigners: true,
    downloadSealed: false,
  },
});

function showPage(view = managers, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ "GET /api/signature-requests/r1": () => view, ...routes });
  const rendered = renderInApp(
    <InRouter>
      <SignatureRequestPage signatureRequestId="r1" />
    </InRouter>,
  );
  return { api, ...rendered };
}

describe("a signature request's page", () => {
  it("shows the status, the count, the due date on the organisation's clock, the signers and the history", async () => {
    showPage();
    expect(await screen.findByText("Signed 0 of 2")).toBeTruthy();
    expect(screen.getByText("Waiting for signatures")).toBeTruthy();
    expect(screen.getByText("Due 31 Dec 2026")).toBeTruthy();
    const signers = screen.getByRole("list", { name: "Signers" });
    expect(within(signers).getByText("To sign")).toBeTruthy();
    expect(within(signers).getByText("Waiting")).toBeTruthy();
    expect(screen.getByText("Sam Secretary asked 2 people to sign.")).toBeTruthy();
    // A manager who is not a signer reads the page without the signing buttons.
    expect(screen.queryByRole("button", { name: "Decline" })).toBeNull();
  });

  it("reminds the signers after asking", async () => {
    const { api, user } = showPage(managers, {
      "POST /api/signature-requests/r1/remind": () => ({ message: "1 signer reminded." }),
    });
    await user.click(await screen.findByRole("button", { name: "Remind" }));
    const dialog = screen.getByRole("dialog", { name: "Remind the signers?" });
    await user.click(within(dialog).getByRole("button", { name: "Remind" }));
    expect(await screen.findByText("1 signer reminded.")).toBeTruthy();
    expect(api.sentTo("POST /api/signature-requests/r1/remind")).toEqual([{}]);
  });

  it("withdraws the request with the reason given", async () => {
    const { api, user } = showPage(managers, {
      "POST /api/signature-requests/r1/void": () => ({ ...managers, status: "voided" }),
    });
    await user.click(await screen.findByRole("button", { name: "Withdraw request" }));
    const dialog = screen.getByRole("dialog", {
      name: /Withdraw the request to sign Lease renewal/,
    });
    await user.type(within(dialog).getByRole("textbox"), "Superseded");
    await user.click(within(dialog).getByRole("button", { name: "Withdraw request" }));
    expect(await screen.findByText("Withdrawn")).toBeTruthy();
    expect(api.sentTo("POST /api/signature-requests/r1/void")).toEqual([{ reason: "Superseded" }]);
  });

  it("has someone outside sign in place of a signer who has not signed", async () => {
    const { api, user } = showPage(managers, {
      "GET /api/document-versions/v1/signers": () => ({
        documentName: "Resolution.pdf",
        people: [],
        pageCount: 1,
        refusal: null,
      }),
      "PATCH /api/signature-requests/r1/signers/s2": () => managers,
    });
    const signers = await screen.findByRole("list", { name: "Signers" });
    const [, ben] = within(signers).getAllByRole("button", { name: "Change signer" });
    if (!ben) throw new Error("no button for the second signer");
    await user.click(ben);
    const dialog = screen.getByRole("dialog", { name: "Someone else signs instead of Ben Lee" });
    await user.click(within(dialog).getByText("Someone outside"));
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Cara Diaz");
    await user.type(within(dialog).getByRole("textbox", { name: "E-mail" }), "cara@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Change signer" }));
    expect(await screen.findByText(/has been changed/)).toBeTruthy();
    expect(api.sentTo("PATCH /api/signature-requests/r1/signers/s2")).toEqual([
      { name: "Cara Diaz", email: "cara@example.com" },
    ]);
  });
});
