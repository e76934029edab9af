import { TextInput, type TextInputProps } from "@mantine/core";
import { folderNameMax } from "../../../common/contracts/documents.js";
import { useTranslation } from "../../i18n/translate.js";

/**
 * A folder's name, first in its form. One character more than the limit may be typed, so a
 * pasted name too long is said to be so rather than cut short.
 */
export function FolderNameInput(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      required
      data-autofocus
      label={t("documents.folderName")}
      maxLength={folderNameMax + 1}
      {...props}
    />
  );
}
