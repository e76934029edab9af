import { demo, signInAsDemo } from "./demo.js";
import { expect, test } from "./fixtures.js";

test("Ask AI: a streamed, cited answer about the next meeting, kept in the thread list, then deleted", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsDemo(page, demo.admin);

  // Ask AI opens the side panel; Send is offered once the hub is connected
  await page.getByRole("button", { name: "Ask AI" }).click();
  const panel = page.getByRole("complementary", { name: "AI Assistant panel" });
  const input = panel.getByPlaceholder("Ask AI Assistant for help...");
  await input.fill("When is the next meeting?");
  await expect(panel.getByRole("button", { name: "Send" })).toBeEnabled({ timeout: 20_000 });
  // The dots may show only for moments: watch the page for them rather than polling.
  await page.evaluate(() => {
    const seen = () =>
      document.querySelector('[role="status"][aria-label="AI Assistant is writing an answer"]');
    const w = window as unknown as { sawTyping: boolean };
    w.sawTyping = false;
    new MutationObserver(() => {
      if (seen()) w.sawTyping = true;
    }).observe(document.body, { subtree: true, childList: true });
  });
  await input.press("Enter");

  // Typing dots first, then the answer with a citation link to the meeting
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sawTyping: boolean }).sawTyping))
    .toBe(true);
  await expect(panel.getByText(/The next meeting is/)).toBeVisible({ timeout: 20_000 });
  const citation = panel.getByRole("link", { name: /Board Meeting/ }).first();
  await expect(citation).toBeVisible();
  const meetingName = (await citation.textContent()) ?? "";
  await citation.click();
  await expect(page).toHaveURL(/\/meeting\/[0-9a-f-]{36}/);
  await expect(page.getByRole("heading", { name: meetingName })).toBeVisible();

  // On the assistant screen after a reload, the thread is listed with its messages
  await page.goto("/assistant");
  await page.reload();
  const thread = page.getByRole("button", { name: "When is the next meeting?" }).first();
  await expect(thread).toBeVisible({ timeout: 20_000 });
  await thread.click();
  await expect(page.getByText(/The next meeting is/)).toBeVisible();

  // Delete it through the confirmation
  await page.getByRole("button", { name: "Options for When is the next meeting?" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete the thread?" });
  await expect(confirm.getByText("Are you sure you want to delete the thread?")).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("button", { name: "When is the next meeting?" })).toHaveCount(0);
});
