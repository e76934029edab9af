import { useState } from "react";
import { vi } from "vitest";
import type { DocumentFolderView, DocumentView } from "../../../common/contracts/documents.js";
import { meQueryKey } from "../../data/me.js";
import { fakeApi } from "../../test/fake-api.js";
import { InRouter } from "../../test/in-router.js";
import { renderInApp } from "../../test/render.js";
import { testOrganisation } from "../../test-support/organisation-summary.js";
import { DocumentsPage } from "./DocumentsPage.js";

/** The library's tests: its server, folders and documents, and the page as its route shows it. */

export const me = {
  person: { PersonId: "p1", FullName: "Ana Smith", IsSupport: false },
  organisations: [{ ...testOrganisation("o1"), Name: "Harbour Trust" }],
};

export const folder = (
  id: string,
  name: string,
  parentId: string | null = null,
  audience: DocumentFolderView["audience"] = "everyone",
): DocumentFolderView => ({ id, parentId, name, audience, audienceRoles: [], audiencePeople: [] });

export const doc = (
  id: string,
  name: string,
  folderId: string | null,
  sizeBytes = 1024,
): DocumentView => ({
  documentId: `d-${id}`,
  documentVersionId: `v-${id}`,
  name,
  mime: "application/pdf",
  sizeBytes,
  version: 1,
  folderId,
  uploadedAt: "2026-03-04T01:00:00.000Z",
  uploadedBy: "p1",
  approvedOn: null,
  reviewOn: null,
  readers: null,
  foundInText: false,
  foundOnPage: null,
});

type Library = {
  folders: DocumentFolderView[];
  documents: DocumentView[];
  manage?: boolean;
  download?: boolean;
};

export const foldersRoute = "GET /api/organisations/o1/document-folders";
export const documentsRoute = "GET /api/organisations/o1/governance-documents";

/**
 * The library's server: folders, and the documents of the folder asked for (or the matches of
 * `q`), read from the query string, which fakeApi leaves off.
 */
export function serveLibrary(library: Library, other: Parameters<typeof fakeApi>[0] = {}) {
  const manage = library.manage ?? false;
  const api = fakeApi({
    [foldersRoute]: () => ({ folders: library.folders, abilities: { manage } }),
    ...other,
  });
  const answer = globalThis.fetch;
  const asked: URLSearchParams[] = [];
  vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
    const [path, query = ""] = input.split("?");
    if (`${init?.method ?? "GET"} ${path}` !== documentsRoute) return answer(input, init);
    const params = new URLSearchParams(query);
    asked.push(params);
    const q = params.get("q")?.toLowerCase();
    const folderId = params.get("folderId");
    const documents = library.documents.filter((d) =>
      q ? d.name.toLowerCase().includes(q) : d.folderId === folderId,
    );
    const abilities = { upload: manage, download: library.download ?? true };
    return new Response(JSON.stringify({ folderId, documents, abilities }), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  });
  return { api, asked };
}

/**
 * The page as its route shows it: the folder and the open document live in the address, here
 * in state; opening a folder leaves the document, as the route's navigation does.
 */
function Library({ startIn = null, cited }: { startIn?: string | null; cited?: string }) {
  const [folderId, setFolderId] = useState<string | null>(startIn);
  const [open, setOpen] = useState(cited);
  return (
    <DocumentsPage
      orgId="o1"
      citedVersionId={open}
      folderId={folderId}
      onOpenFolder={(id) => {
        setOpen(undefined);
        setFolderId(id);
      }}
    />
  );
}

export const renderLibrary = (startIn: string | null = null, cited?: string) =>
  renderInApp(
    <InRouter>
      <Library startIn={startIn} cited={cited} />
    </InRouter>,
    [[meQueryKey, me]],
  );
