import { Modal, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMemo } from "react";
import { z } from "zod";
import { FormButtons } from "../../components/forms/FormButtons.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
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
  const typedWord = useMemo(
    () =>
      z.object({
        typed: z
          .string()
          .refine((typed) => typed.trim().toLowerCase() === word.toLowerCase(), word),
      }),
    [word],
  );
  const form = useZodForm(typedWord, { typed: "" });

  return (
    <form
      onSubmit={form.handleSubmit(() =>
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
        }),
      )}
    >
      <Stack>
        <Text>{t("committees.deleteText", { days: eraseDays })}</Text>
        <TextInput
          label={t("committees.typeToConfirm", { word })}
          {...form.textField("typed")}
          // The button waits for the word; half a word typed is not an error to announce.
          error={undefined}
          autoComplete="off"
          data-autofocus
        />
        <FormButtons
          submitLabel={t("committees.delete")}
          danger
          disabled={!form.isValid}
          pending={remove.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
