import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AgendaItemType,
  agendaItemTypes,
  bestPracticeTemplate,
  closingBlocksLast,
  type TemplateItem,
  templateWithClosingLast,
} from "./agenda.js";

const item = (title: string, type: AgendaItemType = "Generic", level: 0 | 1 = 0): TemplateItem => ({
  type,
  title,
  durationMinutes: 5,
  isHeading: false,
  level,
});

describe("closingBlocksLast", () => {
  it("moves the closing blocks to the end and keeps every other block in its order", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ n: fc.nat(), closing: fc.boolean() })), (blocks) => {
        const out = closingBlocksLast(blocks, (b) => b.closing);
        expect(out).toHaveLength(blocks.length);
        const firstClosing = out.findIndex((b) => b.closing);
        if (firstClosing >= 0) expect(out.slice(firstClosing).every((b) => b.closing)).toBe(true);
        expect(out.filter((b) => !b.closing)).toEqual(blocks.filter((b) => !b.closing));
        expect(out.filter((b) => b.closing)).toEqual(blocks.filter((b) => b.closing));
      }),
    );
  });
});

describe("templateWithClosingLast", () => {
  it("leaves the best-practice agenda as it is: Close Meeting is already last", () => {
    expect(templateWithClosingLast(bestPracticeTemplate)).toEqual(bestPracticeTemplate);
  });

  it("puts a Close Meeting saved in the middle last, with its sub-items", () => {
    const saved = [
      item("Welcome"),
      item("Close Meeting", "CloseMeeting"),
      item("Next meeting date", "Generic", 1),
      item("General Business"),
      item("Any other business", "Generic", 1),
    ];
    expect(templateWithClosingLast(saved).map((i) => i.title)).toEqual([
      "Welcome",
      "General Business",
      "Any other business",
      "Close Meeting",
      "Next meeting date",
    ]);
  });

  it("treats a section holding the Close Meeting item as the closing block", () => {
    const saved = [
      item("Closing"),
      item("Close Meeting", "CloseMeeting", 1),
      item("Reports"),
      item("Finance", "Generic", 1),
    ];
    expect(templateWithClosingLast(saved).map((i) => i.title)).toEqual([
      "Reports",
      "Finance",
      "Closing",
      "Close Meeting",
    ]);
  });

  it("never loses or invents an item", () => {
    const anyItem = fc.record({
      type: fc.constantFrom(...agendaItemTypes),
      title: fc.string(),
      durationMinutes: fc.nat(),
      isHeading: fc.boolean(),
      level: fc.constantFrom(0 as const, 1 as const),
    });
    fc.assert(
      fc.property(fc.array(anyItem), (items) => {
        const out = templateWithClosingLast(items);
        const asText = (list: TemplateItem[]) => list.map((i) => JSON.stringify(i)).sort();
        expect(asText(out)).toEqual(asText(items));
      }),
    );
  });
});
