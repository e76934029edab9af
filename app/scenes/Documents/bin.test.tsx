// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { documentMessages } from "../../../common/contracts/documents.js";
import { refusal, reply } from "../../test/fake-api.js";
import { doc, folder, renderLibrary, serveLibrary } from "./library-fixtures.js";

const binRoute = "GET /api/organisations/o1/governance-documents/bin";
const policies = folder("f-pol", "Policies");
const binList = (documents: ReturnType<typeof doc>[]) => ({
  folderId: null,
  documents,
  abilities: { upload: true, download: true },
});

describe("the library's bin", () => {
  it("asks before moving a document to the bin, saying it can be restored for 30 days", async () => {
    const library = { folders: [], documents: [doc("1", "Charter.pdf", null)], manage: true };
    const { api } = serveLibrary(library, {
      "DELETE /api/documents/d-1": () => {
        library.documents = [];
        return {
          message: "The document is in the bin for 30 days; it can be restored until then.",
        };
      },
    });
    const { user } = renderLibrary();

    await user.click(await screen.findByRole("button", { name: "Actions for Charter.pdf" }));
    await user.click(await screen.findByRole("menuitem", { name: "Move to bin" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/can be restored from the bin for 30 days/)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === "DELETE")).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Move to bin" }));

    expect(
      await screen.findByText("“Charter.pdf” is in the bin. It can be restored for 30 days."),
    ).toBeTruthy();
    expect(api.calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
    expect(await screen.findByText("No documents yet")).toBeTruthy();
  });

  it("is not offered to a director", async () => {
    serveLibrary({ folders: [], documents: [doc("1", "Charter.pdf", null)] });
    renderLibrary();
    await screen.findByRole("link", { name: "Charter.pdf" });
    expect(screen.queryByRole("button", { name: "Bin" })).toBeNull();
  });

  it("lists what is in the bin and restores a document to where it was", async () => {
    const budget = doc("2", "Budget.pdf", "f-pol");
    let binned = [doc("1", "Charter.pdf", null), budget];
    const library = {
      folders: [policies],
      documents: [] as ReturnType<typeof doc>[],
      manage: true,
    };
    const { api } = serveLibrary(library, {
      [binRoute]: () => binList(binned),
      "POST /api/documents/d-2/restore": () => {
        binned = binned.filter((d) => d.documentId !== "d-2");
        library.documents = [budget];
        return { message: "The document has been restored." };
      },
    });
    const { user } = renderLibrary("f-pol");

    await user.click(await screen.findByRole("button", { name: "Bin" }));
    const dialog = await screen.findByRole("dialog", { name: "Bin" });
    const list = await within(dialog).findByRole("list", { name: "Documents in the bin" });
    expect(within(list).getByText("In Governance Documents")).toBeTruthy();
    expect(within(list).getByText("In Policies")).toBeTruthy();
    // Nothing in the bin opens until it is restored.
    expect(within(list).queryByRole("link")).toBeNull();
    expect(within(dialog).getByText(/stay in the bin for 30 days/)).toBeTruthy();

    await user.click(within(list).getByRole("button", { name: "Restore Budget.pdf" }));
    expect(await screen.findByText("“Budget.pdf” has been restored to Policies.")).toBeTruthy();
    expect(api.calls.filter((c) => c.path === "/api/documents/d-2/restore")).toHaveLength(1);
    await screen.findByRole("button", { name: "Restore Charter.pdf" });
    expect(within(dialog).queryByText("Budget.pdf")).toBeNull();
    // The folder it went back to lists it again.
    const folderList = screen.getByRole("list", { name: "Contents of Policies" });
    expect(await within(folderList).findByRole("link", { name: "Budget.pdf" })).toBeTruthy();
  });

  it("says when the bin is empty", async () => {
    serveLibrary({ folders: [], documents: [], manage: true }, { [binRoute]: () => binList([]) });
    const { user } = renderLibrary();
    await user.click(await screen.findByRole("button", { name: "Bin" }));
    expect(await screen.findByText("The bin is empty")).toBeTruthy();
  });

  it("shows a refused restore in the server's words", async () => {
    serveLibrary(
      { folders: [], documents: [], manage: true },
      {
        [binRoute]: () => binList([doc("1", "Charter.pdf", null)]),
        "POST /api/documents/d-1/restore": () => reply(409, refusal(documentMessages.notInBin)),
      },
    );
    const { user } = renderLibrary();
    await user.click(await screen.findByRole("button", { name: "Bin" }));
    await user.click(await screen.findByRole("button", { name: "Restore Charter.pdf" }));
    expect(await screen.findByText(documentMessages.notInBin)).toBeTruthy();
  });
});
