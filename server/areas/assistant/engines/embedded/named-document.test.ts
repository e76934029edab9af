import { describe, expect, it } from "vitest";
import type { Passage } from "../../retrieval/passage.js";
import { documentNamed, namedDocument } from "./named-document.js";

const passage = (title: string, sourceType = "governanceDocument") =>
  ({ title, sourceType }) as Passage;

describe("a document named in the question", () => {
  it("is found by two words of its name in a row, or by what it is", () => {
    const plan = passage("Strategic Plan 2025–2029, page 2");
    expect(namedDocument("what's the emissions target in our strategic plan")(plan)).toBe(true);
    expect(namedDocument("what is the emissions target?")(plan)).toBe(false);
    const constitution = passage("Constitution of Ong Hock Lai Engineering Holdings Pte. Ltd.");
    expect(namedDocument("what does our constitution say about proxies?")(constitution)).toBe(true);
    // A condominium's declaration, and a legal opinion that cites it in its text, not its name.
    const declaration = passage("Declaration of Condominium of Seagrape Cove, page 3");
    const opinion = passage("Legal Opinion — Balcony Repair Responsibility, page 1");
    const asked = namedDocument("what does the declaration say about fixing balconies");
    expect([asked(declaration), asked(opinion)]).toEqual([true, false]);
  });

  it("is a governance document, never minutes that share its name", () => {
    const minutes = passage("Strategic Plan 2025–2029", "agendaItem");
    expect(namedDocument("what does the strategic plan say about dividends")(minutes)).toBe(false);
  });

  it("is read short as the records write it ('the Financial Regs', 'the ToR')", () => {
    const regs = passage("Financial Regulations 2025, page 3");
    expect(namedDocument("what can the clerk spend under the Financial Regs?")(regs)).toBe(true);
  });
});

describe("the name a question gives a document", () => {
  it("is a policy, rules or regulations called by a word of their own, or a name in full", () => {
    expect(documentNamed("How often does the Reserves Policy say I report to F&GP?")).toBe(
      "reserves policy",
    );
    expect(documentNamed("what can the clerk spend under the Financial Regs?")).toBe(
      "financial regulations",
    );
    expect(documentNamed("what does the Code of Conduct say about gifts?")).toBe("code of conduct");
  });

  it("is none for a policy in general", () => {
    expect(documentNamed("what does our policy say about gifts?")).toBeNull();
    expect(documentNamed("which policy covers gifts?")).toBeNull();
    expect(documentNamed("can allotment tenants keep chickens?")).toBeNull();
    // Whose policy, or what a rule is about, is no document's name.
    expect(
      documentNamed("What is the council's policy on dogs on the recreation ground?"),
    ).toBeNull();
    expect(documentNamed("Is it council policy that dogs are kept on a lead?")).toBeNull();
    expect(documentNamed("What are the quorum rules for a committee?")).toBeNull();
  });
});
