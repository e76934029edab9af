// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { VerifyAnswer } from "../../../common/contracts/verify.js";
import { fakeApi } from "../../test/fake-api.js";
import { fakeXhr, sentRequest } from "../../test/fake-xhr.js";
import { InRouter } from "../../test/in-router.js";
import { renderInApp } from "../../test/render.js";
import { VerifyPage } from "./VerifyPage.js";

const fingerprint = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, "0"))
  .join(":")
  .toUpperCase();
const pdf = (name: string) => new File(["%PDF-1.7 …"], name, { type: "application/pdf" });

function render() {
  fakeApi({}); // the CSRF cookie the server hands out with the page
  fakeXhr();
  return renderInApp(
    <InRouter>
      <VerifyPage />
    </InRouter>,
  );
}

const sealed: VerifyAnswer = {
  finding: "sealedUnchanged",
  sealed: true,
  unchanged: true,
  sealedAt: "2026-12-03T01:00:00.000Z",
  organisationName: "Harbour Trust",
  what: "Minutes of Board Meeting of 3 December 2026",
  certificateFingerprint: fingerprint,
  message: "Sealed by Quorate for Harbour Trust on 3 December 2026 and unchanged since.",
};

describe("the /verify page", () => {
  it("sends the chosen PDF and says in words that it is sealed and unchanged, with the fingerprint", async () => {
    const { user } = render();
    await user.upload(await screen.findByLabelText("Choose a PDF to check"), pdf("minutes.pdf"));
    const request = await sentRequest(1);
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/api/verify");
    const sent = request.form?.get("file");
    expect(sent instanceof File && sent.name).toBe("minutes.pdf");
    expect(await screen.findByText("Checking minutes.pdf…")).toBeTruthy();

    request.respond(200, sealed);
    expect(
      await screen.findByRole("heading", {
        name: /^Sealed by Quorate for Harbour Trust on \d{1,2} December 2026 and unchanged since$/,
      }),
    ).toBeTruthy();
    expect(screen.getByText("Minutes of Board Meeting of 3 December 2026")).toBeTruthy();
    expect(screen.getByLabelText("Certificate fingerprint (SHA-256)").textContent).toBe(
      fingerprint,
    );
    expect(screen.getByRole("button", { name: "Check another file" })).toBeTruthy();
  });

  it("says when a file was changed since it was sealed, and when it was not sealed here", async () => {
    const { user } = render();
    await user.upload(await screen.findByLabelText("Choose a PDF to check"), pdf("altered.pdf"));
    (await sentRequest(1)).respond(200, {
      ...sealed,
      finding: "changed",
      unchanged: false,
      message:
        "This file has been changed since it was sealed by Quorate for Harbour Trust on 3 December 2026: its contents no longer match the seal.",
    });
    expect(
      await screen.findByRole("heading", {
        name: "This file has been changed since it was sealed",
      }),
    ).toBeTruthy();
    expect(screen.getByText(/its contents no longer match the seal/)).toBeTruthy();

    await user.upload(screen.getByLabelText("Choose a PDF to check"), pdf("plain.pdf"));
    (await sentRequest(2)).respond(200, {
      finding: "notSealed",
      sealed: false,
      unchanged: false,
      sealedAt: null,
      organisationName: null,
      what: null,
      certificateFingerprint: null,
      message: "This PDF carries no digital signature, so it was not sealed by this Quorate.",
    });
    expect(await screen.findByRole("heading", { name: "Not sealed by this Quorate" })).toBeTruthy();
    expect(screen.getByText(/carries no digital signature/)).toBeTruthy();
    expect(screen.queryByLabelText("Certificate fingerprint (SHA-256)")).toBeNull();
  });

  it("shows the server's reason when a file is refused", async () => {
    const { user } = render();
    await user.upload(await screen.findByLabelText("Choose a PDF to check"), pdf("notes.txt"));
    (await sentRequest(1)).respond(400, {
      error: {
        code: "badRequest",
        message: "This file is not a PDF. Only PDFs sealed by Quorate can be checked here.",
      },
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This file is not a PDF. Only PDFs sealed by Quorate can be checked here.",
    );
  });
});
