import { Alert, Button, EmptyState, Stack, Text } from "@mantine/core";
import { IconFolderOpen, IconSearch } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { isBadLinkError } from "../../data/api-error.js";
import type { DocumentList, DocumentView } from "../../data/documents/documents.js";
import type { DocumentFolderView, FolderList } from "../../data/documents/folders.js";
import { useTranslation } from "../../i18n/translate.js";
import { DocumentRow } from "./DocumentRow.js";
import classes from "./Documents.module.css";
import { FolderBreadcrumb } from "./FolderBreadcrumb.js";
import { FolderRow } from "./FolderRow.js";
import { folderLocation, folderPath, foldersIn } from "./folder-tree.js";
import { ListSkeleton } from "./ListSkeleton.js";

type Props = {
  orgId: string;
  /** "Governance Documents" or "Committee Documents": the top of the library. */
  title: string;
  folderId: string | null;
  /** The words searched for (already trimmed and debounced); empty when not searching. */
  q: string;
  folders: UseQueryResult<FolderList>;
  documents: UseQueryResult<DocumentList>;
  onOpenFolder: (folderId: string | null) => void;
  onClearSearch: () => void;
  /** For those who keep the library: what an empty folder offers first (Upload, New folder). */
  firstActions: ReactNode;
  /** For those who keep the library: each folder's and each document's menu. */
  folderActions?: ((folder: DocumentFolderView) => ReactNode) | undefined;
  documentActions?: ((document: DocumentView) => ReactNode) | undefined;
};

/**
 * The library's body: the breadcrumb, a folder's sub-folders then its documents, or a
 * search's matches across the library; with the loading, failure, empty and not-found states.
 */
export function LibraryContents(props: Props) {
  const { title, folderId, q, folders, documents, onOpenFolder, onClearSearch, firstActions } =
    props;
  const { folderActions, documentActions } = props;
  const { t } = useTranslation();
  if (folders.isPending || documents.isPending) return <ListSkeleton />;
  const allFolders = folders.data?.folders ?? [];
  // A folder removed, never shared with this person, or a mistyped address.
  const folderMissing =
    (folderId !== null && folders.isSuccess && !allFolders.some((f) => f.id === folderId)) ||
    (folderId !== null && documents.isError && isBadLinkError(documents.error));
  if (folderMissing && !q) {
    return (
      <Alert color="yellow" title={t("documents.folderNotFoundTitle")}>
        <Stack gap="sm" align="flex-start">
          <Text>{t("documents.folderNotFoundText")}</Text>
          <Button variant="default" onClick={() => onOpenFolder(null)}>
            {t("documents.backToTop", { title })}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (folders.isError || documents.isError) {
    const retry = () => {
      if (folders.isError) void folders.refetch();
      if (documents.isError) void documents.refetch();
    };
    return <QueryErrorAlert what="documents" onRetry={retry} />;
  }
  const { documents: files, abilities } = documents.data;
  const downloadNote = !abilities.download && files.length > 0 && (
    <Text size="sm" c="dimmed" mb="xs">
      {t("documents.downloadsOff")}
    </Text>
  );

  if (q) {
    if (files.length === 0) {
      return (
        <EmptyState
          mt="xl"
          icon={<IconSearch size={32} aria-hidden />}
          withIndicatorBackground
          title={t("documents.noMatchTitle", { q })}
          description={t("documents.noMatchText")}
        >
          <EmptyState.Actions>
            <Button variant="default" onClick={onClearSearch}>
              {t("documents.clearSearch")}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      );
    }
    return (
      <>
        <Text mb="xs" role="status">
          {t("documents.matchCount", { count: files.length, q })}
        </Text>
        {downloadNote}
        <ul
          className={classes.plainList}
          aria-label={t("documents.matchesLabel", { q })}
          aria-busy={documents.isPlaceholderData}
        >
          {files.map((file) => (
            <DocumentRow
              orgId={props.orgId}
              key={file.documentId}
              document={file}
              downloadable={abilities.download}
              location={folderLocation(allFolders, file.folderId, title)}
              actions={documentActions?.(file)}
            />
          ))}
        </ul>
      </>
    );
  }

  const path = folderPath(allFolders, folderId);
  const current = path.at(-1)?.name ?? title;
  const subFolders = foldersIn(allFolders, folderId);
  const breadcrumb = <FolderBreadcrumb title={title} path={path} onOpen={onOpenFolder} />;
  if (subFolders.length === 0 && files.length === 0) {
    return (
      <>
        {breadcrumb}
        <EmptyState
          mt="xl"
          icon={<IconFolderOpen size={32} aria-hidden />}
          withIndicatorBackground
          title={folderId ? t("documents.emptyFolderTitle") : t("documents.emptyTopTitle")}
          description={
            firstActions ? t("documents.emptyTextManager") : t("documents.emptyTextReader")
          }
        >
          {firstActions && <EmptyState.Actions>{firstActions}</EmptyState.Actions>}
        </EmptyState>
      </>
    );
  }
  return (
    <>
      {breadcrumb}
      {downloadNote}
      <ul
        className={classes.plainList}
        aria-label={t("documents.contentsLabel", { folder: current })}
      >
        {subFolders.map((folder) => (
          <FolderRow
            key={folder.id}
            folder={folder}
            onOpen={onOpenFolder}
            actions={folderActions?.(folder)}
          />
        ))}
        {files.map((file) => (
          <DocumentRow
            key={file.documentId}
            orgId={props.orgId}
            document={file}
            downloadable={abilities.download}
            actions={documentActions?.(file)}
          />
        ))}
      </ul>
    </>
  );
}
