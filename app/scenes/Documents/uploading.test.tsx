// @vitest-environment happy-dom
import { fireEvent, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { uploadLimits, uploadMessages } from "../../../common/uploads.js";
import { fakeXhr, sentRequest } from "../../test/fake-xhr.js";
import { doc, folder, renderLibrary, serveLibrary } from "./library-fixtures.js";

const pdf = (name: string) => new File(["%PDF-1.7"], name, { type: "application/pdf" });

describe("uploading to the library", () => {
  it("sends each file on its own with its own bar, and shows the server's reason beside a refused one", async () => {
    fakeXhr();
    const policies = folder("f-pol", "Policies");
    const library = {
      folders: [policies],
      documents: [doc("0", "Old.pdf", "f-pol")],
      manage: true,
    };
    const { asked } = serveLibrary(library);
    const { user } = renderLibrary("f-pol");
    await screen.findByRole("list", { name: "Contents of Policies" });

    // The picker's own filter is set aside: a file dropped on the list is not filtered.
    const picker = userEvent.setup({ applyAccept: false });
    await picker.upload(screen.getByLabelText("Choose files to upload to Policies"), [
      pdf("Budget.pdf"),
      new File(["MZ"], "setup.exe"),
      pdf("Scan.pdf"),
    ]);

    const uploads = screen.getByRole("list", { name: "Uploads" });
    // Refused before sending, with the shared message.
    expect(
      within(uploads).getByText(`Not uploaded: ${uploadMessages.unsupportedFormat}`),
    ).toBeTruthy();
    const budget = await sentRequest(1);
    const scan = await sentRequest(2);
    expect(budget.form?.get("folderId")).toBe("f-pol");
    const sentFile = budget.form?.get("file");
    expect(sentFile instanceof File && sentFile.name).toBe("Budget.pdf");

    budget.progress(50, 100);
    const bar = await screen.findByRole("progressbar", { name: "Upload of Budget.pdf" });
    await vi.waitFor(() => expect(bar.getAttribute("aria-valuenow")).toBe("50"));
    expect(screen.getByText("Uploading… 50%")).toBeTruthy();

    scan.respond(400, {
      error: { code: "bad_request", message: `Scan.pdf: ${uploadMessages.passwordProtected}` },
    });
    expect(
      await within(uploads).findByText(`Not uploaded: ${uploadMessages.passwordProtected}`),
    ).toBeTruthy();

    const before = asked.length;
    library.documents.push(doc("1", "Budget.pdf", "f-pol"));
    budget.progress(100, 100);
    budget.respond(201, doc("1", "Budget.pdf", "f-pol"));

    // Once every file has settled the folder is read again and the sent file shows there.
    const list = screen.getByRole("list", { name: "Contents of Policies" });
    expect(await within(list).findByRole("link", { name: /Budget\.pdf/ })).toBeTruthy();
    expect(asked.length).toBeGreaterThan(before);
    // The refusals stay until dismissed; the sent file's row goes.
    expect(within(uploads).queryByText("Budget.pdf")).toBeNull();
    expect(within(uploads).getByText("Scan.pdf")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Dismiss the upload messages" }));
    expect(screen.queryByRole("list", { name: "Uploads" })).toBeNull();
  });

  it("refuses more than ten files at once, sending none of them", async () => {
    fakeXhr();
    serveLibrary({ folders: [], documents: [doc("0", "Old.pdf", null)], manage: true });
    const { user } = renderLibrary();
    await screen.findByRole("link", { name: /Old\.pdf/ });

    const files = Array.from({ length: uploadLimits.maxFilesPerUpload + 1 }, (_, i) =>
      pdf(`Paper ${i + 1}.pdf`),
    );
    await user.upload(
      screen.getByLabelText("Choose files to upload to Governance Documents"),
      files,
    );

    expect(screen.getAllByText(`Not uploaded: ${uploadMessages.tooManyFiles}`)).toHaveLength(11);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("takes files dropped on the list, into the folder shown", async () => {
    fakeXhr();
    serveLibrary({ folders: [folder("f-pol", "Policies")], documents: [], manage: true });
    renderLibrary("f-pol");
    const empty = await screen.findByText("This folder is empty");

    const files = [pdf("Minutes.pdf")];
    fireEvent.dragOver(empty, { dataTransfer: { types: ["Files"], files } });
    expect(screen.getByText("Drop files to upload them to Policies")).toBeTruthy();
    fireEvent.drop(empty, { dataTransfer: { types: ["Files"], files } });

    const sent = await sentRequest(1);
    expect(sent.form?.get("folderId")).toBe("f-pol");
    expect(screen.queryByText("Drop files to upload them to Policies")).toBeNull();
  });
});
