import type { SearchBody, SearchResults } from "../../../common/contracts/search.js";
import { searchPageSize } from "../../../common/contracts/search.js";
import type { Db } from "../../db/client.js";
import type { OrgActor } from "../../http/actor.js";
import type { EmbeddingClient } from "../../search/embedding-client.js";
import { queryMeaning } from "../../search/query-meaning.js";
import { searchTsQuery } from "../../search/text-query.js";
import { correctNames } from "./name-likeness.js";
import { recordSearch } from "./record-search.js";
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
  meaning?: { embeddings: EmbeddingClient; onFailure: (err: unknown) => void },
): Promise<SearchResults> {
  const page = body.page ?? 1;
  const query = body.searchQuery;
  if (page === 1) await recordSearch(db, org.organisation.id, org.actor.personId, query);
  const empty = {
    Items: [],
    TotalCount: 0,
    Page: page,
    PageSize: searchPageSize,
    SearchedFor: null,
  };
  const scope = await searchScope(db, org);
  if (isEmptyScope(scope)) return empty;
  const vector = meaning
    ? await queryMeaning(
        db,
        meaning.embeddings,
        [...new Set(scope.documentOrgs.concat(scope.meetingOrgs))],
        query,
        meaning.onFailure,
      )
    : undefined;
  let found = await searchRecords(db, scope, searchTsQuery(query), page, vector);
  let searchedFor: string | null = null;
  if (found.wordMatches === 0) {
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
      const again = await searchRecords(db, scope, searchTsQuery(corrected), page, vector);
      // What was found by meaning alone stays when the corrected words find nothing either.
      if (again.wordMatches > 0) {
        found = again;
        searchedFor = corrected;
      }
    }
  }
  return {
    Items: found.items,
    TotalCount: found.total,
    Page: page,
    PageSize: searchPageSize,
    SearchedFor: searchedFor,
  };
}
