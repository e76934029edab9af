import { Anchor, Group, Text, VisuallyHidden } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { fileTypeIcons } from "../../components/file-type-icons.js";
import type { DocumentView } from "../../data/documents/documents.js";
import { documentContentUrl } from "../../data/documents/library-paths.js";
import { formatDate, formatRelativeTime } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";
import { formatFileSize, paperKindOf } from "../Meetings/papers/paper-files.js";
import classes from "./Documents.module.css";

const icons = fileTypeIcons;

type Props = {
  document: DocumentView;
  /** The server's word: may this person take the file (the organisation's download setting). */
  downloadable: boolean;
  /** Where the document is, for a search's matches ("Policies › HR"). */
  location?: string;
};

/** One document: its name opens the file in a new tab when downloads are allowed. */
export function DocumentRow({ document, downloadable, location }: Props) {
  const { t } = useTranslation();
  const kind = paperKindOf(document.name, document.mime);
  const Icon = icons[kind];
  const details = [
    t(`documents.kinds.${kind}`),
    formatFileSize(document.sizeBytes),
    ...(document.version > 1 ? [t("documents.version", { number: document.version })] : []),
  ].join(" · ");
  return (
    <li className={classes.row}>
      <Icon size={24} aria-hidden />
      <div className={classes.rowMain}>
        {downloadable ? (
          <Anchor
            href={documentContentUrl(document.documentVersionId)}
            target="_blank"
            rel="noopener"
            fw={500}
            className={classes.name}
          >
            {document.name}
            <VisuallyHidden> {t("common.opensInNewTab")}</VisuallyHidden>
          </Anchor>
        ) : (
          <Text fw={500} className={classes.name}>
            {document.name}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {details} ·{" "}
          <time dateTime={document.uploadedAt} title={formatDate(document.uploadedAt)}>
            {t("documents.uploaded", { when: formatRelativeTime(document.uploadedAt) })}
          </time>
        </Text>
        {location && (
          <Text size="sm" c="dimmed" className={classes.name}>
            {t("documents.inFolder", { path: location })}
          </Text>
        )}
      </div>
      {!downloadable && (
        <Group gap={4} wrap="nowrap" c="dimmed">
          <IconLock size={16} aria-hidden />
          <Text size="sm" inherit>
            {t("documents.notDownloadable")}
          </Text>
        </Group>
      )}
    </li>
  );
}
