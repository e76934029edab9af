import { Modal, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useCallback } from "react";
import { TypedConfirmForm } from "../../components/forms/TypedConfirmForm.js";
import { type CommitteeRow, useDeleteCommittee } from "../../data/committees.js";
import { formatDateTime } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";

type Props = {
  boardId: string;
  committee: CommitteeRow | null;
  eraseDays: number;
  /** The board's clock, which the restore deadline is read on. */
  timeZone: string | undefined;
  onClose: () => void;
};

/** A high-stakes step (ui.md): the person types a word before the committee is deleted. */
export function DeleteCommitteeDialog({ boardId, committee, eraseDays, timeZone, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={committee !== null}
      onClose={onClose}
      title={committee ? t("committees.deleteTitle", { name: committee.Name }) : ""}
    >
      {committee && (
        <DeleteForm
          boardId={boardId}
          committee={committee}
          eraseDays={eraseDays}
          timeZone={timeZone}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function DeleteForm({
  boardId,
  committee,
  eraseDays,
  timeZone,
  onClose,
}: {
  boardId: string;
  committee: CommitteeRow;
  timeZone: string | undefined;
  eraseDays: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteCommittee(boardId);
  const word = t("committees.confirmWord");
  const confirms = useCallback(
    (typed: string) => typed.trim().toLowerCase() === word.toLowerCase(),
    [word],
  );

  return (
    <TypedConfirmForm
      intro={<Text>{t("committees.deleteText", { days: eraseDays })}</Text>}
      label={t("committees.typeToConfirm", { word })}
      confirms={confirms}
      submitLabel={t("committees.delete")}
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(committee.Id, {
          onSuccess: (result) => {
            notifications.show({
              color: "green",
              message: t("committees.deletedText", {
                name: committee.Name,
                date: formatDateTime(result.EraseAfter, timeZone),
              }),
            });
            onClose();
          },
          onError: (error) => notifications.show({ color: "red", message: error.message }),
        })
      }
    />
  );
}
