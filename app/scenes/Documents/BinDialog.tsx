import { Button, EmptyState, Modal, Text } from "@mantine/core";
import { IconRestore, IconTrash } from "@tabler/icons-react";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { useBin, useRestoreDocument } from "../../data/documents/bin.js";
import type { DocumentFolderView } from "../../data/documents/folders.js";
import { useTranslation } from "../../i18n/translate.js";
import { DocumentRow } from "./DocumentRow.js";
import classes from "./Documents.module.css";
import { folderLocation } from "./folder-tree.js";
import { ListSkeleton } from "./ListSkeleton.js";
import { sayDone, sayRefused } from "./library-notices.js";

type Props = {
  orgId: string;
  /** The library's name, which is its top. */
  title: string;
  /** Every folder the person sees, to say where each document goes back to. */
  folders: readonly DocumentFolderView[];
  opened: boolean;
  onClose: () => void;
};

/** The library's bin, for those who keep it: deleted documents, each restorable for 30 days. */
export function BinDialog({ opened, onClose, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("documents.binDialogTitle")} size="lg">
      {/* Read when opened, so it is never an old list. */}
      {opened && <BinContents {...rest} />}
    </Modal>
  );
}

function BinContents({ orgId, title, folders }: Omit<Props, "opened" | "onClose">) {
  const { t } = useTranslation();
  const bin = useBin(orgId);
  const restore = useRestoreDocument(orgId);
  if (bin.isPending) return <ListSkeleton />;
  if (bin.isError)
    return <QueryErrorAlert message={bin.error.message} onRetry={() => bin.refetch()} />;
  const { documents, abilities } = bin.data;
  if (documents.length === 0) {
    return (
      <EmptyState
        icon={<IconTrash size={32} aria-hidden />}
        withIndicatorBackground
        title={t("documents.binEmptyTitle")}
        description={t("documents.binEmptyText")}
      />
    );
  }
  return (
    <>
      <Text mb="sm">{t("documents.binNote")}</Text>
      <ul className={classes.plainList} aria-label={t("documents.binLabel")}>
        {documents.map((document) => {
          const name = document.name;
          const place = folderLocation(folders, document.folderId, title);
          const restoreIt = () =>
            restore.mutate(document.documentId, {
              onSuccess: () => sayDone(t("documents.restored", { name, place })),
              onError: sayRefused,
            });
          return (
            <DocumentRow
              key={document.documentId}
              orgId={orgId}
              document={document}
              downloadable={abilities.download}
              location={place}
              inBin
              actions={
                <Button
                  variant="default"
                  leftSection={<IconRestore size={18} aria-hidden />}
                  aria-label={t("documents.restoreLabel", { name })}
                  loading={restore.isPending && restore.variables === document.documentId}
                  disabled={restore.isPending && restore.variables !== document.documentId}
                  onClick={restoreIt}
                >
                  {t("documents.restore")}
                </Button>
              }
            />
          );
        })}
      </ul>
    </>
  );
}
