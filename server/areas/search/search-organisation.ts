import type { SearchBody, SearchResults } from "../../../common/contracts/search.js";
import { searchPageSize } from "../../../common/contracts/search.js";
import type { Db } from "../../db/client.js";
import type { OrgActor } from "../../http/actor.js";
import { searchTsQuery } from "../../search/text-query.js";
import { correctNames } from "./name-likeness.js";
import { recordSearch } from "./record-search.js";
import { searchRecords } from "./search-records.js";
import { isEmptyScope, searchScope } from "./search-scope.js";

/**
 * POST …/search: everything the person may read in the organisation (and their committees)
 * that holds the words, best first. Words that match nothing are tried once more as names typed
 * wrong. The first page of a search goes into the person's history.
 */
export async function searchOrganisation(
  db: Db,
  org: OrgActor,
  body: SearchBody,
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
  let found = await searchRecords(db, scope, searchTsQuery(query), page);
  let searchedFor: string | null = null;
  if (found.total === 0) {
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
      found = await searchRecords(db, scope, searchTsQuery(corrected), page);
      if (found.total > 0) searchedFor = corrected;
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
