import { orgParams } from "../../../common/contracts/organisations.js";
import { searchBody, searchHistory, searchResults } from "../../../common/contracts/search.js";
import { organisationRoute, requireOrgActor } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import { embeddingClient } from "../../search/embedding-client.js";
import type { Services } from "../../services.js";
import { can } from "./policy.js";
import { latestSearches } from "./search-history.js";
import { searchOrganisation } from "./search-organisation.js";

const tags = ["search"];

/** AI search (spec §7): the search itself and the person's search history, never cached. */
export function registerSearchRoutes(app: App, services: Services): void {
  const db = services.database.db;
  const embeddings = services.config.embeddings && embeddingClient(services.config.embeddings);
  const access = organisationRoute("search", can, "search");
  const base = "/api/organisations/:orgId/search";

  app.post(
    base,
    {
      schema: { tags, params: orgParams, body: searchBody, response: { 200: searchResults } },
      config: { access },
    },
    async (request) =>
      searchOrganisation(
        db,
        requireOrgActor(request),
        request.body,
        embeddings && {
          embeddings,
          onFailure: (err) =>
            request.log.warn({ err }, "search by meaning failed; searched by words alone"),
        },
        (err) => request.log.warn({ err }, "the search was not added to the history"),
      ),
  );

  app.get(
    `${base}/history`,
    { schema: { tags, params: orgParams, response: { 200: searchHistory } }, config: { access } },
    async (request, reply) => {
      const org = requireOrgActor(request);
      reply.header("cache-control", "no-store");
      return latestSearches(db, org.organisation.id, org.actor.personId);
    },
  );
}
