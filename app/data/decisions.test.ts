import { describe, expect, it } from "vitest";
import { type DecisionFilters, decisionListPath, decisionsPdfHref } from "./decisions.js";

const none: DecisionFilters = { q: "", from: "", to: "", outcome: null, sort: null };

describe("decision register addresses", () => {
  it("sends only the filters that are set, with the page", () => {
    expect(decisionListPath("o1", none, 1, 25)).toBe("/api/organisations/o1/decisions?pageSize=25");
    expect(
      decisionListPath(
        "o1",
        { q: " budget 2027 ", from: "2026-01-01", to: "", outcome: "Approved", sort: "title" },
        3,
        25,
      ),
    ).toBe(
      "/api/organisations/o1/decisions?q=budget+2027&from=2026-01-01&outcome=Approved&sort=title&page=3&pageSize=25",
    );
  });

  it("leaves out half-typed dates and a range typed back to front", () => {
    expect(decisionsPdfHref("o1", { ...none, from: "2026-0" })).toBe(
      "/api/organisations/o1/decisions/register.pdf",
    );
    expect(decisionsPdfHref("o1", { ...none, from: "2026-05-01", to: "2026-04-01" })).toBe(
      "/api/organisations/o1/decisions/register.pdf",
    );
    expect(decisionsPdfHref("o1", { ...none, q: "lease", to: "2026-04-01" })).toBe(
      "/api/organisations/o1/decisions/register.pdf?q=lease&to=2026-04-01",
    );
  });
});
