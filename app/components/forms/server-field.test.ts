import { describe, expect, it } from "vitest";
import { formFieldFor } from "./server-field.js";

describe("server field errors in forms", () => {
  it("belong to the field the form names, a document's inner errors to the document's field", () => {
    const names = { motionDoc: "motion", title: "title" } as const;
    expect(formFieldFor("title", names)).toBe("title");
    expect(formFieldFor("motionDoc.content.0.content.0.marks.0.attrs.href", names)).toBe("motion");
    expect(formFieldFor("audience", names)).toBeNull();
    expect(formFieldFor("constructor", names)).toBeNull();
  });
});
