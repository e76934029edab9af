import type { SearchBody, SearchItem, SearchResults } from "../../../common/contracts/search.js";
import { searchPageSize } from "../../../common/contracts/search.js";
import type { Db } from "../../db/client.js";
import type { OrgActor } from "../../http/actor.js";
import type { EmbeddingClient } from "../../search/embedding-client.js";
import { queryMeaning } from "../../search/query-meaning.js";
import { correctNames } from "./name-likeness.js";
import { recordSearchSoon } from "./record-search.js";
import { searchRecords } from "./search-records.js";
import { isEmptyScope, searchScope } from "./search-scope.js";

/**
 * POST …/search: everything the person may read in the organisation (and their committees)
 * that holds the words, best first. Words that match nothing are tried once more as names typed
 * wrong. The first page of a search goes into the person's history. With an embedding model
 * (`meaning`), passages alike in meaning are found too; if the model cannot answer, the words
 * alone decide, and `meaning.onFailure` hears why.
 */
export async function searchOrganisation(
  db: Db,
  org: OrgActor,
  body: SearchBody,
  meaning?: {
    embeddings: EmbeddingClient;
    onFailure: (err: unknown) => void;
  },
  onHistoryFailure: (err: unknown) => void = () => undefined,
): Promise<SearchResults> {
  const page = body.page ?? 1;
  const query = body.searchQuery;
  // The first page of a search goes into the history once the answer is ready; a history that
  // cannot be written never fails the search.
  const found = await searchFor(db, org, query, page, meaning);
  if (page === 1)
    recordSearchSoon(db, org.organisation.id, org.actor.personId, query, onHistoryFailure);
  return {
    Items: found.items,
    TotalCount: found.total,
    Page: page,
    PageSize: searchPageSize,
    SearchedFor: found.searchedFor,
  };
}

async function searchFor(
  db: Db,
  org: OrgActor,
  query: string,
  page: number,
  meaning?: { embeddings: EmbeddingClient; onFailure: (err: unknown) => void },
): Promise<{ items: SearchItem[]; total: number; searchedFor: string | null }> {
  const scope = await searchScope(db, org);
  if (isEmptyScope(scope)) return { items: [], total: 0, searchedFor: null };
  const vector = meaning
    ? await queryMeaning(
        db,
        meaning.embeddings,
        [...new Set(scope.documentOrgs.concat(scope.meetingOrgs))],
        query,
        meaning.onFailure,
      )
    : undefined;
  const search = (words: string) => searchRecords(db, scope, words, page, vector);
  const found = await search(query);
  if (found.wordMatches > 0) return { ...found, searchedFor: null };
  const corrected = await correctNames(
    db,
    [
      ...new Set(
        scope.meetingOrgs.concat(scope.documentOrgs, scope.decisionOrgs, scope.allActionOrgs),
      ),
    ],
    query,
  );
  if (corrected) {
    const again = await search(corrected);
    // What was found by meaning alone stays when the corrected words find nothing either.
    if (again.wordMatches > 0) return { ...again, searchedFor: corrected };
  }
  return { ...found, searchedFor: null };
}
