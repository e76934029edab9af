import { Badge, Text, UnstyledButton } from "@mantine/core";
import { IconFolder, IconFolderFilled } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { DocumentFolderView } from "../../data/documents/folders.js";
import { useTranslation } from "../../i18n/translate.js";
import classes from "./Documents.module.css";

type Props = {
  folder: DocumentFolderView;
  onOpen: (folderId: string) => void;
  /** For those who keep the library: the folder's menu, beside the button (never inside it). */
  actions?: ReactNode;
};

/** A sub-folder: the row is one button (click, Enter or Space opens it), then its menu. */
export function FolderRow({ folder, onOpen, actions }: Props) {
  const { t } = useTranslation();
  const Icon = folder.audience === "everyone" ? IconFolder : IconFolderFilled;
  return (
    <li className={classes.folderItem}>
      <UnstyledButton
        className={`${classes.row} ${classes.rowButton}`}
        onClick={() => onOpen(folder.id)}
      >
        <Icon size={24} aria-hidden />
        {/* A button holds only phrasing content: spans shown as blocks. */}
        <span className={classes.rowMain}>
          <Text component="span" display="block" fw={500} className={classes.name}>
            {folder.name}
          </Text>
          <Text component="span" display="block" size="sm" c="dimmed">
            {t("documents.kindFolder")}
          </Text>
        </span>
        {folder.audience !== "everyone" && (
          <Badge component="span" variant="light" size="lg" tt="none">
            {folder.audience === "boardOnly"
              ? t("documents.audienceBoardOnly")
              : t("documents.audienceChosen")}
          </Badge>
        )}
      </UnstyledButton>
      {actions}
    </li>
  );
}
