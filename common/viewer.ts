/**
 * No zod here: the API client, in the first download, reads the header name.
 *
 * How a file reaches Quorate's own viewer. The viewer asks for a file with this header; the
 * server then sends it to every reader (no-store, as an attachment a browser would not open),
 * while the same address asked without it is a download, which follows the organisation's
 * download setting. A plain link, a bookmark or "Save link as" never carries the header.
 */
export const viewerHeader = "x-quorate-viewer";

/** What the viewer shows a file as: PDF pages, a picture, plain text, or nothing (download only). */
export const viewKinds = ["pdf", "image", "text", "none"] as const;
export type ViewKind = (typeof viewKinds)[number];

export function viewKindOf(mime: string): ViewKind {
  if (mime === "application/pdf") return "pdf";
  if (mime.startsWith("image/")) return "image";
  if (mime.startsWith("text/")) return "text";
  return "none";
}

/** A stored file's view: an Office file is shown as its converted PDF once there is one. */
export function storedViewKind(file: { mime: string; pdfStatus: string }): ViewKind {
  return file.pdfStatus === "ready" ? "pdf" : viewKindOf(file.mime);
}

export const fileMessages = {
  downloadsOff:
    "Downloads are turned off for this organisation. Open the document in Quorate to read it.",
} as const;
