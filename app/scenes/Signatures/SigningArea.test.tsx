// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, refusal, reply } from "../../test/fake-api.js";
import { renderInApp } from "../../test/render.js";
import { SigningArea } from "./SigningArea.js";
import { signingView } from "./signing-fixtures.js";

const signRoute = "POST /api/signature-requests/r1/sign";
const source = { kind: "request", signatureRequestId: "r1" } as const;

function renderSigning(view = signingView()) {
  return renderInApp(
    <SigningArea
      source={source}
      view={view}
      renderDocument={(overlay) => (
        <section data-page-number={1} style={{ position: "relative" }}>
          {overlay(1, { width: 600, height: 800 })}
        </section>
      )}
    />,
  );
}

function answered() {
  return fakeApi({ [signRoute]: () => signingView({ me: null, signed: 1 }) });
}

afterEach(() => vi.restoreAllMocks());

describe("Review & Sign", () => {
  it("steps through the signer's fields in order and keeps Sign off until the required ones are filled", async () => {
    answered();
    const { user } = renderSigning();
    const sign = screen.getByRole("button", { name: "Sign" });
    expect(sign.hasAttribute("disabled")).toBe(true);
    expect(screen.getByText(/2 required fields are still empty/)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Start" }));
    const text = screen.getByRole("textbox", { name: "Text for Aroha Ngata, page 1 (required)" });
    expect(document.activeElement).toBe(text);
    await user.type(text, "Lease 42{Enter}");
    expect(document.activeElement).toBe(
      screen.getByRole("checkbox", { name: "Checkbox for Aroha Ngata, page 1 (required)" }),
    );
    await user.keyboard(" ");
    expect(sign.hasAttribute("disabled")).toBe(false);
    // Another signer's field is there to read, not to fill.
    expect(screen.queryByRole("textbox", { name: /Ben Lee/ })).toBeNull();
  });

  it("signs with a typed signature, the values entered and the password asked for", async () => {
    const api = answered();
    const view = signingView({
      me: { signerId: "s1", refusal: null, yourTurn: true, confirmWith: "password" },
    });
    const { user } = renderSigning(view);
    await user.type(screen.getByRole("textbox", { name: /^Text for Aroha/ }), "Lease 42");
    await user.click(screen.getByRole("checkbox", { name: /^Checkbox for Aroha/ }));
    await user.click(screen.getByRole("button", { name: "Sign" }));
    const dialog = screen.getByRole("dialog", { name: "Adopt your signature" });
    expect(
      within(dialog).getByRole("textbox", { name: "Your name as you sign it" }),
    ).toHaveProperty("value", "Aroha Ngata");
    const signButton = within(dialog).getByRole("button", { name: "Sign" });
    expect(signButton.hasAttribute("disabled")).toBe(true);
    await user.type(within(dialog).getByLabelText("Password"), "correct horse");
    await user.click(signButton);
    expect(await screen.findByText(/You have signed/)).toBeTruthy();
    expect(api.sentTo(signRoute)).toEqual([
      {
        signature: { type: "typed", text: "Aroha Ngata" },
        values: { "f-text": "Lease 42", "f-tick": true },
        password: "correct horse",
      },
    ]);
  });

  it("offers an authenticator code instead of the password when the organisation allows it", async () => {
    const api = answered();
    const view = signingView({
      fields: [],
      me: { signerId: "s1", refusal: null, yourTurn: true, confirmWith: "passwordOrCode" },
    });
    const { user } = renderSigning(view);
    await user.click(screen.getByRole("button", { name: "Sign" }));
    const dialog = screen.getByRole("dialog", { name: "Adopt your signature" });
    await user.click(within(dialog).getByText("Authenticator code"));
    await user.type(
      within(dialog).getByLabelText("Or a code from your authenticator app"),
      " 123456 ",
    );
    await user.click(within(dialog).getByRole("button", { name: "Sign" }));
    await screen.findByText(/You have signed/);
    expect(api.sentTo(signRoute)).toEqual([
      { signature: { type: "typed", text: "Aroha Ngata" }, values: {}, code: "123456" },
    ]);
  });

  it("signs with an uploaded picture, refusing one that is too big", async () => {
    const api = answered();
    const { user } = renderSigning(signingView({ fields: [] }));
    await user.click(screen.getByRole("button", { name: "Sign" }));
    const dialog = screen.getByRole("dialog", { name: "Adopt your signature" });
    await user.click(within(dialog).getByRole("tab", { name: "Upload" }));
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await user.upload(input, new File([new Uint8Array(600_000)], "big.png", { type: "image/png" }));
    expect(within(dialog).getByRole("alert").textContent).toMatch(/under 500 KB/);
    await user.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], "sig.png", { type: "image/png" }),
    );
    expect(await within(dialog).findByRole("img", { name: "Your signature picture" })).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Sign" }));
    await screen.findByText(/You have signed/);
    expect(api.sentTo(signRoute)).toEqual([
      { signature: { type: "image", imageDataUrl: "data:image/png;base64,iVBORw==" }, values: {} },
    ]);
  });

  it("signs with a drawing, trimmed to its ink", async () => {
    const api = answered();
    const drawn = "data:image/png;base64,ZHJhd24=";
    const ink = new Uint8ClampedArray(300 * 120 * 4);
    ink[(50 * 300 + 100) * 4 + 3] = 255;
    const context = {
      beginPath: vi.fn(),
      moveTo: vi.fn(),
      lineTo: vi.fn(),
      stroke: vi.fn(),
      clearRect: vi.fn(),
      drawImage: vi.fn(),
      getImageData: () => ({ data: ink }),
    };
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, "toDataURL").mockReturnValue(drawn);
    vi.spyOn(HTMLCanvasElement.prototype, "setPointerCapture").mockImplementation(() => {});
    const { user } = renderSigning(signingView({ fields: [] }));
    await user.click(screen.getByRole("button", { name: "Sign" }));
    const dialog = screen.getByRole("dialog", { name: "Adopt your signature" });
    await user.click(within(dialog).getByRole("tab", { name: "Draw" }));
    const pad = within(dialog).getByRole("img", { name: "Signature drawing area" });
    await user.pointer([
      { keys: "[MouseLeft>]", target: pad, coords: { clientX: 10, clientY: 10 } },
      { target: pad, coords: { clientX: 60, clientY: 40 } },
      { keys: "[/MouseLeft]", target: pad },
    ]);
    expect(context.stroke).toHaveBeenCalled();
    expect(context.drawImage).toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Sign" }));
    await screen.findByText(/You have signed/);
    expect(api.sentTo(signRoute)).toEqual([
      { signature: { type: "drawn", imageDataUrl: drawn }, values: {} },
    ]);
  });

  it("shows the server's refusal in the dialog and keeps what was entered", async () => {
    fakeApi({ [signRoute]: () => reply(400, refusal("That password or code is not right.")) });
    const view = signingView({
      fields: [],
      me: { signerId: "s1", refusal: null, yourTurn: true, confirmWith: "password" },
    });
    const { user } = renderSigning(view);
    await user.click(screen.getByRole("button", { name: "Sign" }));
    const dialog = screen.getByRole("dialog", { name: "Adopt your signature" });
    await user.type(within(dialog).getByLabelText("Password"), "wrong");
    await user.click(within(dialog).getByRole("button", { name: "Sign" }));
    expect(await within(dialog).findByText("That password or code is not right.")).toBeTruthy();
    expect(within(dialog).getByLabelText("Password")).toHaveProperty("value", "wrong");
  });

  it("says others sign first, with nothing to sign, before the signer's turn", () => {
    answered();
    renderSigning(
      signingView({
        me: { signerId: "s1", refusal: null, yourTurn: false, confirmWith: "none" },
        abilities: {
          sign: false,
          decline: true,
          remind: false,
          void: false,
          changeSigners: false,
          downloadSealed: false,
        },
      }),
    );
    expect(screen.getByText(/Others sign before you/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Start" })).toBeNull();
  });

  it("declines with a reason", async () => {
    const api = fakeApi({
      "POST /api/signature-requests/r1/decline": () => signingView({ status: "declined" }),
    });
    const { user } = renderSigning();
    await user.click(screen.getByRole("button", { name: "Decline" }));
    const dialog = screen.getByRole("dialog", { name: "Decline to sign" });
    await user.type(
      within(dialog).getByRole("textbox", { name: /Why do you decline/ }),
      "Wrong figures",
    );
    await user.click(within(dialog).getByRole("button", { name: "Decline" }));
    expect(await screen.findByText(/You have declined/)).toBeTruthy();
    expect(api.sentTo("POST /api/signature-requests/r1/decline")).toEqual([
      { reason: "Wrong figures" },
    ]);
  });
});
