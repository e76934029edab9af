import { IconArrowsMove, IconPencil, IconTrash, IconUsers } from "@tabler/icons-react";
import { type DocumentFolderView, useDeleteFolder } from "../../data/documents/folders.js";
import { useTranslation } from "../../i18n/translate.js";
import { FolderAudienceForm } from "./FolderAudienceForm.js";
import { LibraryRowActions } from "./LibraryRowActions.js";
import { MoveFolderForm } from "./MoveFolderForm.js";
import { RenameFolderForm } from "./RenameFolderForm.js";

type Props = {
  orgId: string;
  folder: DocumentFolderView;
  /** Every folder the person sees, for the move's choice of places. */
  folders: readonly DocumentFolderView[];
  /** The library's name, which is its top. */
  title: string;
  isCommittee: boolean;
};

/** For those who keep the library: rename, move, re-share or delete one folder. */
export function FolderRowActions({ orgId, folder, folders, title, isCommittee }: Props) {
  const { t } = useTranslation();
  const remove = useDeleteFolder(orgId, folder.id);
  const name = folder.name;
  const shared = { orgId, folder };
  return (
    <LibraryRowActions
      label={t("documents.folderActionsFor", { name })}
      actions={[
        {
          label: t("documents.rename"),
          icon: IconPencil,
          form: {
            title: t("documents.renameTitle", { name }),
            render: (close) => <RenameFolderForm {...shared} onClose={close} />,
          },
        },
        {
          label: t("documents.move"),
          icon: IconArrowsMove,
          form: {
            title: t("documents.moveTitle", { name }),
            render: (close) => (
              <MoveFolderForm {...shared} folders={folders} title={title} onClose={close} />
            ),
          },
        },
        {
          label: t("documents.changeAudience"),
          icon: IconUsers,
          form: {
            title: t("documents.audienceTitle", { name }),
            size: "lg",
            render: (close) => (
              <FolderAudienceForm {...shared} isCommittee={isCommittee} onClose={close} />
            ),
          },
        },
        {
          label: t("documents.deleteFolder"),
          icon: IconTrash,
          danger: true,
          confirm: {
            title: t("documents.deleteFolderTitle", { name }),
            message: t("documents.deleteFolderText", { name }),
            confirmLabel: t("documents.deleteFolderConfirm"),
            run: () => remove.mutateAsync(),
            done: t("documents.folderDeleted", { name }),
          },
        },
      ]}
    />
  );
}
