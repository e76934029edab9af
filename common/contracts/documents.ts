import { z } from "zod";
import { folderAudiences } from "../documents/folder-audience.js";
import { roleSchema } from "../roles.js";
import { freeText, nameText } from "../text.js";
import { fileMessages, viewKinds } from "../viewer.js";
import { fileReader } from "./reads.js";

/** The governance library (server/areas/documents/): folders, documents and their versions. */
export const folderNameMax = 120;

export const documentMessages = {
  folderName: `Give the folder a name of up to ${folderNameMax} characters.`,
  chooseAudience: "Choose at least one role or person who may see this folder.",
  folderNotFound: "That folder was not found.",
  documentNotFound: "That document was not found.",
  chooseFile: "Choose a file to upload.",
  downloadsOff: fileMessages.downloadsOff,
  olderVersion: "This version has been replaced. Open the current version of the document.",
  inBin: "This document is in the bin. Restore it first.",
  nothingToChange:
    "Say what to change: the folder's name, where it is, or who may see it (with the audience).",
  moveIntoItself: "A folder can't be moved into itself or into a folder inside it.",
  folderNotEmpty: "Only an empty folder can be deleted. Move or delete what is in it first.",
  folderHoldsBinned:
    "This folder still holds documents in the bin. Restore and move them, or wait until the bin is emptied.",
  notInBin: "This document is not in the bin.",
  date: "Use a date like 2026-12-03.",
  noDates: "Give an approval date or a review date, or clear one.",
  reviewBeforeApproval: "The review date can't be before the approval date.",
} as const;

export const documentFolderView = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  audience: z.enum(folderAudiences),
  audienceRoles: z.array(roleSchema),
  audiencePeople: z.array(z.string()),
});
export type DocumentFolderView = z.infer<typeof documentFolderView>;

/** GET /api/organisations/:orgId/document-folders: every folder the caller may see. */
export const documentFolderList = z.object({
  folders: z.array(documentFolderView),
  abilities: z.object({ manage: z.boolean() }),
});

/** POST /api/organisations/:orgId/document-folders */
export const createFolderBody = z
  .strictObject({
    name: nameText()
      .min(1, documentMessages.folderName)
      .max(folderNameMax, documentMessages.folderName),
    parentId: z.uuid("That folder id is not valid.").nullable().default(null),
    audience: z.enum(folderAudiences).default("everyone"),
    audienceRoles: z.array(roleSchema).max(6).default([]),
    audiencePeople: z.array(z.uuid("That person id is not valid.")).max(500).default([]),
  })
  .refine((b) => b.audience !== "chosen" || b.audienceRoles.length + b.audiencePeople.length > 0, {
    message: documentMessages.chooseAudience,
    path: ["audienceRoles"],
  });
export type CreateFolderBody = z.output<typeof createFolderBody>;

export const createdFolder = z.object({ id: z.string(), name: z.string() });

export const folderParams = z.strictObject({ folderId: z.uuid("That folder id is not valid.") });

/** PATCH /api/document-folders/:folderId: one or more of a new name, a new place, a new audience. */
export const changeFolderBody = z
  .strictObject({
    name: nameText()
      .min(1, documentMessages.folderName)
      .max(folderNameMax, documentMessages.folderName)
      .optional(),
    parentId: z.uuid("That folder id is not valid.").nullable().optional(),
    audience: z.enum(folderAudiences).optional(),
    audienceRoles: z.array(roleSchema).max(6).optional(),
    audiencePeople: z.array(z.uuid("That person id is not valid.")).max(500).optional(),
  })
  .refine(
    (b) =>
      b.audience !== "chosen" ||
      (b.audienceRoles?.length ?? 0) + (b.audiencePeople?.length ?? 0) > 0,
    { message: documentMessages.chooseAudience, path: ["audienceRoles"] },
  );
export type ChangeFolderBody = z.output<typeof changeFolderBody>;

export const documentSorts = ["name", "date"] as const;

export const documentListQuery = z.strictObject({
  sort: z.enum(documentSorts, "Sort by name or by date.").optional(),
  folderId: z.uuid("That folder id is not valid.").optional(),
  q: freeText().trim().max(200, "Search for up to 200 characters.").optional(),
});

