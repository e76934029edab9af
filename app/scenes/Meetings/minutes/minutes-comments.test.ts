import { describe, expect, it } from "vitest";
import type { AgendaItemView } from "../../../../common/contracts/meetings.js";
import { minutableItems } from "./minutes-comments.js";

describe("minutableItems", () => {
  const item = (Id: string, IsHeading: boolean) => ({ Id, IsHeading }) as AgendaItemView;

  it("leaves out section headings", () => {
    const items = minutableItems([item("a", true), item("b", false), item("c", false)]);
    expect(items.map((i) => i.Id)).toEqual(["b", "c"]);
    expect(minutableItems(null)).toEqual([]);
  });
});
