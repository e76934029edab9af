import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { freeText, isStorableText, nameText, textMessages } from "./text.js";

describe("the text rule", () => {
  it("refuses NUL and unpaired surrogates, keeps paired ones and line breaks", () => {
    expect(freeText().safeParse("Kia ora\nMāori 🎉").success).toBe(true);
    for (const bad of ["a\u0000b", "a\uD83Db", "\uDE00", "x\uD83D"]) {
      const result = freeText().safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(textMessages.unstorable);
    }
  });

  it("refuses control characters in names and titles, with a message", () => {
    expect(nameText().safeParse("Audit & Risk — 2026").success).toBe(true);
    for (const bad of ["a\tb", "a\nb", "\u001b[31m", "a\u0085b", "a\u007fb"])
      expect(nameText().safeParse(bad).error?.issues[0]?.message, JSON.stringify(bad)).toBe(
        textMessages.controlInName,
      );
  });

  it("says storable exactly when encoding as UTF-8 and back keeps the text and it has no NUL", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (s) => {
        const roundTrips = Buffer.from(s, "utf8").toString("utf8") === s && !s.includes("\u0000");
        expect(isStorableText(s)).toBe(roundTrips);
      }),
      { numRuns: 2000 },
    );
  });
});
