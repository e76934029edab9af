// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MeetingDocuments } from "../../../common/contracts/papers.js";
import { meQueryKey } from "../../data/me.js";
import { fakeApi } from "../../test/fake-api.js";
import { InRouter } from "../../test/in-router.js";
import { renderInApp } from "../../test/render.js";
import { testOrganisation } from "../../test-support/organisation-summary.js";
import { MeetingDocumentsPage } from "./MeetingDocumentsPage.js";

const me = {
  person: { PersonId: "p1", FullName: "Ana Smith", IsSupport: false },
  organisations: [testOrganisation("o1")],
};

const meeting = (id: string, title: string, startTime: string, year: number) => ({
  id,
  title,
  startTime,
  timeZone: "Pacific/Auckland",
  year,
  pack: { available: true, pageCount: 12 },
  items: [
    {
      id: `${id}-i`,
      number: "3",
      title: "Finance",
      papers: [
        {
          Id: `${id}-p`,
          Name: "Financials.pdf",
          Mime: "application/pdf",
          SizeBytes: 2048,
          Show: "pdf" as const,
        },
      ],
    },
  ],
});

const myNote = {
  id: "n1",
  page: 2,
  kind: "note" as const,
  rects: [],
  quote: "reserves",
  note: "Ask about the reserves policy",
  colour: "yellow" as const,
  shared: false,
  mine: true,
  authorName: "Ana Smith",
  paperId: "m1-p",
  documentVersionId: null,
  createdAt: "2026-11-20T01:00:00.000Z",
  updatedAt: "2026-11-20T01:00:00.000Z",
  where: "December Board Meeting › Financials.pdf",
  meetingId: "m1",
};

const render = (answer: MeetingDocuments) => {
  fakeApi({
    "GET /api/organisations/o1/meeting-documents": () => answer,
    "GET /api/organisations/o1/annotations": () => ({ annotations: [myNote] }),
  });
  return renderInApp(
    <InRouter>
      <MeetingDocumentsPage orgId="o1" />
    </InRouter>,
    [[meQueryKey, me]],
  );
};

describe("meeting documents", () => {
  it("groups meetings by year, each with its pack and its papers under their items", async () => {
    const { user } = render({
      meetings: [
        meeting("m2", "February Board Meeting", "2027-02-04T05:00:00.000Z", 2027),
        meeting("m1", "December Board Meeting", "2026-12-03T05:00:00.000Z", 2026),
      ],
      downloadable: false,
    });
    const years = await screen.findAllByRole("heading", { level: 2 });
    expect(years.map((h) => h.textContent)).toEqual(["2027", "2026"]);
    const december = screen.getByRole("article", { name: "December Board Meeting" });
    expect(
      within(december).getByRole("link", { name: "December Board Meeting" }).getAttribute("href"),
    ).toBe("/meeting/m1");
    expect(
      within(december).getByRole("link", { name: "Board pack (12 pages)" }).getAttribute("href"),
    ).toBe("/pack/m1");
    const papers = within(december).getByRole("list", { name: "Papers for Finance" });
    await user.click(within(papers).getByRole("button", { name: "Financials.pdf" }));
    expect(await screen.findByRole("dialog", { name: "Financials.pdf" })).toBeTruthy();
  });

  it("says when there are no papers yet", async () => {
    render({ meetings: [], downloadable: true });
    expect(await screen.findByText("No meeting papers yet")).toBeTruthy();
  });
});

describe("my notes", () => {
  it("lists the person's own notes with where they are, and exports them", async () => {
    const { user } = render({ meetings: [], downloadable: true });
    await user.click(await screen.findByRole("button", { name: "My notes" }));
    const dialog = await screen.findByRole("dialog", { name: "My notes" });
    const where = await within(dialog).findByRole("link", {
      name: "December Board Meeting › Financials.pdf",
    });
    expect(where.getAttribute("href")).toBe("/meeting/m1");
    expect(within(dialog).getByText("Ask about the reserves policy")).toBeTruthy();
    expect(
      within(dialog)
        .getByRole("link", { name: "Export as a spreadsheet (CSV)" })
        .getAttribute("href"),
    ).toBe("/api/organisations/o1/annotations/export");
  });
});
