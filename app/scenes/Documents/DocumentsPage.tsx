import { Box, Button, CloseButton, Group, SegmentedControl, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconFolderPlus, IconSearch, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { documentListQuery } from "../../../common/contracts/documents.js";
import { PageTitle } from "../../components/PageTitle.js";
import { useFileDrop } from "../../components/use-file-drop.js";
import { useUploadQueue } from "../../components/use-upload-queue.js";
import { useDocuments, useRefreshDocuments } from "../../data/documents/documents.js";
import { useFolders } from "../../data/documents/folders.js";
import type { DocumentScope } from "../../data/documents/library-paths.js";
import { uploadDocument } from "../../data/documents/upload-document.js";
import { useMe } from "../../data/me.js";
import { useTranslation } from "../../i18n/translate.js";
import { DocumentsTabs } from "../MeetingDocuments/DocumentsTabs.js";
import { BinDialog } from "./BinDialog.js";
import { DocumentRowActions } from "./DocumentRowActions.js";
import classes from "./Documents.module.css";
import { DocumentVersionView } from "./DocumentVersionView.js";
import { FolderRowActions } from "./FolderRowActions.js";
import { folderPath } from "./folder-tree.js";
import { LibraryContents } from "./LibraryContents.js";
import { NewFolderDialog } from "./NewFolderDialog.js";
import { UploadButton } from "./UploadButton.js";
import { UploadProgressList } from "./UploadProgressList.js";

/** Spec §9: the search box waits 300 ms after typing stops. */
const searchDebounceMs = 300;
/** The contract's limit for the words searched for, so the box stops where the server would. */
const searchTextMax = documentListQuery.shape.q.unwrap().maxLength ?? undefined;

type Props = {
  orgId: string;
  /** A version named by the address (`;doc=`: a citation, or a document opened here), in the viewer. */
  citedVersionId?: string | undefined;
  /** The page to open the cited version at (a search result's passage: `?page=`). */
  citedPage?: number | undefined;
  /** The folder shown, from the address (`?folder=`); null for the top of the library. */
  folderId: string | null;
  /** Opens a folder by changing the address, so Back returns to the one before. */
  onOpenFolder: (folderId: string | null) => void;
};

/**
 * The governance library ("Committee Documents" in a committee): folders and documents,
 * a search across everything the person may see, and for those who keep the library, new
 * folders and uploads (one request per file, each with its own progress).
 */
export function DocumentsPage({ orgId, citedVersionId, citedPage, folderId, onOpenFolder }: Props) {
  const { t } = useTranslation();
  const me = useMe();
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), searchDebounceMs);
  const [creatingFolder, setCreatingFolder] = useState(false);
  const [binOpen, setBinOpen] = useState(false);
  const folders = useFolders(orgId);
  const [sort, setSort] = useState<"name" | "date">("name");
  const sorted = sort === "date" ? { sort } : {};
  const scope: DocumentScope = q
    ? { kind: "search", q, ...sorted }
    : { kind: "folder", folderId, ...sorted };
  const documents = useDocuments(orgId, scope);
  const refresh = useRefreshDocuments(orgId);
  const uploads = useUploadQueue({
    send: (file, onProgress) => uploadDocument(orgId, folderId, file, onProgress),
    afterAll: refresh,
  });
  // The server's word on what this person may do: keep the folders, and upload and bin documents.
  const canManage = folders.data?.abilities.manage === true;
  const canUpload = documents.data?.abilities.upload === true;
  const drop = useFileDrop(canUpload && !q, (files) => void uploads.start(files));
  // The route guard has checked the organisation and its documents access.
  const org = me.organisations.find((o) => o.Id === orgId);
  if (!org) return null;
  const isCommittee = org.Parent !== null;
  const title = isCommittee ? t("documents.titleCommittee") : t("documents.titleBoard");
  const allFolders = folders.data?.folders ?? [];
  const current = folderPath(allFolders, folderId).at(-1);
  const folderName = current?.name ?? title;

  if (citedVersionId)
    return (
      <>
        <PageTitle title={title} />
        <DocumentVersionView
          orgId={orgId}
          documentVersionId={citedVersionId}
          initialPage={citedPage}
          backLabel={folderName}
          onBack={() => onOpenFolder(folderId)}
        />
      </>
    );

  const actions = (
    <>
      {canManage && (
        <Button
          variant="default"
          leftSection={<IconFolderPlus size={18} aria-hidden />}
          onClick={() => setCreatingFolder(true)}
        >
          {t("documents.newFolder")}
        </Button>
      )}
      {canUpload && (
        <UploadButton folderName={folderName} onFiles={(files) => void uploads.start(files)} />
      )}
    </>
  );
  const hasActions = canManage || canUpload;
  // The bin is not a first step for an empty library, so only the page's own buttons offer it.
  const pageActions = hasActions && (
    <Group gap="sm">
      {canManage && (
        <Button
          variant="default"
          leftSection={<IconTrash size={18} aria-hidden />}
          onClick={() => setBinOpen(true)}
        >
          {t("documents.bin")}
        </Button>
      )}
      {actions}
    </Group>
  );

  return (
    <>
      <PageTitle title={title} actions={pageActions} />
      <Text c="dimmed" mb="md">
        {org.Name}
      </Text>
      <DocumentsTabs orgId={orgId} current="library" />
      <TextInput
        type="search"
        label={t("documents.search")}
        placeholder={t("documents.searchPlaceholder")}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          search && (
            <CloseButton aria-label={t("documents.clearSearch")} onClick={() => setSearch("")} />
          )
        }
        maxLength={searchTextMax}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        w={{ base: "100%", xs: 360 }}
      />
      <Group gap="xs" mt="sm" mb="md">
        <Text size="sm" id="library-sort-label">
          {t("documents.sortBy")}
        </Text>
        <SegmentedControl
          size="xs"
          aria-labelledby="library-sort-label"
          value={sort}
          onChange={(value) => setSort(value === "date" ? "date" : "name")}
          data={[
            { value: "name", label: t("documents.sortName") },
            { value: "date", label: t("documents.sortDate") },
          ]}
        />
      </Group>
      <UploadProgressList rows={uploads.rows} onDismiss={uploads.dismiss} />
      <Box
        className={classes.dropZone}
        data-file-over={drop.fileOver || undefined}
        {...drop.handlers}
      >
        <LibraryContents
          orgId={orgId}
          title={title}
          folderId={folderId}
          q={q}
          folders={folders}
          documents={documents}
          onOpenFolder={onOpenFolder}
          onClearSearch={() => setSearch("")}
          firstActions={hasActions ? actions : null}
          folderActions={
            canManage
              ? (folder) => (
                  <FolderRowActions
                    orgId={orgId}
                    folder={folder}
                    folders={allFolders}
                    title={title}
                    isCommittee={isCommittee}
                  />
                )
              : undefined
          }
          documentActions={
            canUpload
              ? (document) => <DocumentRowActions orgId={orgId} document={document} />
              : undefined
          }
        />
        {drop.fileOver && (
          <Text fw={500} mt="sm">
            {t("documents.dropHere", { folder: folderName })}
          </Text>
        )}
      </Box>
      {canManage && (
        <>
          <NewFolderDialog
            orgId={orgId}
            isCommittee={isCommittee}
            parent={current ? { id: current.id, name: current.name } : null}
            opened={creatingFolder}
            onClose={() => setCreatingFolder(false)}
          />
          <BinDialog
            orgId={orgId}
            title={title}
            folders={allFolders}
            opened={binOpen}
            onClose={() => setBinOpen(false)}
          />
        </>
      )}
    </>
  );
}
