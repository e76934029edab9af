// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { SearchItem, SearchResults } from "../../../common/contracts/search.js";
import { fakeApi } from "../../test/fake-api.js";
import { InRouter } from "../../test/in-router.js";
import { renderInApp } from "../../test/render.js";
import { SearchDialog } from "./SearchDialog.js";

const orgId = "7d1e3f0a-8a39-4a5e-9b7a-3c2a1e0f5b11";
const searchRoute = `POST /api/organisations/${orgId}/search`;
const historyRoute = `GET /api/organisations/${orgId}/search/history`;

function item(n: number): SearchItem {
  return {
    Id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    Title: `Gifts policy ${n}`,
    Snippet: "A gift worth more than 250 dollars is registered.",
    SnippetParts: [
      { text: "A ", match: false },
      { text: "gift", match: true },
      { text: " worth more than 250 dollars is registered.", match: false },
    ],
    File: null,
    Meeting: null,
    Kind: "Decision",
    Page: null,
    Date: "2026-11-03",
    OrganisationId: orgId,
    OrganisationName: "Harbour Trust",
  };
}

function page(pageNumber: number, total: number): SearchResults {
  const from = (pageNumber - 1) * 10;
  const count = Math.max(0, Math.min(10, total - from));
  return {
    Items: Array.from({ length: count }, (_, i) => item(from + i + 1)),
    TotalCount: total,
    Page: pageNumber,
    PageSize: 10,
    SearchedFor: null,
  };
}

function renderDialog(total = 12) {
  const onClose = vi.fn();
  const api = fakeApi({
    [historyRoute]: () => ({
      SearchHistory: [{ SearchQuery: "treasury policy", SearchedAt: "2026-11-20T01:00:00.000Z" }],
    }),
    [searchRoute]: (call) => {
      const body = call.body as { searchQuery: string; page?: number };
      return body.searchQuery === "nothing here" ? page(1, 0) : page(body.page ?? 1, total);
    },
  });
  const rendered = renderInApp(
    <InRouter>
      <SearchDialog orgId={orgId} orgName="Harbour Trust" opened onClose={onClose} />
    </InRouter>,
  );
  return { ...rendered, api, onClose };
}

const box = () => screen.getByRole("combobox", { name: "Search Harbour Trust" });

describe("the search dialog", () => {
  it("shows recent searches until a search is submitted with Enter, trimmed", async () => {
    const { user, api } = renderDialog();
    expect(await screen.findByText("treasury policy")).toBeTruthy();
    expect(screen.getByText("Press Esc to close")).toBeTruthy();
    await user.type(box(), "   ");
    await user.keyboard("{Enter}");
    // Nothing but spaces is never sent.
    expect(api.sentTo(searchRoute)).toEqual([]);
    await user.type(box(), "gift  {Enter}");
    expect(await screen.findByText("12 results")).toBeTruthy();
    expect(api.sentTo(searchRoute)).toEqual([{ searchQuery: "gift", page: 1 }]);
    // Matched words are marked, as text.
    expect(screen.getAllByText("gift", { selector: "mark" }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole("option")).toHaveLength(10);
  });

  it("loads the next page on request, and moves through results with the arrow keys", async () => {
    const { user, api } = renderDialog();
    await screen.findByText("treasury policy");
    await user.type(box(), "gift{Enter}");
    await screen.findByText("12 results");
    await user.click(screen.getByRole("button", { name: "Show more results" }));
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(12));
    expect(api.sentTo(searchRoute)).toContainEqual({ searchQuery: "gift", page: 2 });
    expect(screen.queryByRole("button", { name: "Show more results" })).toBeNull();

    await user.click(box());
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const options = screen.getAllByRole("option");
    expect(options[1]?.getAttribute("aria-selected")).toBe("true");
    expect(box().getAttribute("aria-activedescendant")).toBe(options[1]?.id);
  });

  it("says so when nothing matches, and clearing the box brings back the history", async () => {
    const { user, api } = renderDialog();
    await screen.findByText("treasury policy");
    await user.type(box(), "nothing here{Enter}");
    expect(await screen.findByText("No results")).toBeTruthy();
    const historyReads = api.calls.filter((c) => `${c.method} ${c.path}` === historyRoute).length;
    await user.clear(box());
    expect(await screen.findByText("treasury policy")).toBeTruthy();
    await waitFor(() =>
      expect(
        api.calls.filter((c) => `${c.method} ${c.path}` === historyRoute).length,
      ).toBeGreaterThan(historyReads),
    );
  });

  it("searches a past search again when it is chosen", async () => {
    const { user, api } = renderDialog();
    await user.click(await screen.findByText("treasury policy"));
    expect(await screen.findByText("12 results")).toBeTruthy();
    expect(api.sentTo(searchRoute)).toEqual([{ searchQuery: "treasury policy", page: 1 }]);
    expect((box() as HTMLInputElement).value).toBe("treasury policy");
  });
});
