import { eq } from "drizzle-orm";
import { messageResult } from "../../../common/contracts/auth.js";
import { meResponse, profileBody } from "../../../common/contracts/me.js";
import { people } from "../../db/schema/index.js";
import { requireActor, signedIn } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";
import { loadMe } from "./me-query.js";

export function registerMeRoutes(app: App, services: Services): void {
  const db = services.database.db;

  app.get(
    "/api/me",
    { schema: { tags: ["me"], response: { 200: meResponse } }, config: { access: signedIn } },
    async (request) => loadMe(db, requireActor(request), services.version),
  );

  app.patch(
    "/api/me/profile",
    {
      schema: { tags: ["me"], body: profileBody, response: { 200: messageResult } },
      config: { access: signedIn },
    },
    async (request) => {
      const b = request.body;
      await db
        .update(people)
        .set({
          firstName: b.FirstName,
          lastName: b.LastName,
          phoneNumber: b.PhoneNumber || null,
          title: b.Title || null,
          suffix: b.Suffix || null,
          updatedAt: new Date(),
        })
        .where(eq(people.id, requireActor(request).personId));
      return { message: "Your profile has been saved." };
    },
  );
}
