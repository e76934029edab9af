import { describe, expect, it } from "vitest";
import { assistantHubUrl } from "./hub-address.js";
import { isSendKey, questionToSend } from "./question-rules.js";

describe("what is sent", () => {
  it("ignores empty and whitespace-only text", () => {
    expect(questionToSend("")).toBeNull();
    expect(questionToSend("   \n\t ")).toBeNull();
  });

  it("sends the question without the blank space around it", () => {
    expect(questionToSend("  When is the next meeting?\n")).toBe("When is the next meeting?");
    expect(questionToSend("Line one\nline two")).toBe("Line one\nline two");
  });

  it("sends 1,000 characters and refuses more", () => {
    expect(questionToSend("a".repeat(1000))).toHaveLength(1000);
    expect(questionToSend("a".repeat(1001))).toBeNull();
  });
});

describe("the Enter key", () => {
  it("sends on Enter and starts a new line on Shift+Enter", () => {
    expect(isSendKey({ key: "Enter", shiftKey: false, isComposing: false })).toBe(true);
    expect(isSendKey({ key: "Enter", shiftKey: true, isComposing: false })).toBe(false);
    expect(isSendKey({ key: "a", shiftKey: false, isComposing: false })).toBe(false);
  });

  it("only ends an input method's composition", () => {
    expect(isSendKey({ key: "Enter", shiftKey: false, isComposing: true })).toBe(false);
  });
});

describe("the hub address", () => {
  it("carries the browser's language and time zone", () => {
    expect(assistantHubUrl("en-GB", "Pacific/Auckland")).toBe(
      "/api/hub/aiassistant?locale=en-GB&timezone=Pacific%2FAuckland",
    );
  });

  it("falls back to en-NZ and UTC (spec §9)", () => {
    expect(assistantHubUrl(undefined, "")).toBe("/api/hub/aiassistant?locale=en-NZ&timezone=UTC");
  });
});
