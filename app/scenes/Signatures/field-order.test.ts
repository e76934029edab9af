import { describe, expect, it } from "vitest";
import type { SignatureFieldView } from "../../data/signature-requests.js";
import {
  inReadingOrder,
  missingRequired,
  nextField,
  signerColour,
  valuesForSending,
} from "./field-order.js";

function field(fieldId: string, change: Partial<SignatureFieldView>): SignatureFieldView {
  return {
    fieldId,
    signer: 0,
    signerId: "s1",
    type: "text",
    page: 1,
    x: 0.1,
    y: 0.1,
    width: 0.2,
    height: 0.04,
    required: true,
    value: null,
    ...change,
  };
}

describe("a signer's fields", () => {
  const fields = [
    field("late", { page: 2, y: 0.1 }),
    field("right", { x: 0.6, y: 0.505 }),
    field("left", { x: 0.1, y: 0.5 }),
    field("top", { y: 0.05 }),
  ];

  it("are met page by page, top to bottom, left to right along a line", () => {
    expect(inReadingOrder(fields).map((f) => f.fieldId)).toEqual(["top", "left", "right", "late"]);
  });

  it("are stepped through from the first, and end after the last", () => {
    const ordered = inReadingOrder(fields);
    expect(nextField(ordered, null)?.fieldId).toBe("top");
    expect(nextField(ordered, "right")?.fieldId).toBe("late");
    expect(nextField(ordered, "late")).toBeNull();
  });

  it("must have their required text and ticks before signing; the rest are filled otherwise", () => {
    const mine = [
      field("t", {}),
      field("c", { type: "checkbox" }),
      field("optional", { required: false }),
      field("sig", { type: "signature" }),
      field("date", { type: "date" }),
    ];
    expect(missingRequired(mine, {}).map((f) => f.fieldId)).toEqual(["t", "c"]);
    expect(missingRequired(mine, { t: "  ", c: false }).map((f) => f.fieldId)).toEqual(["t", "c"]);
    expect(missingRequired(mine, { t: "Lease", c: true })).toEqual([]);
  });

  it("send text trimmed (empty left out) and every checkbox", () => {
    const mine = [
      field("t", {}),
      field("e", {}),
      field("c", { type: "checkbox" }),
      field("sig", { type: "signature" }),
    ];
    expect(valuesForSending(mine, { t: " Lease 42 ", e: "", sig: "x" })).toEqual({
      t: "Lease 42",
      c: false,
    });
  });

  it("have a colour per signer, round again after the last", () => {
    expect(signerColour(0)).toBe("blue");
    expect(signerColour(8)).toBe(signerColour(0));
  });
});
