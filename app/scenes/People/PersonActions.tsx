import { notifications } from "@mantine/notifications";
import {
  IconCrown,
  IconKey,
  IconLock,
  IconLockOpen,
  IconPencil,
  IconUserMinus,
} from "@tabler/icons-react";
import { useState } from "react";
import { RowActionsMenu } from "../../components/RowActionsMenu.js";
import { type CardAction, type PersonSummary, usePersonCardAction } from "../../data/people.js";
import { useTranslation } from "../../i18n/translate.js";
import { ConfirmDialog } from "../Meetings/ConfirmDialog.js";
import { PersonDialog } from "./PersonDialog.js";
import { TransferOwnershipDialog } from "./TransferOwnershipDialog.js";

type Props = {
  orgId: string;
  organisationName: string;
  isCommittee: boolean;
  person: PersonSummary;
};

/** The person card's actions (spec §6): Edit, Make Account Owner, Reset Password, Revoke or Grant Access, Remove. */
export function PersonActions({ orgId, organisationName, isCommittee, person }: Props) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<"edit" | "owner" | CardAction | null>(null);
  const action = usePersonCardAction(orgId, person.PersonId);
  const close = () => setDialog(null);
  const name = person.FullName;
  const words = { name, organisation: organisationName };
  const questions: Record<CardAction, { title: string; message: string; confirmLabel: string }> = {
    remove: {
      title: t("people.removeTitle", words),
      message: t("people.removeText", words),
      confirmLabel: t("people.removeConfirm", words),
    },
    revokeAccess: {
      title: t("people.revokeTitle", words),
      message: t("people.revokeText", words),
      confirmLabel: t("people.revokeAccess"),
    },
    grantAccess: {
      title: t("people.grantTitle", words),
      message: t("people.grantText", words),
      confirmLabel: t("people.grantAccess"),
    },
    resetPassword: {
      title: t("people.resetTitle", words),
      message: t("people.resetText", words),
      confirmLabel: t("people.resetConfirm"),
    },
  };
  const asked = dialog && dialog !== "edit" && dialog !== "owner" ? dialog : null;
  const confirm = () => {
    if (!asked) return;
    action.mutate(asked, {
      onSuccess: (result) => {
        notifications.show({ color: "green", message: result.message });
        close();
      },
      onError: (error) => {
        notifications.show({ color: "red", message: error.message });
        close();
      },
    });
  };
  const may = person.Abilities;
  const canOwn = may.transferOwnership;

  return (
    <>
      <RowActionsMenu
        label={t("people.actionsFor", { name })}
        actions={[
          { label: t("people.edit"), icon: IconPencil, onClick: () => setDialog("edit") },
          canOwn && {
            label: t("people.makeOwner"),
            icon: IconCrown,
            onClick: () => setDialog("owner"),
          },
          person.HasAccount && {
            label: t("people.resetPassword"),
            icon: IconKey,
            onClick: () => setDialog("resetPassword"),
          },
          may.changeAccess &&
            (person.LoginStatus === "NoAccess"
              ? {
                  label: t("people.grantAccess"),
                  icon: IconLockOpen,
                  onClick: () => setDialog("grantAccess"),
                }
              : {
                  label: t("people.revokeAccess"),
                  icon: IconLock,
                  onClick: () => setDialog("revokeAccess"),
                }),
          may.remove && {
            label: t("people.remove"),
            icon: IconUserMinus,
            onClick: () => setDialog("remove"),
            danger: true,
          },
        ]}
      />
      <PersonDialog
        orgId={orgId}
        isCommittee={isCommittee}
        person={person}
        opened={dialog === "edit"}
        onClose={close}
      />
      {canOwn && (
        <TransferOwnershipDialog
          orgId={orgId}
          organisationName={organisationName}
          person={person}
          opened={dialog === "owner"}
          onClose={close}
        />
      )}
      <ConfirmDialog
        question={asked ? questions[asked] : null}
        confirmColor={asked === "remove" || asked === "revokeAccess" ? "red" : undefined}
        loading={action.isPending}
        onConfirm={confirm}
        onCancel={close}
      />
    </>
  );
}
