import { eq } from "drizzle-orm";
import { documents, documentVersions } from "../../db/schema/index.js";
import type { TestServer } from "../../test/test-server.js";

/**
 * For tests of items that attach library files: a document of the library with one version,
 * in a folder (or at the top), its file stored. Answers the version's id.
 */
export async function libraryFile(
  server: TestServer,
  orgId: string,
  name: string,
  folderId: string | null,
): Promise<string> {
  const db = server.database.db;
  const [document] = await db
    .insert(documents)
    .values({ organisationId: orgId, folderId })
    .returning({ id: documents.id });
  const documentId = document?.id ?? "";
  const key = `documents/${orgId}/${documentId}/1`;
  const [version] = await db
    .insert(documentVersions)
    .values({
      documentId,
      organisationId: orgId,
      number: 1,
      name,
      mime: "application/pdf",
      sizeBytes: 8,
      sha256: "x",
      storageKey: key,
    })
    .returning({ id: documentVersions.id });
  await db
    .update(documents)
    .set({ currentVersionId: version?.id ?? null })
    .where(eq(documents.id, documentId));
  await server.services.storage.put(key, Buffer.from("%PDF-1.4"));
  return version?.id ?? "";
}
