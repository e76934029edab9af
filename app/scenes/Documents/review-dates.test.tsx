// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { documentMessages } from "../../../common/contracts/documents.js";
import { type ApiCall, refusal, reply } from "../../test/fake-api.js";
import { doc, folder, renderLibrary, serveLibrary } from "./library-fixtures.js";

const policies = folder("f-pol", "Policies");
const datesRoute = "PATCH /api/documents/d-1";

/** Opens the document's "Review dates" dialog. */
async function openReviewDates(user: ReturnType<typeof renderLibrary>["user"], name: string) {
  await user.click(await screen.findByRole("button", { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole("menuitem", { name: "Review dates" }));
  return screen.findByRole("dialog", { name: `Review dates of “${name}”` });
}

const input = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;

describe("a document's review dates", () => {
  it("are shown in its row, the review date in red and in words once it has passed", async () => {
    serveLibrary({
      folders: [policies],
      documents: [
        { ...doc("1", "Charter.pdf", "f-pol"), approvedOn: "2026-02-01", reviewOn: "2099-03-03" },
        { ...doc("2", "Old policy.pdf", "f-pol"), reviewOn: "2020-03-03" },
      ],
    });
    renderLibrary("f-pol");
    const charter = (await screen.findByRole("link", { name: "Charter.pdf" })).closest("li");
    if (!charter) throw new Error("the charter has no row");
    expect(within(charter).getByText(/· approved 1 Feb 2026$/)).toBeTruthy();
    expect(within(charter).getByText("Review due 3 Mar 2099")).toBeTruthy();
    const old = screen.getByRole("link", { name: "Old policy.pdf" }).closest("li");
    if (!old) throw new Error("the old policy has no row");
    expect(within(old).getByText("Review due 3 Mar 2020 (overdue)")).toBeTruthy();
    expect(within(old).queryByText(/approved/)).toBeNull();
  });

  it("are set from the document's menu, and the folder shows them", async () => {
    const library = {
      folders: [policies],
      documents: [doc("1", "Charter.pdf", "f-pol")],
      manage: true,
    };
    const { api } = serveLibrary(library, {
      [datesRoute]: ({ body }: ApiCall) => {
        const dates = body as { approvedOn: string | null; reviewOn: string | null };
        library.documents = [{ ...doc("1", "Charter.pdf", "f-pol"), ...dates }];
        return dates;
      },
    });
    const { user } = renderLibrary("f-pol");

    const dialog = await openReviewDates(user, "Charter.pdf");
    await user.type(input(dialog, "Approved on"), "2026-02-01");
    await user.type(input(dialog, "Review by"), "2027-03-03");
    await user.click(within(dialog).getByRole("button", { name: "Save dates" }));

    expect(await screen.findByText("The dates of “Charter.pdf” have been saved.")).toBeTruthy();
    expect(api.sentTo(datesRoute)).toEqual([{ approvedOn: "2026-02-01", reviewOn: "2027-03-03" }]);
    expect(await screen.findByText("Review due 3 Mar 2027")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("clears a date left blank", async () => {
    const charter = {
      ...doc("1", "Charter.pdf", "f-pol"),
      approvedOn: "2026-02-01",
      reviewOn: "2027-03-03",
    };
    const { api } = serveLibrary(
      { folders: [policies], documents: [charter], manage: true },
      { [datesRoute]: () => ({ approvedOn: "2026-02-01", reviewOn: null }) },
    );
    const { user } = renderLibrary("f-pol");

    const dialog = await openReviewDates(user, "Charter.pdf");
    expect(input(dialog, "Approved on").value).toBe("2026-02-01");
    await user.clear(input(dialog, "Review by"));
    await user.click(within(dialog).getByRole("button", { name: "Save dates" }));
    await screen.findByText("The dates of “Charter.pdf” have been saved.");
    expect(api.sentTo(datesRoute)).toEqual([{ approvedOn: "2026-02-01", reviewOn: null }]);
  });

  it("says a review before the approval is not allowed, and sends nothing", async () => {
    const { api } = serveLibrary({
      folders: [policies],
      documents: [doc("1", "Charter.pdf", "f-pol")],
      manage: true,
    });
    const { user } = renderLibrary("f-pol");

    const dialog = await openReviewDates(user, "Charter.pdf");
    await user.type(input(dialog, "Approved on"), "2027-05-01");
    await user.type(input(dialog, "Review by"), "2027-04-01");
    await user.click(within(dialog).getByRole("button", { name: "Save dates" }));
    expect(within(dialog).getByText(documentMessages.reviewBeforeApproval)).toBeTruthy();
    expect(api.sentTo(datesRoute)).toEqual([]);
  });

  it("keeps what was typed when the server refuses, saying why", async () => {
    serveLibrary(
      { folders: [policies], documents: [doc("1", "Charter.pdf", "f-pol")], manage: true },
      { [datesRoute]: () => reply(409, refusal(documentMessages.inBin)) },
    );
    const { user } = renderLibrary("f-pol");

    const dialog = await openReviewDates(user, "Charter.pdf");
    await user.type(input(dialog, "Review by"), "2027-03-03");
    await user.click(within(dialog).getByRole("button", { name: "Save dates" }));
    expect(await within(dialog).findByText(documentMessages.inBin)).toBeTruthy();
    expect(input(dialog, "Review by").value).toBe("2027-03-03");
    expect(input(dialog, "Approved on").value).toBe("");
  });
});
