import { myHomeQuery, myHomeResponse } from "../../../common/contracts/home.js";
import { requireActor, signedIn } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";
import { loadMyHome } from "./my-home-query.js";
import { refuseSupportUsers } from "./policy.js";

export function registerHomeRoutes(app: App, services: Services): void {
  const db = services.database.db;

  app.get(
    "/api/my-home",
    {
      schema: { tags: ["home"], querystring: myHomeQuery, response: { 200: myHomeResponse } },
      // Across all the person's organisations, at most a minute old for "upcoming" and "overdue".
      config: { access: signedIn, cachedAnswer: { scope: "person", clock: "minute" } },
      preValidation: refuseSupportUsers,
    },
    async (request) => loadMyHome(db, requireActor(request), request.query, new Date()),
  );
}
