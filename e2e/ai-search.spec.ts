import { demo, demoOrganisationId, demoPage } from "./demo.js";
import { expect, test } from "./fixtures.js";
import { apiPost, apiUpload, twoPagePolicy } from "./helpers.js";

test("Ctrl+K finds a phrase inside a Board Only policy and opens it at its page; a guest finds nothing", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  // The demo board's people: sign-ups from one address are limited, and the journeys share it.
  const admin = await demoPage(browser, demo.admin);
  const orgId = await demoOrganisationId(admin, demo.board);
  const folder = await apiPost(admin, `/api/organisations/${orgId}/document-folders`, {
    name: `Board Only ${Date.now()}`,
    audience: "boardOnly",
  });
  expect(folder.status).toBe(201);
  const folderId = (folder.json as { id: string }).id;
  expect(
    await apiUpload(
      admin,
      `/api/organisations/${orgId}/governance-documents`,
      {
        name: "Reserves policy.pdf",
        mimeType: "application/pdf",
        buffer: await twoPagePolicy(
          "Reserves policy",
          "The trust keeps six months of running costs in term deposits.",
        ),
      },
      "file",
      { folderId },
    ),
  ).toBe(201);
  // The words are read by a job after the upload: search finds them once it has run.
  const phrase = '"six months of running costs"';
  await expect
    .poll(
      async () => {
        const res = await apiPost(admin, `/api/organisations/${orgId}/search`, {
          searchQuery: phrase,
        });
        return (res.json as { TotalCount: number }).TotalCount;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);

  const mele = await demoPage(browser, demo.director);
  // The sidebar offers search once the board is chosen; Ctrl+K opens the same dialog.
  await expect(mele.getByRole("button", { name: "Search (Ctrl+K)" })).toBeVisible();
  await mele.keyboard.press("Control+k");
  const dialog = mele.getByRole("dialog", { name: "Search" });
  await expect(dialog.getByText("Press Esc to close")).toBeVisible();
  const box = dialog.getByRole("combobox", { name: `Search ${demo.board}` });
  await box.fill(phrase);
  await box.press("Enter");
  const result = dialog.getByRole("option", { name: /Reserves policy\.pdf/ });
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result.locator("mark").first()).toHaveText(/six|months|running|costs/i);
  await expect(result).toContainText("page 2");
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(mele).toHaveURL(/;doc=.*page=2/);
  const viewer = mele.getByRole("region", { name: "Reserves policy.pdf, document viewer" });
  await expect(viewer.getByText("of 2")).toBeVisible({ timeout: 20_000 });
  await expect(viewer.getByRole("textbox", { name: "Page number" })).toHaveValue("2");

  // Reopened (the sidebar's button), the dialog shows the search just made; a search with no
  // match says so.
  await mele.getByRole("button", { name: "Search (Ctrl+K)" }).click();
  await expect(dialog.getByRole("button", { name: new RegExp(phrase) })).toBeVisible();
  await box.fill("zebra crossing aquarium");
  await box.press("Enter");
  await expect(dialog.getByText("No results")).toBeVisible({ timeout: 20_000 });
  await mele.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // A guest of the board reads no library: the same search finds nothing.
  const guest = await demoPage(browser, demo.guest);
  await expect(guest.getByRole("button", { name: "Search (Ctrl+K)" })).toBeVisible();
  await guest.keyboard.press("Control+k");
  const guestBox = guest
    .getByRole("dialog", { name: "Search" })
    .getByRole("combobox", { name: `Search ${demo.board}` });
  await guestBox.fill(phrase);
  await guestBox.press("Enter");
  await expect(guest.getByRole("dialog", { name: "Search" }).getByText("No results")).toBeVisible({
    timeout: 20_000,
  });
});
