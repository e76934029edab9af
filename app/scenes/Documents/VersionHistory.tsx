import { Badge, Group, Text } from "@mantine/core";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import type { DocumentView } from "../../data/documents/documents.js";
import { type HistoryVersion, useVersionHistory } from "../../data/documents/version-history.js";
import { formatDate, formatRelativeTime } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";
import classes from "./Documents.module.css";
import { ListSkeleton } from "./ListSkeleton.js";
import { VersionLink } from "./VersionLink.js";

type Props = { orgId: string; document: DocumentView };

function VersionEntry({ orgId, document, version }: Props & { version: HistoryVersion }) {
  const { t } = useTranslation();
  const when = formatRelativeTime(version.uploadedAt);
  return (
    <li className={classes.historyEntry}>
      <Group gap="xs">
        <Text fw={600}>{t("documents.versionNumber", { number: version.version })}</Text>
        {version.current && (
          <Badge variant="light" tt="none">
            {t("documents.current")}
          </Badge>
        )}
      </Group>
      <Text className={classes.name}>
        {/* Older files open for the library's keepers only; the server says which do. */}
        <VersionLink
          orgId={orgId}
          documentVersionId={version.documentVersionId}
          folderId={document.folderId}
          opens={version.canOpen}
        >
          {version.name}
        </VersionLink>
      </Text>
      <Text size="sm" c="dimmed">
        <time dateTime={version.uploadedAt} title={formatDate(version.uploadedAt)}>
          {version.uploadedByName
            ? t("documents.uploadedBy", { who: version.uploadedByName, when })
            : t("documents.uploaded", { when })}
        </time>
      </Text>
      {version.note && (
        <Text size="sm" className={classes.versionNote}>
          {version.note}
        </Text>
      )}
    </li>
  );
}

/** A document's versions, newest first: who uploaded each, when, and the note left with it. */
export function VersionHistory({ orgId, document }: Props) {
  const { t } = useTranslation();
  const history = useVersionHistory(orgId, document.documentId);
  if (history.isPending) return <ListSkeleton />;
  if (history.isError)
    return <QueryErrorAlert message={history.error.message} onRetry={() => history.refetch()} />;
  return (
    <ul
      className={classes.plainList}
      aria-label={t("documents.historyLabel", { name: document.name })}
    >
      {history.data.versions.map((version) => (
        <VersionEntry
          key={version.documentVersionId}
          orgId={orgId}
          document={document}
          version={version}
        />
      ))}
    </ul>
  );
}
