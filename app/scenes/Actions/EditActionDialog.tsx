import { notifications } from "@mantine/notifications";
import { ActionForm, ActionFormDialog } from "../../components/actions/ActionForm.js";
import { type ActionPatch, type ActionView, useUpdateAction } from "../../data/actions.js";
import { useMembers } from "../../data/organisations.js";
import { useTranslation } from "../../i18n/translate.js";

type Props = {
  orgId: string;
  action: ActionView;
  /** Owners can be chosen only by those who may list the organisation's members. */
  canChooseOwners: boolean;
  opened: boolean;
  onClose: () => void;
};

/** Administrator, Secretary and Chair: description, due date and owners. */
export function EditActionDialog({ opened, onClose, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <ActionFormDialog title={t("actions.editTitle")} opened={opened} onClose={onClose}>
      <EditAction {...rest} onClose={onClose} />
    </ActionFormDialog>
  );
}

function EditAction({ orgId, action, canChooseOwners, onClose }: Omit<Props, "opened">) {
  const { t } = useTranslation();
  const update = useUpdateAction(orgId, action.Id);
  const members = useMembers(orgId, canChooseOwners);
  // Current owners stay choosable even when they are no longer listed as members.
  const options = [
    ...(members.data ?? []).map((m) => ({ value: m.PersonId, label: m.FullName })),
    ...action.Owners.filter((o) => !members.data?.some((m) => m.PersonId === o.PersonId)).map(
      (o) => ({ value: o.PersonId, label: o.Name }),
    ),
  ];
  return (
    <ActionForm
      initialValues={{
        description: action.Description,
        dueDate: action.DueDate ?? "",
        ownerPersonIds: action.Owners.map((o) => o.PersonId),
      }}
      owners={canChooseOwners ? { options, loading: members.isPending } : null}
      loadError={members.isError ? t("actions.membersFailed") : undefined}
      submitLabel={t("actions.save")}
      pending={update.isPending}
      onCancel={onClose}
      onSubmit={async ({ description, dueDate, ownerPersonIds }) => {
        const body: ActionPatch = { description, dueDate };
        if (canChooseOwners) body.ownerPersonIds = ownerPersonIds;
        await update.mutateAsync(body);
        notifications.show({ color: "green", message: t("actions.saved") });
        onClose();
      }}
    />
  );
}
