// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, reply } from "../../test/fake-api.js";
import { InRouter } from "../../test/in-router.js";
import { renderInApp } from "../../test/render.js";
import { DocumentSharePage } from "./DocumentSharePage.js";

const path = "/api/shared-documents/tok.sig";
const render = () =>
  renderInApp(
    <InRouter>
      <DocumentSharePage token="tok.sig" />
    </InRouter>,
  );

describe("the share link's page", () => {
  it("says a changed link doesn't work, without naming the document", async () => {
    fakeApi({ [`GET ${path}`]: () => ({ state: "invalid" }) });
    render();
    expect(await screen.findByRole("heading", { name: "This link doesn't work" })).toBeTruthy();
  });

  it("says who withdrew a link, and when one expired", async () => {
    fakeApi({ [`GET ${path}`]: () => ({ state: "revoked", organisationName: "Harbour Trust" }) });
    render();
    expect(await screen.findByText(/Harbour Trust has stopped sharing this document/)).toBeTruthy();
  });

  it("e-mails a code and opens the document once the right one is entered", async () => {
    const api = fakeApi({
      [`GET ${path}`]: () => ({
        state: "needsCode",
        organisationName: "Harbour Trust",
        documentName: "Audit letter.pdf",
        maskedEmail: "j•••@firm.example",
      }),
      [`POST ${path}/code`]: () => ({ message: "sent" }),
      [`POST ${path}/verify`]: (call) =>
        (call.body as { code: string }).code === "123456"
          ? {
              state: "open",
              organisationName: "Harbour Trust",
              documentName: "Audit letter.pdf",
              recipientName: "Jane Auditor",
              expiresAt: "2026-12-02T00:00:00.000Z",
              mime: "application/vnd.ms-excel",
              show: "none",
              downloadable: false,
            }
          : reply(400, { error: { code: "badRequest", message: "That code is not right." } }),
    });
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "E-mail me a code" }));
    expect(await screen.findByText(/A code is on its way to j•••@firm.example/)).toBeTruthy();
    const inputs = screen.getAllByRole("textbox");
    await user.click(inputs[0] as HTMLElement);
    await user.keyboard("654321");
    await user.click(screen.getByRole("button", { name: "Open the document" }));
    expect(await screen.findByText("That code is not right.")).toBeTruthy();
    await user.click(inputs[0] as HTMLElement);
    await user.keyboard("123456");
    await user.click(screen.getByRole("button", { name: "Open the document" }));
    expect(await screen.findByRole("heading", { name: "Audit letter.pdf" })).toBeTruthy();
    expect(await screen.findByText(/Downloads are turned off/)).toBeTruthy();
    expect(api.calls.filter((c) => c.path === `${path}/verify`)).toHaveLength(2);
  });
});
