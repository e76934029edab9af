import { eq } from "drizzle-orm";
import { messageResult } from "../../../common/contracts/auth.js";
import {
  imageFormatMessage,
  imageSizeMessage,
  sniffImageFormat,
} from "../../../common/image-format.js";
import { limits } from "../../../common/limits.js";
import { people } from "../../db/schema/index.js";
import { AppError } from "../../http/app-error.js";
import { requireActor, signedIn } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";

/** The profile picture: the raw image as the body, checked by its bytes, under 1 MB (spec §5). */
export function registerPictureRoutes(app: App, services: Services): void {
  const { storage } = services;
  const db = services.database.db;
  app.addContentTypeParser(
    /^image\//,
    { parseAs: "buffer", bodyLimit: limits.pictureMaxBytes + 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    "/api/me/picture",
    {
      schema: { tags: ["me"], response: { 200: messageResult } },
      config: { access: signedIn },
      bodyLimit: limits.pictureMaxBytes + 1024,
    },
    async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0)
        throw new AppError("unsupportedMediaType", imageFormatMessage);
      if (body.length >= limits.pictureMaxBytes)
        throw new AppError("payloadTooLarge", imageSizeMessage);
      const format = sniffImageFormat(body);
      if (!format) throw new AppError("unsupportedMediaType", imageFormatMessage);
      const actor = requireActor(request);
      const key = `pictures/${actor.personId}.${format.ext}`;
      await storage.put(key, body);
      await db
        .update(people)
        .set({ pictureFile: key, updatedAt: new Date() })
        .where(eq(people.id, actor.personId));
      return { message: "Your picture has been saved." };
    },
  );

  app.get(
    "/api/me/picture",
    { config: { access: signedIn }, schema: { tags: ["me"] } },
    async (request, reply) => {
      const [person] = await db
        .select({ file: people.pictureFile })
        .from(people)
        .where(eq(people.id, requireActor(request).personId));
      const data = person?.file ? await storage.get(person.file) : undefined;
      if (!person?.file || !data)
        throw new AppError("notFound", "You have not added a picture yet.");
      const format = sniffImageFormat(data);
      return reply.type(format?.mime ?? "application/octet-stream").send(data);
    },
  );
}
