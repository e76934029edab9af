import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
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
  const [typed, setTyped] = useState("");
  const word = t("committees.confirmWord");
  const confirmed = typed.trim().toLowerCase() === word.toLowerCase();

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!confirmed) return;
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
        });
      }}
    >
      <Stack>
        <Text>{t("committees.deleteText", { days: eraseDays })}</Text>
        <TextInput
          label={t("committees.typeToConfirm", { word })}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" color="red" disabled={!confirmed} loading={remove.isPending}>
            {t("committees.delete")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
