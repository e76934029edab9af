// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type {
  HomeDocumentSignature,
  HomeSignatureRequest,
} from "../../../common/contracts/home.js";
import { InRouter } from "../../test/in-router.js";
import { renderInApp } from "../../test/render.js";
import { HomeSignatures } from "./HomeSignatures.js";

const resolution: HomeDocumentSignature = {
  SignatureRequestId: "r1",
  DocumentName: "Lease renewal resolution",
  OrganisationId: "o1",
  OrganisationName: "Harbour Trust",
  RequestedAt: "2026-11-25T00:00:00.000Z",
  DueAt: "2026-12-03T10:59:59.000Z",
  TimeZone: "Pacific/Auckland",
  Signed: 1,
  Total: 3,
};

const minutes: HomeSignatureRequest = {
  MeetingId: "m1",
  MeetingTitle: "November board meeting",
  MeetingStartTime: "2026-11-20T05:00:00.000Z",
  TimeZone: "Pacific/Auckland",
  OrganisationId: "o1",
  OrganisationName: "Harbour Trust",
  RequestedAt: "2026-11-21T00:00:00.000Z",
};

function show(signatures: HomeSignatureRequest[], documentSignatures: HomeDocumentSignature[]) {
  return renderInApp(
    <InRouter>
      <HomeSignatures
        signatures={signatures}
        documentSignatures={documentSignatures}
        loading={false}
      />
    </InRouter>,
  );
}

describe("Pending Signatures on My Home", () => {
  it("lists a document to sign with its organisation, how many have signed and by when, linked to its request", async () => {
    show([minutes], [resolution]);
    const documents = await screen.findByRole("list", {
      name: "Documents awaiting your signature",
    });
    expect(within(documents).getByText("Lease renewal resolution")).toBeTruthy();
    expect(
      within(documents).getByText(/Harbour Trust · Signed 1 of 3 · sign by \d+ Dec 2026/),
    ).toBeTruthy();
    const link = within(documents).getByRole("link", {
      name: "Review & Sign: Lease renewal resolution",
    });
    expect(link.getAttribute("href")).toBe("/signature-request/r1");
    expect(screen.getByRole("list", { name: "Minutes awaiting your signature" })).toBeTruthy();
    expect(screen.queryByText("Nothing to sign")).toBeNull();
  });

  it("shows the documents alone when there are no minutes to sign", async () => {
    show([], [resolution]);
    expect(
      await screen.findByRole("list", { name: "Documents awaiting your signature" }),
    ).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Minutes awaiting your signature" })).toBeNull();
    expect(screen.queryByText("Nothing to sign")).toBeNull();
  });

  it("says there is nothing to sign only when both lists are empty", async () => {
    show([], []);
    expect(await screen.findByText("Nothing to sign")).toBeTruthy();
  });
});
