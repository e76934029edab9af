// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { documentMessages } from "../../../common/contracts/documents.js";
import { fakeApi, refusal, reply } from "../../test/fake-api.js";
import { renderInApp } from "../../test/render.js";
import { NewFolderDialog } from "./NewFolderDialog.js";

const create = "POST /api/organisations/o1/document-folders";

function renderDialog(parent: { id: string; name: string } | null = null) {
  const api = fakeApi({
    [create]: () => reply(201, { id: "f-new", name: "Remuneration" }),
    // A Senior Executive may not read the people list.
    "GET /api/organisations/o1/members": () => reply(403, refusal("Not allowed.")),
  });
  const rendered = renderInApp(
    <NewFolderDialog orgId="o1" isCommittee={false} parent={parent} opened onClose={() => {}} />,
  );
  return { ...rendered, api };
}

describe("a new folder", () => {
  it("is made inside the folder shown, seen by everyone unless chosen otherwise", async () => {
    const { user, api } = renderDialog({ id: "f-pol", name: "Policies" });
    expect(screen.getByText("New folder in Policies")).toBeTruthy();
    await user.type(screen.getByLabelText("Folder name"), " Remuneration ");
    await user.click(screen.getByRole("button", { name: "Create folder" }));

    expect(await screen.findByText("The folder “Remuneration” has been created.")).toBeTruthy();
    expect(api.sentTo(create)).toEqual([
      {
        name: "Remuneration",
        parentId: "f-pol",
        audience: "everyone",
        audienceRoles: [],
        audiencePeople: [],
      },
    ]);
  });

  it("asks for a name, and for someone to see a folder of chosen roles or people", async () => {
    const { user, api } = renderDialog();
    await user.click(screen.getByLabelText("Chosen roles or people"));
    await user.click(screen.getByRole("button", { name: "Create folder" }));

    expect(screen.getByText(documentMessages.folderName)).toBeTruthy();
    expect(api.sentTo(create)).toEqual([]);

    await user.type(screen.getByLabelText("Folder name"), "Remuneration");
    await user.click(screen.getByRole("button", { name: "Create folder" }));
    expect(screen.getByText(documentMessages.chooseAudience)).toBeTruthy();
    // Executive / Guest opens no documents, so it is not offered.
    expect(screen.queryByLabelText("Executive / Guest")).toBeNull();
    expect(await screen.findByText(/The list of people isn't open to you/)).toBeTruthy();

    await user.click(screen.getByLabelText("Board Member"));
    await user.click(screen.getByRole("button", { name: "Create folder" }));
    expect(await screen.findByText("The folder “Remuneration” has been created.")).toBeTruthy();
    expect(api.sentTo(create)).toEqual([
      expect.objectContaining({
        parentId: null,
        audience: "chosen",
        audienceRoles: ["Director"],
        audiencePeople: [],
      }),
    ]);
  });

  it("offers Board Only and sends it without the roles picked before", async () => {
    const { user, api } = renderDialog();
    await user.type(screen.getByLabelText("Folder name"), "Remuneration");
    await user.click(screen.getByLabelText("Chosen roles or people"));
    await user.click(screen.getByLabelText("Chair"));
    await user.click(screen.getByLabelText("Board Only (board members and the Secretary)"));
    await user.click(screen.getByRole("button", { name: "Create folder" }));

    expect(await screen.findByText("The folder “Remuneration” has been created.")).toBeTruthy();
    expect(api.sentTo(create)).toEqual([
      expect.objectContaining({ audience: "boardOnly", audienceRoles: [], audiencePeople: [] }),
    ]);
  });
});
