import { describe, expect, it } from "vitest";
import { citationHref, rewriteCitations, type TextAnnotation } from "./citations.js";
import { looksLikeMarkdown } from "./looks-like-markdown.js";

const meeting: TextAnnotation = {
  textToReplace: "【4:0†source】",
  documentType: "Meeting",
  meetingId: "m-1",
  organisationId: "o-1",
  documentName: "December Board Meeting",
};
const document: TextAnnotation = {
  textToReplace: "[2†source]",
  documentType: "GovernanceDocument",
  organisationId: "o-1",
  documentVersionId: "v-9",
  documentName: "Conflict of Interest Policy",
};

describe("citations in replies", () => {
  it("turn a matched marker (either bracket) into a link labelled with the document name", () => {
    expect(rewriteCitations("Next meeting 【4:0†source】.", [meeting], "")).toBe(
      "Next meeting [December Board Meeting](/meeting/m-1).",
    );
    expect(rewriteCitations("See [2†source]", [document], "/app")).toBe(
      "See [Conflict of Interest Policy](/app/governance-documents/o-1;doc=v-9)",
    );
  });

  it("remove a marker with no matching annotation", () => {
    expect(rewriteCitations("Done [7†source] and 【1:2†x】.", [meeting], "")).toBe("Done  and .");
    expect(rewriteCitations("Plain [brackets] stay", [], "")).toBe("Plain [brackets] stay");
  });

  it("point a record made outside any meeting at the list that holds it", () => {
    const register = { ...meeting, documentType: "DecisionRegister", meetingId: null };
    expect(citationHref(register, "")).toBe("/decision-register/o-1");
    expect(citationHref({ ...register, documentType: "ActionList" }, "/app")).toBe(
      "/app/action-items/o-1",
    );
  });

  it("point another document type at the bare base address", () => {
    const other = { ...meeting, documentType: "Spreadsheet" };
    expect(citationHref(other, "/app/")).toBe("/app");
    expect(rewriteCitations("x 【4:0†source】", [other], "")).toBe("x [December Board Meeting](/)");
  });

  it("strip code-fence opening lines and a closing fence at the end", () => {
    expect(rewriteCitations("```markdown\n# Answer\nText\n```", [], "")).toBe("\n# Answer\nText\n");
    expect(rewriteCitations("Answer: yes```", [], "")).toBe("Answer: yes");
    expect(rewriteCitations("Use `code` inline", [], "")).toBe("Use `code` inline");
  });

  it("never let a document name or id carry markup or a script link", () => {
    const hostile: TextAnnotation = {
      ...meeting,
      meetingId: "x)(javascript:alert(1)",
      documentName: "Evil](javascript:alert(1)) <img src=x onerror=alert(1)>",
    };
    const out = rewriteCitations("【4:0†source】", [hostile], "");
    expect(out).toBe(
      "[Evil\\](javascript:alert(1)) \\<img src=x onerror=alert(1)\\>](/meeting/x%29%28javascript%3Aalert%281%29)",
    );
    // Every "]" that could open a link target is escaped; the only target is the meeting's.
    expect(out).not.toMatch(/(^|[^\\])\]\(javascript:/);
  });
});

describe("looks like markdown", () => {
  it.each([
    "# Heading",
    "Some **bold** text",
    "an *italic* word",
    "use `code` here",
    "```\ncode\n```",
    "- a bullet",
    "1. first",
    "[link](https://example.org)",
    "> quoted",
    "| a | b |",
  ])("recognises %j", (text) => expect(looksLikeMarkdown(text)).toBe(true));

  it.each(["The next meeting is on 3 December.", "2 + 3 * 4 = 14", "Costs rose 5% - roughly."])(
    "leaves %j as plain text",
    (text) => expect(looksLikeMarkdown(text)).toBe(false),
  );
});
