import { describe, expect, it } from "vitest";
import { fieldIssues } from "../../components/forms/use-zod-form.js";
import { agendaItemForm, agendaItemValues } from "./agenda-item-form.js";

describe("agendaItemForm", () => {
  it("turns what was typed into the contract's item", () => {
    const item = agendaItemForm.parse({
      ...agendaItemValues(undefined),
      title: "  Finance report ",
      presenter: " ",
      durationMinutes: "",
      motion: "That the accounts be approved.",
    });
    expect(item).toMatchObject({
      title: "Finance report",
      type: "Generic",
      parentId: null,
      presenter: null,
      durationMinutes: 0,
      // A motion only belongs to a Vote item.
      motion: null,
    });
  });

  it("keeps the motion of a Vote item", () => {
    const item = agendaItemForm.parse({
      ...agendaItemValues(undefined),
      title: "Approve accounts",
      type: "Vote",
      durationMinutes: "10",
      motion: "That the accounts be approved.",
    });
    expect(item.durationMinutes).toBe(10);
    expect(item.motion).toBe("That the accounts be approved.");
  });

  it("sends a written description as rich text and an empty editor as no description", () => {
    const doc = {
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "Paper attached" }] }],
    };
    const withText = agendaItemForm.parse({
      ...agendaItemValues(undefined),
      title: "Report",
      description: JSON.stringify(doc),
    });
    expect(withText).toMatchObject({ descriptionDoc: doc });
    const empty = agendaItemForm.parse({ ...agendaItemValues(undefined), title: "Report" });
    expect(empty).toMatchObject({ description: "", descriptionDoc: null });
  });

  it("explains bad input by field", () => {
    const issues = fieldIssues(agendaItemForm, {
      ...agendaItemValues(undefined),
      durationMinutes: "1.5",
    });
    expect(issues.title).toBe("Required");
    expect(issues.durationMinutes).toBe("Use whole minutes, like 15.");
  });
});
