import { myHomeQuery, myHomeResponse } from "../../../common/contracts/home.js";
import { requireActor, signedIn } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";
import { myHomeCache } from "./my-home-cache.js";
import { loadMyHome } from "./my-home-query.js";
import { refuseSupportUsers } from "./policy.js";

export function registerHomeRoutes(app: App, services: Services): void {
  const db = services.database.db;
  const cache = myHomeCache();

  app.get(
    "/api/my-home",
    {
      schema: { tags: ["home"], querystring: myHomeQuery, response: { 200: myHomeResponse } },
      config: { access: signedIn },
      preValidation: refuseSupportUsers,
      serializerCompiler: () => (answer) => cache.serialise(answer),
    },
    async (request) => {
      const actor = requireActor(request);
      const now = new Date();
      return cache.answer(actor, request.query, now, () =>
        loadMyHome(db, actor, request.query, now),
      );
    },
  );
}
