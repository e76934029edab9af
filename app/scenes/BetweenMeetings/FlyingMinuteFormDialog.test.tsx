// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { plainToRichText } from "../../../common/rich-text.js";
import { serialiseDoc } from "../../components/rich-text/rich-text-value.js";
import { ApiRequestError } from "../../data/api-error.js";
import type { DocumentView } from "../../data/documents/documents.js";
import { fakeApi } from "../../test/fake-api.js";
import { renderInApp } from "../../test/render.js";
import { FlyingMinuteFormDialog } from "./FlyingMinuteFormDialog.js";
import { type flyingMinuteBody, newFlyingMinuteValues } from "./flying-minute-form.js";

type Body = ReturnType<typeof flyingMinuteBody>;

const search = "GET /api/organisations/o1/governance-documents";
const motion = "That the board signs the lease.";

function libraryDocument(documentVersionId: string, name: string): DocumentView {
  return {
    documentId: `d-${documentVersionId}`,
    documentVersionId,
    name,
    mime: "application/pdf",
    sizeBytes: 8,
    version: 1,
    folderId: null,
    uploadedAt: "2026-11-20T00:00:00.000Z",
    uploadedBy: null,
    approvedOn: null,
    reviewOn: null,
    readers: null,
    foundInText: false,
    foundOnPage: null,
  };
}

function form(
  initialFiles: { documentVersionId: string; name: string }[],
  save: (b: Body) => Promise<unknown>,
) {
  const initial = {
    ...newFlyingMinuteValues(new Date(Date.now() + 3_600_000), "UTC", ["p1"]),
    title: "Sign the lease",
    motion: serialiseDoc(plainToRichText(motion)),
    files: initialFiles,
  };
  return renderInApp(
    <FlyingMinuteFormDialog
      orgId="o1"
      opened
      onClose={() => undefined}
      mode={initialFiles.length > 0 ? "edit" : "create"}
      initial={initial}
      timeZone="UTC"
      members={[{ PersonId: "p1", Name: "Ann Able", IsBoardMember: true }]}
      save={save}
    />,
  );
}

describe("the flying minute form's attachments", () => {
  it("adds papers found in the library once each and sends their ids in order", async () => {
    fakeApi({
      [search]: () => ({
        folderId: null,
        documents: [libraryDocument("v1", "Lease.pdf"), libraryDocument("v2", "Valuation.pdf")],
        abilities: { upload: false, download: true },
      }),
    });
    const sent: Body[] = [];
    const { user } = form([], async (body) => sent.push(body));
    await user.type(screen.getByLabelText("Find a document in the library"), "lease");
    await user.click(await screen.findByRole("button", { name: "Add Valuation.pdf" }));
    await user.click(screen.getByRole("button", { name: "Add Lease.pdf" }));
    await user.click(screen.getByRole("button", { name: "Add Valuation.pdf" }));
    expect(screen.getByRole("button", { name: "Remove Valuation.pdf" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Create draft" }));
    expect(sent.map((b) => b.documentVersionIds)).toEqual([["v2", "v1"]]);
  });

  it("removes a paper, and shows the server's refusal beside the attachments", async () => {
    fakeApi({});
    const sent: Body[] = [];
    const refusal = "Choose files from this organisation's library that you can open.";
    const { user } = form(
      [
        { documentVersionId: "v1", name: "Lease.pdf" },
        { documentVersionId: "v2", name: "Valuation.pdf" },
      ],
      async (body) => {
        sent.push(body);
        throw new ApiRequestError({
          status: 400,
          code: "badRequest",
          message: refusal,
          fields: { documentVersionIds: refusal },
        });
      },
    );
    await user.click(screen.getByRole("button", { name: "Remove Lease.pdf" }));
    expect(screen.queryByText("Lease.pdf")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(sent.map((b) => b.documentVersionIds)).toEqual([["v2"]]);
    expect(await screen.findByText(refusal)).toBeTruthy();
  });

  it("sends the motion as rich text, shows the server's refusal of it under Motion, and keeps what was written", async () => {
    fakeApi({});
    const sent: Body[] = [];
    const refusal = "Links must start with https://, http:// or mailto:.";
    const { user } = form([], async (body) => {
      sent.push(body);
      throw new ApiRequestError({
        status: 400,
        code: "validation",
        message: refusal,
        fields: { "motionDoc.content.0.content.0.marks.0.attrs.href": refusal },
      });
    });
    const editor = await screen.findByRole("textbox", { name: "Motion" });
    expect(editor.textContent).toBe(motion);
    await user.click(screen.getByRole("button", { name: "Create draft" }));
    expect(sent.map((b) => b.motionDoc)).toEqual([plainToRichText(motion)]);
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Motion" }).textContent).toBe(motion);
  });
});
