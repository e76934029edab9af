import { Group, Text } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { calendarDate } from "../../../common/date-formatters.js";
import { fileTypeIcons } from "../../components/file-type-icons.js";
import { ReaderInitials } from "../../components/ReaderInitials.js";
import type { DocumentView } from "../../data/documents/documents.js";
import { formatDate, formatRelativeTime } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";
import { formatFileSize, paperKindOf } from "../Meetings/papers/paper-files.js";
import classes from "./Documents.module.css";
import { ReviewDue } from "./ReviewDue.js";
import { VersionLink } from "./VersionLink.js";

const icons = fileTypeIcons;

type Props = {
  orgId: string;
  document: DocumentView;
  /** The server's word: may this person take the file (the organisation's download setting). */
  downloadable: boolean;
  /** Where the document is, for a search's matches ("Policies › HR"). */
  location?: string;
  /** In the bin: listed by name only, since no version of it opens until it is restored. */
  inBin?: boolean;
  /** What may be done with it (its menu, or Restore in the bin), at the end of the row. */
  actions?: ReactNode;
};

/** One document: its name opens it in the viewer (an address of its own, for Back and new tabs). */
export function DocumentRow({ orgId, document, downloadable, location, inBin, actions }: Props) {
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
        <Text fw={500} className={classes.name}>
          <VersionLink
            orgId={orgId}
            documentVersionId={document.documentVersionId}
            folderId={document.folderId}
            opens={!inBin}
          >
            {document.name}
          </VersionLink>
        </Text>
        <Text size="sm" c="dimmed">
          {details} ·{" "}
          <time dateTime={document.uploadedAt} title={formatDate(document.uploadedAt)}>
            {t("documents.uploaded", { when: formatRelativeTime(document.uploadedAt) })}
          </time>
          {document.approvedOn &&
            ` · ${t("documents.approved", { date: calendarDate(document.approvedOn) })}`}
        </Text>
        {document.reviewOn && !inBin && <ReviewDue reviewOn={document.reviewOn} />}
        {document.foundInText && (
          <Text size="sm" c="dimmed">
            {document.foundOnPage
              ? t("documents.foundOnPage", { page: document.foundOnPage })
              : t("documents.foundInText")}
          </Text>
        )}
        {location && (
          <Text size="sm" c="dimmed" className={classes.name}>
            {t("documents.inFolder", { path: location })}
          </Text>
        )}
      </div>
      {document.readers && <ReaderInitials readers={document.readers} />}
      {!downloadable && (
        <Group gap={4} wrap="nowrap" c="dimmed">
          <IconLock size={16} aria-hidden />
          <Text size="sm" inherit>
            {t("documents.notDownloadable")}
          </Text>
        </Group>
      )}
      {actions}
    </li>
  );
}
