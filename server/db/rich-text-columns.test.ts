import { describe, expect, it } from "vitest";
import { plainToRichText } from "../../common/rich-text.js";
import { richTextToStore } from "./rich-text-columns.js";

describe("rich-text columns", () => {
  it("derive the plain text from a document, clear the document for plain text, and leave fields not sent", () => {
    const motionDoc = plainToRichText("That the board\nsigns the lease.");
    const stored = richTextToStore(
      { motion: "ignored", motionDoc, background: "Plain background.", title: "Lease" },
      "motion",
      "background",
      "summary",
    );
    expect(stored).toEqual({
      motion: "That the board\n\nsigns the lease.",
      motionDoc,
      background: "Plain background.",
      backgroundDoc: null,
      title: "Lease",
    });
    expect(richTextToStore({ descriptionDoc: null }, "description")).toEqual({
      descriptionDoc: null,
    });
  });
});