export const documentView = z.object({
  documentId: z.string(),
  documentVersionId: z.string(),
  name: z.string(),
  mime: z.string(),
  sizeBytes: z.number().int(),
  version: z.number().int(),
  folderId: z.string().nullable(),
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
  /** When the board approved it, and when it is due for review (YYYY-MM-DD, no zone). */
  approvedOn: z.string().nullable(),
  reviewOn: z.string().nullable(),
  /** Who opened it (read receipts), for the library's managers; null for everyone else. */
  readers: z.array(fileReader).nullable().default(null),
  /** In a search: found in its words rather than its name, and on which page (when paged). */
  foundInText: z.boolean().default(false),
  foundOnPage: z.number().int().nullable().default(null),
});
export type DocumentView = z.infer<typeof documentView>;

/** GET /api/organisations/:orgId/governance-documents: a folder's documents, or the matches of `q`. */
export const documentList = z.object({
  folderId: z.string().nullable(),
  documents: z.array(documentView),
  abilities: z.object({ upload: z.boolean(), download: z.boolean() }),
});

/** POST /api/organisations/:orgId/governance-documents (multipart `file`, optional `folderId`): 201. */
export const uploadedDocument = documentView;

export const documentVersionParams = z.strictObject({
  documentVersionId: z.uuid("That document id is not valid."),
});

export const documentParams = z.strictObject({
  documentId: z.uuid("That document id is not valid."),
});

/** Whether a review date comes no earlier than the approval date (either may be missing). */
export const reviewAfterApproval = (dates: {
  approvedOn?: string | null | undefined;
  reviewOn?: string | null | undefined;
}) => !dates.approvedOn || !dates.reviewOn || dates.reviewOn >= dates.approvedOn;

const documentDate = z.iso.date(documentMessages.date);

/**
 * PATCH /api/documents/:documentId: its approval and review dates, one or both; null clears
 * one. The server checks the review date against the approval date it keeps as well.
 */
export const documentDatesBody = z
  .strictObject({
    approvedOn: documentDate.nullable().optional(),
    reviewOn: documentDate.nullable().optional(),
  })
  .refine((b) => b.approvedOn !== undefined || b.reviewOn !== undefined, documentMessages.noDates)
  .refine(reviewAfterApproval, {
    message: documentMessages.reviewBeforeApproval,
    path: ["reviewOn"],
  });
export type DocumentDatesBody = z.output<typeof documentDatesBody>;

/** The document's dates as saved. */
export const documentDates = z.object({
  approvedOn: z.string().nullable(),
  reviewOn: z.string().nullable(),
});

export const versionNoteMax = 500;

/** POST /api/documents/:documentId/versions: multipart `file` and an optional `note` (≤ 500). */
export const versionNote = freeText()
  .trim()
  .max(versionNoteMax, `Keep the note to ${versionNoteMax} characters.`);

export const versionHistory = z.object({
  documentId: z.string(),
  versions: z.array(
    z.object({
      documentVersionId: z.string(),
      version: z.number().int(),
      name: z.string(),
      sizeBytes: z.number().int(),
      uploadedAt: z.string(),
      uploadedByName: z.string().nullable(),
      note: z.string().nullable(),
      current: z.boolean(),
      /** Older versions open for the library's managers only. */
      canOpen: z.boolean(),
    }),
  ),
});

/**
 * GET /api/document-versions/:documentVersionId: one version for the viewer (a citation's
 * `;doc=` address names it). A replaced version is described to every reader, so the viewer
 * can say so and link to the current one; its file opens for the managers only (`canOpen`).
 */
export const documentVersionDetail = documentView.extend({
  current: z.boolean(),
  currentVersionId: z.string(),
  /** How the viewer shows it: PDF pages, a picture, text, or nothing (a download only). */
  show: z.enum(viewKinds),
  /** An Office file's PDF: being made, made, failed, or no converter on this server. */
  conversion: z.enum(["none", "pending", "ready", "failed", "unavailable"]),
  /** Its words for search and the assistant: being read, read, none (a scan), or unreadable. */
  text: z.enum(["pending", "extracted", "noText", "failed"]),
  canOpen: z.boolean(),
  abilities: z.object({ download: z.boolean(), manage: z.boolean() }),
});
export type DocumentVersionDetail = z.infer<typeof documentVersionDetail>;
