import { Button, VisuallyHidden } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useRef } from "react";
import { allowedPaperTypes } from "../../../common/uploads.js";
import { useTranslation } from "../../i18n/translate.js";

/** The picker offers the allowed types; every file is checked again before sending. */
export const pickerAccept = Object.keys(allowedPaperTypes)
  .map((ext) => `.${ext}`)
  .join(",");

type Props = { folderName: string; onFiles: (files: File[]) => void };

/** "Upload": opens the browser's file picker for one or more files. */
export function UploadButton({ folderName, onFiles }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        leftSection={<IconUpload size={18} aria-hidden />}
        onClick={() => input.current?.click()}
      >
        {t("documents.upload")}
      </Button>
      <VisuallyHidden>
        <input
          ref={input}
          type="file"
          multiple
          accept={pickerAccept}
          tabIndex={-1}
          aria-label={t("documents.chooseFiles", { folder: folderName })}
          onChange={(event) => {
            onFiles(Array.from(event.currentTarget.files ?? []));
            // Choosing the same file again (after fixing it) must fire a change.
            event.currentTarget.value = "";
          }}
        />
      </VisuallyHidden>
    </>
  );
}
