import { eq } from "drizzle-orm";
import {
  imageFormatMessage,
  imageSizeMessage,
  sniffImageFormat,
} from "../../../common/image-format.js";
import { limits } from "../../../common/limits.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { organisations } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError, notFound } from "../../http/app-error.js";
import type { FileStore } from "../../storage/file-store.js";

export type OrganisationImage = "logo" | "icon";

const column = { logo: "logoFile", icon: "iconFile" } as const;

/** Checks an uploaded logo or icon like a profile picture: by its bytes, under 1 MB (spec §5). */
export function checkedImage(body: unknown) {
  if (!Buffer.isBuffer(body) || body.length === 0)
    throw new AppError("unsupportedMediaType", imageFormatMessage);
  if (body.length >= limits.pictureMaxBytes)
    throw new AppError("payloadTooLarge", imageSizeMessage);
  const format = sniffImageFormat(body);
  if (!format) throw new AppError("unsupportedMediaType", imageFormatMessage);
  return { data: body, format };
}

/** Stores the new image, then points the organisation at it; an older file of another type goes. */
export async function saveOrganisationImage(
  db: Db,
  storage: FileStore,
  org: OrgActor,
  kind: OrganisationImage,
  body: unknown,
): Promise<void> {
  const { data, format } = checkedImage(body);
  const key = `organisations/${org.organisation.id}/${kind}.${format.ext}`;
  await storage.put(key, data);
  const previous = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ file: organisations[column[kind]] })
      .from(organisations)
      .where(eq(organisations.id, org.organisation.id))
      .for("update");
    await tx
      .update(organisations)
      .set({ [column[kind]]: key })
      .where(eq(organisations.id, org.organisation.id));
    await writeAudit(tx, {
      organisationId: org.organisation.id,
      actorPersonId: org.actor.personId,
      action: `organisation.${kind}.change`,
      subjectType: "organisation",
      subjectId: org.organisation.id,
      before: { file: row?.file ?? null },
      after: { file: key, bytes: data.length, mime: format.mime },
    });
    return row?.file ?? null;
  });
  if (previous && previous !== key) await storage.remove(previous);
}

export async function removeOrganisationImage(
  db: Db,
  storage: FileStore,
  org: OrgActor,
  kind: OrganisationImage,
): Promise<void> {
  const previous = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ file: organisations[column[kind]] })
      .from(organisations)
      .where(eq(organisations.id, org.organisation.id))
      .for("update");
    if (!row?.file) return null;
    await tx
      .update(organisations)
      .set({ [column[kind]]: null })
      .where(eq(organisations.id, org.organisation.id));
    await writeAudit(tx, {
      organisationId: org.organisation.id,
      actorPersonId: org.actor.personId,
      action: `organisation.${kind}.remove`,
      subjectType: "organisation",
      subjectId: org.organisation.id,
      before: { file: row.file },
    });
    return row.file;
  });
  if (previous) await storage.remove(previous);
}

export async function readOrganisationImage(
  db: Db,
  storage: FileStore,
  organisationId: string,
  kind: OrganisationImage,
) {
  const [row] = await db
    .select({ file: organisations[column[kind]] })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  const data = row?.file ? await storage.get(row.file) : undefined;
  if (!data) throw notFound(kind === "logo" ? "The logo" : "The icon");
  return { data, mime: sniffImageFormat(data)?.mime ?? "application/octet-stream" };
}
