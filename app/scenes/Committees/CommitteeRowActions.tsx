import { ActionIcon, Menu } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDots, IconRestore, IconTrash, IconUserPlus } from "@tabler/icons-react";
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

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          loading={restore.isPending}
          aria-label={t("committees.actionsFor", { name: committee.Name })}
        >
          <IconDots size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {deleted ? (
          <Menu.Item
            leftSection={<IconRestore size={16} aria-hidden />}
            onClick={() =>
              restore.mutate(committee.Id, {
                onSuccess: () =>
                  notifications.show({
                    color: "green",
                    message: t("committees.restored", { name: committee.Name }),
                  }),
                onError: (error) => notifications.show({ color: "red", message: error.message }),
              })
            }
          >
            {t("committees.restore")}
          </Menu.Item>
        ) : (
          <>
            <Menu.Item leftSection={<IconUserPlus size={16} aria-hidden />} onClick={onImport}>
              {t("committees.importPeople")}
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={onDelete}
            >
              {t("committees.delete")}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
