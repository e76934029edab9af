import type { TestClient } from "./http-client.js";

export type UploadFile = { name: string; bytes: Uint8Array; type?: string };

/** A multipart upload as the browser sends one, with the client's session and CSRF token. */
export function postFiles(
  baseUrl: string,
  client: TestClient,
  path: string,
  files: UploadFile[],
  field = "files",
  /** Form fields sent before the files, as the app's uploaders send them. */
  fields: Record<string, string> = {},
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files)
    form.append(
      field,
      new Blob([f.bytes as Uint8Array<ArrayBuffer>], {
        type: f.type ?? "application/octet-stream",
      }),
      f.name,
    );
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    body: form,
    headers: {
      cookie: `qr_session=${client.cookie("qr_session")}; qr_csrf=${client.cookie("qr_csrf")}`,
      "x-csrf-token": client.cookie("qr_csrf") ?? "",
    },
  });
}

/** One file into the governance library (its top, or a folder), as the library's uploader sends it. */
export async function uploadToLibrary(
  baseUrl: string,
  client: TestClient,
  orgId: string,
  file: UploadFile,
  folderId?: string,
): Promise<Response> {
  return postFiles(
    baseUrl,
    client,
    `/api/organisations/${orgId}/governance-documents`,
    [file],
    "file",
    folderId ? { folderId } : {},
  );
}
