import { z } from "zod";
import { freeText } from "../text.js";
import { viewKinds } from "../viewer.js";
import { textPart } from "./decisions.js";

// AI search (spec §2 AI search dialog, §4, §7): POST /api/organisations/{orgId}/search and
// GET …/search/history. The PascalCase names are the spec's; Quorate adds its own fields beside
// them (Kind, SnippetParts, Page…) so the dialog can say what a result is and open it.

export const searchPageSize = 10;
/** Results are ranked among the best 200 matches: enough for 20 pages, cheap on a large library. */
export const searchResultsMax = 200;
export const searchQueryMax = 200;
/** The history shows the latest searches, newest first. */
export const searchHistoryShown = 10;

export const searchBody = z.strictObject({
  searchQuery: freeText()
    .trim()
    .min(1, "Type what you are looking for.")
    .max(searchQueryMax, `Search with at most ${searchQueryMax} characters.`),
  page: z
    .number("The page must be a whole number.")
    .int("The page must be a whole number.")
    .min(1, "Pages start at 1.")
    .max(
      searchResultsMax / searchPageSize,
      `Results go up to page ${searchResultsMax / searchPageSize}.`,
    )
    .optional(),
});
export type SearchBody = z.infer<typeof searchBody>;

/** What a result is: a passage of a document or paper, or a meeting record. */
export const searchKinds = [
  "GovernanceDocument",
  "MeetingPaper",
  "Agenda",
  "Minutes",
  "Decision",
  "Action",
] as const;
export type SearchKind = (typeof searchKinds)[number];

export const searchItem = z.object({
  /** The passage's or record's own id: unique among the results. */
  Id: z.uuid(),
  Title: z.string(),
  /** The matched passage as plain text; SnippetParts marks the matched words in it. */
  Snippet: z.string(),
  File: z
    .object({
      /** A governance document's id, or the paper's own id for a meeting paper. */
      DocumentId: z.uuid(),
      /** The version the passage is in (a paper has one version: its own id). */
      DocumentVersionId: z.uuid(),
      Type: z.enum(["GovernanceDocument", "MeetingPaper"]),
      Name: z.string(),
      Mime: z.string(),
      Show: z.enum(viewKinds),
      /** Whether this reader may download it (the organisation's setting and their role). */
      Downloadable: z.boolean(),
    })
    .nullable(),
  Meeting: z
    .object({ Id: z.uuid(), Title: z.string(), AgendaItemId: z.uuid().nullable() })
    .nullable(),
  Kind: z.enum(searchKinds),
  SnippetParts: z.array(textPart),
  /** The page of the file the passage is on (from 1), when the file has pages. */
  Page: z.number().int().nullable(),
  /** The record's calendar date (YYYY-MM-DD) in its own zone: meeting day, decision, upload. */
  Date: z.string().nullable(),
  OrganisationId: z.uuid(),
  OrganisationName: z.string(),
});
export type SearchItem = z.infer<typeof searchItem>;

export const searchResults = z.object({
  Items: z.array(searchItem),
  TotalCount: z.number().int(),
  Page: z.number().int(),
  PageSize: z.number().int(),
  /** Set when no word matched as typed and names were matched by likeness instead. */
  SearchedFor: z.string().nullable(),
});
export type SearchResults = z.infer<typeof searchResults>;

export const searchHistory = z.object({
  SearchHistory: z.array(z.object({ SearchQuery: z.string(), SearchedAt: z.string() })),
});
export type SearchHistory = z.infer<typeof searchHistory>;
