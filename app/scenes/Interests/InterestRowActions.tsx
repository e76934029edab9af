import { notifications } from "@mantine/notifications";
import { IconCalendarOff, IconPencil, IconRestore, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { RowActionsMenu } from "../../components/RowActionsMenu.js";
import { type InterestView, useDeleteInterest, useReopenInterest } from "../../data/interests.js";
import { useTranslation } from "../../i18n/translate.js";
import { ConfirmDialog } from "../Meetings/ConfirmDialog.js";
import { EndInterestDialog } from "./EndInterestDialog.js";
import { InterestDialog } from "./InterestDialog.js";

type Props = { orgId: string; interest: InterestView; today: string; canEditAnyone: boolean };

/** Edit, end, reopen and delete for one entry the viewer may change, behind one labelled button. */
export function InterestRowActions({ orgId, interest, today, canEditAnyone }: Props) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<"edit" | "end" | "reopen" | "delete" | null>(null);
  const reopen = useReopenInterest(orgId, interest.Id);
  const remove = useDeleteInterest(orgId, interest.Id);
  const close = () => setDialog(null);
  const done = (message: string) => () => {
    notifications.show({ color: "green", message });
    close();
  };
  const failed = (error: Error) => notifications.show({ color: "red", message: error.message });

  const question =
    dialog === "reopen"
      ? {
          title: t("interests.reopenTitle"),
          message: t("interests.reopenText", { entity: interest.Entity }),
          confirmLabel: t("interests.reopen"),
        }
      : dialog === "delete"
        ? {
            title: t("interests.deleteTitle"),
            message: t("interests.deleteText", { entity: interest.Entity }),
            confirmLabel: t("interests.deleteConfirm"),
          }
        : null;
  const confirm = () => {
    if (dialog === "reopen")
      reopen.mutate(undefined, { onSuccess: done(t("interests.reopenDone")), onError: failed });
    if (dialog === "delete")
      remove.mutate(undefined, { onSuccess: done(t("interests.deleteDone")), onError: failed });
  };

  return (
    <>
      <RowActionsMenu
        label={t("interests.actionsFor", { entity: interest.Entity })}
        actions={[
          { label: t("interests.edit"), icon: IconPencil, onClick: () => setDialog("edit") },
          interest.Current && {
            label: t("interests.end"),
            icon: IconCalendarOff,
            onClick: () => setDialog("end"),
          },
          interest.EndsOn !== null && {
            label: t("interests.reopen"),
            icon: IconRestore,
            onClick: () => setDialog("reopen"),
          },
          {
            label: t("interests.delete"),
            icon: IconTrash,
            onClick: () => setDialog("delete"),
            danger: true,
          },
        ]}
      />
      <InterestDialog
        orgId={orgId}
        interest={interest}
        today={today}
        canEditAnyone={canEditAnyone}
        opened={dialog === "edit"}
        onClose={close}
      />
      <EndInterestDialog
        orgId={orgId}
        interest={interest}
        today={today}
        opened={dialog === "end"}
        onClose={close}
      />
      <ConfirmDialog
        question={question}
        confirmColor={dialog === "delete" ? "red" : undefined}
        loading={reopen.isPending || remove.isPending}
        onConfirm={confirm}
        onCancel={close}
      />
    </>
  );
}
