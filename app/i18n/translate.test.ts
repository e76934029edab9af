import { afterEach, describe, expect, it, vi } from "vitest";
import { addTexts, isTextKey, translate } from "./translate.js";

afterEach(() => vi.restoreAllMocks());

describe("translate", () => {
  addTexts({
    test: {
      greeting: "Welcome, {{name}}",
      twice: "{{name}} and {{name}}",
      days_one: "{{count}} day left",
      days_other: "{{count}} days left",
      plain: "No placeholders",
    },
  });

  it("fills placeholders, every time they occur", () => {
    expect(translate("test.greeting" as never, { name: "Aroha" })).toBe("Welcome, Aroha");
    expect(translate("test.twice" as never, { name: "Sam" })).toBe("Sam and Sam");
  });

  it("leaves a placeholder it has no value for as written", () => {
    expect(translate("test.greeting" as never, {})).toBe("Welcome, {{name}}");
  });

  it("chooses the plural form by count, as en-NZ counts", () => {
    expect(translate("test.days" as never, { count: 1 })).toBe("1 day left");
    expect(translate("test.days" as never, { count: 0 })).toBe("0 days left");
    expect(translate("test.days" as never, { count: 5 })).toBe("5 days left");
  });

  it("shows a key without a text as itself and reports it", () => {
    const report = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(translate("test.missing" as never)).toBe("test.missing");
    expect(report).toHaveBeenCalledWith('Quorate has no text for "test.missing".');
  });

  it("knows which keys made from data have texts", () => {
    expect(isTextKey("test.plain")).toBe(true);
    expect(isTextKey("test.days")).toBe(true);
    expect(isTextKey("test.nothing")).toBe(false);
  });
});

describe("the English texts", () => {
  it("give each namespace in one file only, so no file's texts hide another's", () => {
    // en-areas.ts and en.ts put the others together.
    const files = import.meta.glob<Record<string, object>>(
      ["./en-*.ts", "!./en-areas.ts", "!./*.test.ts"],
      { eager: true },
    );
    const namespaces = Object.values(files).flatMap((module) =>
      Object.values(module).flatMap((texts) => Object.keys(texts)),
    );
    expect(Object.keys(files).length).toBeGreaterThan(10);
    expect(namespaces.length).toBe(new Set(namespaces).size);
  });
});
