// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { documentMessages } from "../../../common/contracts/documents.js";
import { refusal, reply } from "../../test/fake-api.js";
import { folder, renderLibrary, serveLibrary } from "./library-fixtures.js";

const change = (id: string) => `PATCH /api/document-folders/${id}`;
const remove = (id: string) => `DELETE /api/document-folders/${id}`;

/** Opens a folder's menu and one of its items. */
async function chooseFolderAction(
  user: ReturnType<typeof renderLibrary>["user"],
  name: string,
  action: string,
) {
  await user.click(await screen.findByRole("button", { name: `Actions for the folder ${name}` }));
  await user.click(await screen.findByRole("menuitem", { name: action }));
  return screen.findByRole("dialog");
}

describe("a folder's actions", () => {
  it("are offered only to those who keep the library", async () => {
    serveLibrary({ folders: [folder("f-pol", "Policies")], documents: [] });
    renderLibrary();
    await screen.findByRole("button", { name: /^Policies/ });
    expect(screen.queryByRole("button", { name: "Actions for the folder Policies" })).toBeNull();
  });

  it("renames a folder, and the list shows its new name", async () => {
    const library = { folders: [folder("f-pol", "Policies")], documents: [], manage: true };
    const { api } = serveLibrary(library, {
      [change("f-pol")]: () => {
        library.folders = [folder("f-pol", "Board policies")];
        return { message: "The folder has been changed." };
      },
    });
    const { user } = renderLibrary();

    const dialog = await chooseFolderAction(user, "Policies", "Rename");
    const name = within(dialog).getByLabelText(/Folder name/);
    expect((name as HTMLInputElement).value).toBe("Policies");
    await user.clear(name);
    await user.click(within(dialog).getByRole("button", { name: "Save name" }));
    // An empty name is refused as typed, and nothing is sent.
    expect(within(dialog).getByText(documentMessages.folderName)).toBeTruthy();
    await user.type(name, " Board policies ");
    await user.click(within(dialog).getByRole("button", { name: "Save name" }));

    expect(await screen.findByText("The folder is now called “Board policies”.")).toBeTruthy();
    expect(api.sentTo(change("f-pol"))).toEqual([{ name: "Board policies" }]);
    expect(await screen.findByRole("button", { name: /^Board policies/ })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("moves a folder elsewhere, never offering itself or a folder inside it, and shows a refusal in the server's words", async () => {
    const { api } = serveLibrary(
      {
        folders: [
          folder("f-min", "Minutes"),
          folder("f-pol", "Policies"),
          folder("f-hr", "HR", "f-pol"),
        ],
        documents: [],
        manage: true,
      },
      { [change("f-pol")]: () => reply(409, refusal(documentMessages.moveIntoItself)) },
    );
    const { user } = renderLibrary();

    const dialog = await chooseFolderAction(user, "Policies", "Move");
    expect(within(dialog).getByText("It is now in Governance Documents.")).toBeTruthy();
    const save = within(dialog).getByRole("button", { name: "Move folder" });
    // Where it is already is no move.
    expect(save.hasAttribute("disabled")).toBe(true);
    await user.click(within(dialog).getByRole("combobox", { name: "Move to" }));
    const options = screen.getAllByRole("option").map((o) => o.textContent);
    expect(options).toEqual(["Governance Documents", "Minutes"]);
    await user.click(screen.getByRole("option", { name: "Minutes" }));
    await user.click(save);

    expect(await within(dialog).findByText(documentMessages.moveIntoItself)).toBeTruthy();
    expect(api.sentTo(change("f-pol"))).toEqual([{ parentId: "f-min" }]);
    // The choice stays, to change or to cancel.
    const choice = within(dialog).getByRole("combobox", { name: "Move to" }) as HTMLInputElement;
    expect(choice.value).toBe("Minutes");
  });

  it("asks before deleting a folder, and shows the server's refusal of one that is not empty", async () => {
    const { api } = serveLibrary(
      { folders: [folder("f-pol", "Policies")], documents: [], manage: true },
      { [remove("f-pol")]: () => reply(409, refusal(documentMessages.folderNotEmpty)) },
    );
    const { user } = renderLibrary();

    let dialog = await chooseFolderAction(user, "Policies", "Delete");
    expect(within(dialog).getByText("Delete the folder “Policies”?")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.sentTo(remove("f-pol"))).toEqual([]);

    dialog = await chooseFolderAction(user, "Policies", "Delete");
    await user.click(within(dialog).getByRole("button", { name: "Delete folder" }));
    expect(await screen.findByText(documentMessages.folderNotEmpty)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });
});
