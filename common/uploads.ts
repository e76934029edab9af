/** Upload rules of spec §5 and the board-portal behaviour: 50 MB each, up to 10 at a time, office, PDF and image types. */
export const uploadLimits = { maxFileBytes: 50 * 1024 * 1024, maxFilesPerUpload: 10 } as const;

export const allowedPaperTypes: Record<string, readonly string[]> = {
  pdf: ["application/pdf"],
  doc: ["application/msword"],
  docx: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  xls: ["application/vnd.ms-excel"],
  xlsx: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
  ppt: ["application/vnd.ms-powerpoint"],
  pptx: ["application/vnd.openxmlformats-officedocument.presentationml.presentation"],
  txt: ["text/plain"],
  md: ["text/markdown"],
  csv: ["text/csv"],
  png: ["image/png"],
  jpg: ["image/jpeg"],
  jpeg: ["image/jpeg"],
  gif: ["image/gif"],
  webp: ["image/webp"],
};

export const uploadMessages = {
  unsupportedFormat:
    "The file type is not allowed. Upload a PDF, an Office document, a text file or an image.",
  tooBig: "The file is bigger than 50mb.",
  empty: "The file is empty.",
  tooManyFiles: "You can upload up to 10 files at a time.",
  oneFile: "Upload one file at a time here.",
  unknown: "Something went wrong while uploading. Please try again.",
  badName:
    "The file name can't contain slashes or control characters. Rename the file and try again.",
  damaged: "The file is damaged and can't be opened. Save it again and upload the new copy.",
  passwordProtected:
    "The file is protected by a password. Remove the password, save it again and upload it.",
} as const;

/** The file's type from its name; the browser's MIME type is only a hint. */
export function paperTypeOf(fileName: string): { ext: string; mime: string } | undefined {
  const ext = fileName.toLowerCase().split(".").pop() ?? "";
  const mimes = allowedPaperTypes[ext];
  const mime = mimes?.[0];
  return mime ? { ext, mime } : undefined;
}
