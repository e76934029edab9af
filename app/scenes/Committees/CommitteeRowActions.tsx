import { notifications } from "@mantine/notifications";
import { IconRestore, IconTrash, IconUserPlus } from "@tabler/icons-react";
import { RowActionsMenu } from "../../components/RowActionsMenu.js";
import { type CommitteeRow, useRestoreCommittee } from "../../data/committees.js";
import { useTranslation } from "../../i18n/translate.js";

type Props = {
  boardId: string;
  committee: CommitteeRow;
  onImport: () => void;
  onDelete: () => void;
};

/** For the board's administrators: import people and delete, or restore a deleted committee. */
export function CommitteeRowActions({ boardId, committee, onImport, onDelete }: Props) {
  const { t } = useTranslation();
  const restore = useRestoreCommittee(boardId);
  const deleted = committee.DeletedAt !== null;

  const restoreCommittee = () =>
    restore.mutate(committee.Id, {
      onSuccess: () =>
        notifications.show({
          color: "green",
          message: t("committees.restored", { name: committee.Name }),
        }),
      onError: (error) => notifications.show({ color: "red", message: error.message }),
    });

  return (
    <RowActionsMenu
      label={t("committees.actionsFor", { name: committee.Name })}
      loading={restore.isPending}
      actions={
        deleted
          ? [{ label: t("committees.restore"), icon: IconRestore, onClick: restoreCommittee }]
          : [
              { label: t("committees.importPeople"), icon: IconUserPlus, onClick: onImport },
              { label: t("committees.delete"), icon: IconTrash, onClick: onDelete, danger: true },
            ]
      }
    />
  );
}
