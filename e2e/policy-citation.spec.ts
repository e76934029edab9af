import { demo, demoOrganisationId, demoPage } from "./demo.js";
import { expect, test } from "./fixtures.js";
import { apiUpload, twoPagePolicy } from "./helpers.js";

test("the assistant answers from an uploaded policy, and its citation opens that version in the viewer", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The demo board's people: sign-ups from one address are limited, and the journeys share it.
  const admin = await demoPage(browser, demo.admin);
  const orgId = await demoOrganisationId(admin, demo.board);
  expect(
    await apiUpload(admin, `/api/organisations/${orgId}/governance-documents`, {
      name: "Gifts and hospitality policy.pdf",
      mimeType: "application/pdf",
      buffer: await twoPagePolicy(
        "Gifts and hospitality",
        "Gifts over $100 must be entered in the gifts register within 14 days.",
      ),
    }),
  ).toBe(201);
  // The words are read by a job after the upload: the library says when.
  const listed = (await (
    await admin.request.get(`/api/organisations/${orgId}/governance-documents`)
  ).json()) as { documents: { documentVersionId: string }[] };
  const versionId = listed.documents[0]?.documentVersionId ?? "";
  await expect
    .poll(
      async () =>
        (
          (await (await admin.request.get(`/api/document-versions/${versionId}`)).json()) as {
            text: string;
          }
        ).text,
      { timeout: 30_000 },
    )
    .toBe("extracted");

  const mele = await demoPage(browser, demo.director);
  await mele.goto(`/governance-documents/${orgId}`);
  await mele.getByRole("button", { name: "Ask AI" }).click();
  const panel = mele.getByRole("complementary", { name: "AI Assistant panel" });
  const input = panel.getByPlaceholder("Ask AI Assistant for help...");
  await input.fill("What must happen to gifts and hospitality?");
  await expect(panel.getByRole("button", { name: "Send" })).toBeEnabled({ timeout: 20_000 });
  await input.press("Enter");
  await expect(panel.getByText(/gifts register within 14 days/)).toBeVisible({ timeout: 20_000 });
  await panel.getByRole("link", { name: "Gifts and hospitality policy.pdf" }).first().click();
  await expect(mele).toHaveURL(new RegExp(`;doc=${versionId}`));
  const viewer = mele.getByRole("region", {
    name: "Gifts and hospitality policy.pdf, document viewer",
  });
  await expect(viewer.getByText("of 2")).toBeVisible({ timeout: 20_000 });
});
