import {
  IconFile,
  IconFileTypeCsv,
  IconFileTypeDoc,
  IconFileTypePdf,
  IconFileTypePpt,
  IconFileTypeTxt,
  IconFileTypeXls,
  IconPhoto,
} from "@tabler/icons-react";
import type { PaperKind } from "../scenes/Meetings/papers/paper-files.js";

/** The icon beside a file's name, by its kind: papers and the library's documents alike. */
export const fileTypeIcons: Record<PaperKind, typeof IconFile> = {
  pdf: IconFileTypePdf,
  word: IconFileTypeDoc,
  excel: IconFileTypeXls,
  powerpoint: IconFileTypePpt,
  text: IconFileTypeTxt,
  csv: IconFileTypeCsv,
  image: IconPhoto,
  file: IconFile,
};
