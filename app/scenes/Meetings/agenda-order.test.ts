import { describe, expect, it } from "vitest";
import { dropItem, moveItem, type OrderEntry, reparentItem } from "./agenda-order.js";

// 1 Opening (1.1 welcome, 1.2 interests), 2 Reports (2.1 finance), 3 General business.
const agenda: OrderEntry[] = [
  { id: "opening", parentId: null },
  { id: "welcome", parentId: "opening" },
  { id: "interests", parentId: "opening" },
  { id: "reports", parentId: null },
  { id: "finance", parentId: "reports" },
  { id: "general", parentId: null },
];

const ids = (order: OrderEntry[] | null) =>
  order?.map((i) => (i.parentId ? `${i.parentId}>${i.id}` : i.id));

describe("moveItem", () => {
  it("moves a section with its sub-items past its neighbour", () => {
    expect(ids(moveItem(agenda, "reports", "up"))).toEqual([
      "reports",
      "reports>finance",
      "opening",
      "opening>welcome",
      "opening>interests",
      "general",
    ]);
  });

  it("swaps sub-items within their section", () => {
    expect(ids(moveItem(agenda, "interests", "up"))).toEqual([
      "opening",
      "opening>interests",
      "opening>welcome",
      "reports",
      "reports>finance",
      "general",
    ]);
  });

  it("carries a sub-item at the edge into the next section", () => {
    expect(ids(moveItem(agenda, "interests", "down"))).toEqual([
      "opening",
      "opening>welcome",
      "reports",
      "reports>interests",
      "reports>finance",
      "general",
    ]);
    expect(ids(moveItem(agenda, "finance", "up"))).toEqual([
      "opening",
      "opening>welcome",
      "opening>interests",
      "opening>finance",
      "reports",
      "general",
    ]);
  });

  it("says when there is nowhere to go", () => {
    expect(moveItem(agenda, "opening", "up")).toBeNull();
    expect(moveItem(agenda, "general", "down")).toBeNull();
    expect(moveItem(agenda, "welcome", "up")).toBeNull();
    expect(moveItem(agenda, "missing", "up")).toBeNull();
  });

  it("always lists every item once", () => {
    for (const item of agenda) {
      for (const direction of ["up", "down"] as const) {
        const order = moveItem(agenda, item.id, direction);
        if (order) expect(order.map((i) => i.id).sort()).toEqual(agenda.map((i) => i.id).sort());
      }
    }
  });
});

describe("dropItem", () => {
  it("keeps a dragged section at the top level, even dropped on a sub-item", () => {
    expect(ids(dropItem(agenda, "opening", "finance", "after"))).toEqual([
      "reports",
      "reports>finance",
      "opening",
      "opening>welcome",
      "opening>interests",
      "general",
    ]);
  });

  it("gives a single item the level of the row it lands on", () => {
    expect(ids(dropItem(agenda, "general", "welcome", "after"))).toEqual([
      "opening",
      "opening>welcome",
      "opening>general",
      "opening>interests",
      "reports",
      "reports>finance",
    ]);
    expect(ids(dropItem(agenda, "finance", "opening", "before"))).toEqual([
      "finance",
      "opening",
      "opening>welcome",
      "opening>interests",
      "reports",
      "general",
    ]);
  });

  it("drops just below a section as its first sub-item", () => {
    expect(ids(dropItem(agenda, "general", "reports", "after"))).toEqual([
      "opening",
      "opening>welcome",
      "opening>interests",
      "reports",
      "reports>general",
      "reports>finance",
    ]);
  });

  it("does nothing for a drop on itself, inside itself or in the same place", () => {
    expect(dropItem(agenda, "reports", "reports", "before")).toBeNull();
    expect(dropItem(agenda, "opening", "welcome", "after")).toBeNull();
    expect(dropItem(agenda, "welcome", "interests", "before")).toBeNull();
  });
});

describe("reparentItem", () => {
  it("puts the item at the end of its new group", () => {
    expect(ids(reparentItem(agenda, "general", "opening"))).toEqual([
      "opening",
      "opening>welcome",
      "opening>interests",
      "opening>general",
      "reports",
      "reports>finance",
    ]);
    expect(ids(reparentItem(agenda, "welcome", null))?.at(-1)).toBe("welcome");
  });

  it("refuses to nest a section that has sub-items", () => {
    expect(reparentItem(agenda, "opening", "reports")).toBeNull();
  });
});

// 1 Welcome, 2 Business (2.1 finance), 3 Close Meeting: nothing goes after the closing item.
const closing: OrderEntry[] = [
  { id: "welcome", parentId: null },
  { id: "business", parentId: null },
  { id: "finance", parentId: "business" },
  { id: "close", parentId: null, closes: true },
];

describe("the Close Meeting item stays last", () => {
  it("offers no move that puts an item after it", () => {
    expect(moveItem(closing, "business", "down")).toBeNull();
    expect(moveItem(closing, "close", "up")).toBeNull();
  });

  it("lands an item dropped after it just before it", () => {
    expect(ids(dropItem(closing, "welcome", "close", "after"))).toEqual([
      "business",
      "business>finance",
      "welcome",
      "close",
    ]);
  });

  it("takes a sub-item dropped after it to the top level, before it", () => {
    expect(ids(dropItem(closing, "finance", "close", "after"))).toEqual([
      "welcome",
      "business",
      "finance",
      "close",
    ]);
  });

  it("keeps it last when an item leaves its section for the top level", () => {
    expect(ids(reparentItem(closing, "finance", null))).toEqual([
      "welcome",
      "business",
      "finance",
      "close",
    ]);
  });
});
