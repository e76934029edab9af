// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { DocumentVersionDetail } from "../../../common/contracts/documents.js";
import { fakeApi, refusal, reply } from "../../test/fake-api.js";
import {
  doc,
  documentsRoute,
  folder,
  foldersRoute,
  renderLibrary,
  serveLibrary,
} from "./library-fixtures.js";

const policies = folder("f-pol", "Policies");
const boardOnly = folder("f-board", "Remuneration", null, "boardOnly");
const hr = folder("f-hr", "HR", "f-pol");

describe("the governance library", () => {
  const detail = (over: Partial<DocumentVersionDetail>): DocumentVersionDetail => ({
    ...doc("cited", "Code of conduct.pdf", "f-pol"),
    current: true,
    currentVersionId: "v-cited",
    show: "pdf",
    conversion: "none",
    text: "extracted",
    canOpen: true,
    abilities: { download: true, manage: false },
    ...over,
  });

  it("tells a reader that a cited version was replaced, and links to the current one", async () => {
    serveLibrary(
      { folders: [policies], documents: [] },
      {
        "GET /api/document-versions/v-cited": () =>
          detail({ current: false, canOpen: false, currentVersionId: "v-new" }),
      },
    );
    renderLibrary(null, "v-cited");
    expect(await screen.findByRole("heading", { name: "Code of conduct.pdf" })).toBeTruthy();
    expect(screen.getByText("A newer version of this document exists")).toBeTruthy();
    const current = screen.getByRole("link", { name: "Open the current version" });
    expect(current.getAttribute("href")).toBe("/governance-documents/o1;doc=v-new?folder=f-pol");
    expect(screen.queryByRole("region", { name: /document viewer/ })).toBeNull();
  });

  it("opens a cited file it cannot show as pages with a download, when the server allows one", async () => {
    serveLibrary(
      { folders: [], documents: [doc("1", "Charter.pdf", null)] },
      {
        "GET /api/document-versions/v-cited": () =>
          detail({
            name: "Budget.xlsx",
            show: "none",
            abilities: { download: true, manage: false },
          }),
      },
    );
    const { user } = renderLibrary(null, "v-cited");
    expect(await screen.findByText("This kind of file can't be shown in Quorate.")).toBeTruthy();
    const download = screen.getByRole("link", { name: "Download" });
    expect(download.getAttribute("href")).toBe("/api/document-versions/v-cited/content");
    await user.click(screen.getByRole("button", { name: "Back to Governance Documents" }));
    expect(
      await screen.findByRole("list", { name: "Contents of Governance Documents" }),
    ).toBeTruthy();
  });

  it("says so when a cited document is not there for this reader", async () => {
    serveLibrary({ folders: [], documents: [] });
    renderLibrary(null, "v-gone");
    expect(await screen.findByText(/That document was not found/)).toBeTruthy();
  });

  it("lists the top's folders and documents, and opens a folder with a click or Enter", async () => {
    serveLibrary({
      folders: [policies, boardOnly, hr],
      documents: [
        doc("1", "Board charter.pdf", null, Math.round(2.1 * 1024 * 1024)),
        doc("2", "Leave policy.pdf", "f-pol"),
        doc("3", "Recruitment.pdf", "f-hr"),
      ],
    });
    const { user } = renderLibrary();

    const list = await screen.findByRole("list", { name: "Contents of Governance Documents" });
    expect(within(list).getByRole("button", { name: /Policies/ })).toBeTruthy();
    const board = within(list).getByRole("button", { name: /Remuneration/ });
    expect(within(board).getByText("Board Only")).toBeTruthy();
    // A document opens in the viewer, at an address of its own.
    const charter = within(list).getByRole("link", { name: "Board charter.pdf" });
    expect(charter.getAttribute("href")).toBe("/governance-documents/o1;doc=v-1");
    expect(within(list).getByText(/PDF · 2.1 MB/)).toBeTruthy();
    const uploaded = within(list).getByText(/^uploaded /);
    expect(uploaded.getAttribute("datetime")).toBe("2026-03-04T01:00:00.000Z");
    expect(within(list).queryByText("HR")).toBeNull();

    await user.click(within(list).getByRole("button", { name: /Policies/ }));

    const inPolicies = await screen.findByRole("list", { name: "Contents of Policies" });
    expect(within(inPolicies).getByRole("link", { name: /Leave policy\.pdf/ })).toBeTruthy();
    const crumbs = screen.getByRole("navigation", { name: "Folders" });
    expect(within(crumbs).getByRole("button", { name: "Governance Documents" })).toBeTruthy();
    expect(within(crumbs).getByText("Policies").getAttribute("aria-current")).toBe("location");

    within(inPolicies).getByRole("button", { name: /HR/ }).focus();
    await user.keyboard("{Enter}");
    const inHr = await screen.findByRole("list", { name: "Contents of HR" });
    expect(within(inHr).getByRole("link", { name: /Recruitment\.pdf/ })).toBeTruthy();

    await user.click(
      within(screen.getByRole("navigation", { name: "Folders" })).getByRole("button", {
        name: "Governance Documents",
      }),
    );
    expect(
      await screen.findByRole("list", { name: "Contents of Governance Documents" }),
    ).toBeTruthy();
  });

  it("says when the library is empty, offering its keeper the first steps", async () => {
    serveLibrary({ folders: [], documents: [], manage: true });
    renderLibrary();

    expect(await screen.findByText("No documents yet")).toBeTruthy();
    expect(
      screen.getByText(/Upload policies, charters and other standing papers here/),
    ).toBeTruthy();
    // The page's own buttons, and the same first steps in the empty state.
    expect(screen.getAllByRole("button", { name: "Upload" })).toHaveLength(2);
    expect(screen.getAllByRole("button", { name: "New folder" })).toHaveLength(2);
  });

  it("says when a folder is empty, without offering a reader anything to do", async () => {
    serveLibrary({ folders: [policies], documents: [] });
    renderLibrary("f-pol");

    expect(await screen.findByText("This folder is empty")).toBeTruthy();
    expect(
      screen.getByText("Documents shared with you here will be listed on this page."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Upload" })).toBeNull();
  });

  it("says a folder the person cannot see was not found, and leads back to the top", async () => {
    serveLibrary({ folders: [policies], documents: [] });
    const { user } = renderLibrary("f-gone");

    expect(await screen.findByText("That folder was not found")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Go to Governance Documents" }));
    const top = await screen.findByRole("list", { name: "Contents of Governance Documents" });
    expect(within(top).getByRole("button", { name: /Policies/ })).toBeTruthy();
  });

  it("offers New folder and Upload to those who keep the library, and not to a director", async () => {
    serveLibrary({ folders: [policies], documents: [doc("1", "Charter.pdf", null)], manage: true });
    renderLibrary();
    expect(await screen.findByRole("button", { name: "New folder" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Upload" })).toBeTruthy();
  });

  it("shows a director the library without New folder or Upload", async () => {
    serveLibrary({ folders: [policies], documents: [doc("1", "Charter.pdf", null)] });
    renderLibrary();
    expect(await screen.findByRole("link", { name: /Charter\.pdf/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "New folder" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Upload" })).toBeNull();
  });

  it("shows the managers who opened each document, and which were not opened yet", async () => {
    const read = {
      ...doc("1", "Charter.pdf", null),
      readers: [
        {
          personId: "p2",
          name: "Mele Tupou",
          initials: "MT",
          firstAt: "2026-11-20T01:00:00.000Z",
          lastAt: "2026-11-21T01:00:00.000Z",
        },
      ],
    };
    serveLibrary({
      folders: [],
      documents: [read, { ...doc("2", "Budget.pdf", null), readers: [] }],
      manage: true,
    });
    renderLibrary();
    expect(await screen.findByLabelText("Opened by Mele Tupou")).toBeTruthy();
    expect(screen.getByText("MT")).toBeTruthy();
    expect(screen.getByText("Not opened yet")).toBeTruthy();
  });

  it("shows documents as not downloadable when downloads are off, and says why", async () => {
    serveLibrary({ folders: [], documents: [doc("1", "Charter.pdf", null)], download: false });
    renderLibrary();
    // Still read in the viewer.
    expect(await screen.findByRole("link", { name: "Charter.pdf" })).toBeTruthy();
    expect(screen.getByText("Not downloadable")).toBeTruthy();
    expect(screen.getByText(/Downloads are turned off for this organisation/)).toBeTruthy();
  });

  it("searches the whole library, saying where each match is, and when nothing matches", async () => {
    const { asked } = serveLibrary({
      folders: [policies, hr],
      documents: [doc("1", "Charter.pdf", null), doc("3", "Recruitment policy.pdf", "f-hr")],
    });
    const { user } = renderLibrary();
    await screen.findByRole("list", { name: "Contents of Governance Documents" });

    await user.type(screen.getByLabelText("Search documents"), "recruitment");
    const matches = await screen.findByRole("list", { name: "Documents matching “recruitment”" });
    expect(within(matches).getByRole("link", { name: /Recruitment policy\.pdf/ })).toBeTruthy();
    expect(within(matches).getByText("In Policies › HR")).toBeTruthy();
    expect(asked.at(-1)?.get("q")).toBe("recruitment");

    await user.clear(screen.getByLabelText("Search documents"));
    await user.type(screen.getByLabelText("Search documents"), "budget");
    expect(await screen.findByText("No documents match “budget”")).toBeTruthy();
    // The search box's own clear button, and the same offered by the empty state.
    const [, offered] = screen.getAllByRole("button", { name: "Clear search" });
    if (!offered) throw new Error("the empty state offers no way out of the search");
    await user.click(offered);
    expect(
      await screen.findByRole("list", { name: "Contents of Governance Documents" }),
    ).toBeTruthy();
  });

  it("explains a failed load and tries again", async () => {
    fakeApi({
      [foldersRoute]: () => reply(500, refusal("Broken")),
      [documentsRoute]: () => reply(500, refusal("Broken")),
    });
    renderLibrary();
    expect(await screen.findByText("Failed to load the documents.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
