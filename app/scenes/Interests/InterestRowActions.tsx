import { ActionIcon, Menu } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCalendarOff, IconDots, IconPencil, IconRestore, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
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
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t("interests.actionsFor", { entity: interest.Entity })}
          >
            <IconDots size={20} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setDialog("edit")}
          >
            {t("interests.edit")}
          </Menu.Item>
          {interest.Current && (
            <Menu.Item
              leftSection={<IconCalendarOff size={16} aria-hidden />}
              onClick={() => setDialog("end")}
            >
              {t("interests.end")}
            </Menu.Item>
          )}
          {interest.EndsOn !== null && (
            <Menu.Item
              leftSection={<IconRestore size={16} aria-hidden />}
              onClick={() => setDialog("reopen")}
            >
              {t("interests.reopen")}
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDialog("delete")}
          >
            {t("interests.delete")}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
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
