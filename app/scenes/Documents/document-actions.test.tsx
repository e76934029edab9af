// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { documentMessages } from "../../../common/contracts/documents.js";
import { uploadMessages } from "../../../common/uploads.js";
import { fakeXhr, sentRequest } from "../../test/fake-xhr.js";
import { doc, folder, renderLibrary, serveLibrary } from "./library-fixtures.js";

const charter = doc("1", "Charter.pdf", "f-pol");
const policies = folder("f-pol", "Policies");

/** The file picker's own input, behind the labelled button Mantine shows for it. */
function filePicker(dialog: HTMLElement): HTMLInputElement {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("the dialog has no file picker");
  return input;
}

/** Opens a document's menu and one of its items. */
async function chooseDocumentAction(
  user: ReturnType<typeof renderLibrary>["user"],
  name: string,
  action: string,
) {
  await user.click(await screen.findByRole("button", { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole("menuitem", { name: action }));
  return screen.findByRole("dialog");
}

describe("a document's actions", () => {
  it("are offered only to those who keep the library", async () => {
    serveLibrary({ folders: [policies], documents: [charter] });
    renderLibrary("f-pol");
    await screen.findByRole("link", { name: "Charter.pdf" });
    expect(screen.queryByRole("button", { name: "Actions for Charter.pdf" })).toBeNull();
  });

  it("replaces the file with a new version, sending the file and the note, with its progress", async () => {
    fakeXhr();
    const library = { folders: [policies], documents: [charter], manage: true };
    serveLibrary(library);
    const { user } = renderLibrary("f-pol");

    const dialog = await chooseDocumentAction(user, "Charter.pdf", "Replace with a new version");
    // Nothing is sent without a file, and a file the library would refuse is refused as chosen.
    await user.click(within(dialog).getByRole("button", { name: "Upload new version" }));
    expect(within(dialog).getByText(documentMessages.chooseFile)).toBeTruthy();
    const picker = filePicker(dialog);
    await user.upload(picker, new File([], "Charter v2.pdf", { type: "application/pdf" }));
    expect(within(dialog).getByText(uploadMessages.empty)).toBeTruthy();

    const file = new File(["%PDF-1.7"], "Charter v2.pdf", { type: "application/pdf" });
    await user.upload(picker, file);
    await user.type(within(dialog).getByLabelText("What changed (optional)"), "Clause 4 reworded");
    expect(within(dialog).getByText(/17 of 500 characters/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Upload new version" }));

    const sent = await sentRequest(1);
    expect(sent.method).toBe("POST");
    expect(sent.url).toBe("/api/documents/d-1/versions");
    expect(sent.form?.get("note")).toBe("Clause 4 reworded");
    const sentFile = sent.form?.get("file");
    expect(sentFile instanceof File && sentFile.name).toBe("Charter v2.pdf");

    sent.progress(40, 100);
    const bar = await within(dialog).findByRole("progressbar", {
      name: "Upload of Charter v2.pdf",
    });
    await vi.waitFor(() => expect(bar.getAttribute("aria-valuenow")).toBe("40"));

    const stored = {
      ...doc("1", "Charter v2.pdf", "f-pol"),
      documentVersionId: "v-1b",
      version: 2,
    };
    library.documents = [stored];
    sent.progress(100, 100);
    sent.respond(201, stored);
    expect(await screen.findByText("“Charter v2.pdf” is now version 2.")).toBeTruthy();
    // The folder is read again and shows the new version.
    const list = screen.getByRole("list", { name: "Contents of Policies" });
    expect(await within(list).findByRole("link", { name: "Charter v2.pdf" })).toBeTruthy();
    expect(within(list).getByText(/PDF · .* · version 2/)).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps the chosen file and note when the server refuses, saying why", async () => {
    fakeXhr();
    serveLibrary({ folders: [policies], documents: [charter], manage: true });
    const { user } = renderLibrary("f-pol");

    const dialog = await chooseDocumentAction(user, "Charter.pdf", "Replace with a new version");
    const picker = filePicker(dialog);
    await user.upload(picker, new File(["%PDF"], "Scan.pdf", { type: "application/pdf" }));
    await user.type(within(dialog).getByLabelText("What changed (optional)"), "Signed copy");
    await user.click(within(dialog).getByRole("button", { name: "Upload new version" }));
    (await sentRequest(1)).respond(400, {
      error: { code: "bad_request", message: `Scan.pdf: ${uploadMessages.passwordProtected}` },
    });

    expect(
      await within(dialog).findByText(`Scan.pdf: ${uploadMessages.passwordProtected}`),
    ).toBeTruthy();
    expect(within(dialog).getByText("Scan.pdf")).toBeTruthy();
    expect(
      (within(dialog).getByLabelText("What changed (optional)") as HTMLTextAreaElement).value,
    ).toBe("Signed copy");
  });

  it("lists the versions, newest first, opening those the server allows", async () => {
    serveLibrary(
      { folders: [policies], documents: [charter], manage: true },
      {
        "GET /api/documents/d-1/versions": () => ({
          documentId: "d-1",
          versions: [
            {
              documentVersionId: "v-1b",
              version: 2,
              name: "Charter v2.pdf",
              sizeBytes: 2048,
              uploadedAt: "2026-03-05T01:00:00.000Z",
              uploadedByName: "Ana Smith",
              note: "Clause 4 reworded",
              current: true,
              canOpen: true,
            },
            {
              documentVersionId: "v-1",
              version: 1,
              name: "Charter.pdf",
              sizeBytes: 1024,
              uploadedAt: "2026-03-04T01:00:00.000Z",
              uploadedByName: null,
              note: null,
              current: false,
              canOpen: false,
            },
          ],
        }),
      },
    );
    const { user } = renderLibrary("f-pol");

    const dialog = await chooseDocumentAction(user, "Charter.pdf", "Version history");
    const list = await within(dialog).findByRole("list", { name: "Versions of Charter.pdf" });
    const [newest, oldest] = within(list).getAllByRole("listitem");
    if (!newest || !oldest) throw new Error("two versions were not listed");

    expect(within(newest).getByText("Version 2")).toBeTruthy();
    expect(within(newest).getByText("Current")).toBeTruthy();
    expect(within(newest).getByText("Clause 4 reworded")).toBeTruthy();
    expect(within(newest).getByText(/^uploaded by Ana Smith /)).toBeTruthy();
    const opens = within(newest).getByRole("link", { name: "Charter v2.pdf" });
    expect(opens.getAttribute("href")).toBe("/governance-documents/o1;doc=v-1b?folder=f-pol");

    expect(within(oldest).getByText("Version 1")).toBeTruthy();
    expect(within(oldest).queryByText("Current")).toBeNull();
    // The server does not let this one open, so it is named, not linked.
    expect(within(oldest).getByText("Charter.pdf")).toBeTruthy();
    expect(within(oldest).queryByRole("link")).toBeNull();
    expect(
      within(oldest)
        .getByText(/^uploaded /)
        .getAttribute("datetime"),
    ).toBe("2026-03-04T01:00:00.000Z");
  });
});
