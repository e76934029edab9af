import { notifications } from "@mantine/notifications";
import { ActionForm, ActionFormDialog } from "../../../components/actions/ActionForm.js";
import type { MeetingRef } from "../../../data/meetings/meetings.js";
import { useAddAction } from "../../../data/meetings/minutes.js";
import { useTranslation } from "../../../i18n/translate.js";
import { usePeople } from "./use-people.js";

type Props = { meeting: MeetingRef; itemId: string; opened: boolean; onClose: () => void };

export function ActionDialog({ meeting, itemId, opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <ActionFormDialog title={t("minutesAction.title")} opened={opened} onClose={onClose}>
      <AddAction meeting={meeting} itemId={itemId} onClose={onClose} />
    </ActionFormDialog>
  );
}

function AddAction({ meeting, itemId, onClose }: Omit<Props, "opened">) {
  const { t } = useTranslation();
  const people = usePeople(meeting.OrganisationId, true);
  const add = useAddAction(meeting, itemId);
  return (
    <ActionForm
      initialValues={{ description: "", dueDate: "", ownerPersonIds: [] }}
      owners={{ options: people.options, loading: people.isPending }}
      loadError={people.error && t("minutesMembers.failed")}
      submitLabel={t("minutesAction.save")}
      pending={add.isPending}
      onCancel={onClose}
      onSubmit={async (action) => {
        await add.mutateAsync(action);
        notifications.show({ message: t("minutesAction.saved") });
        onClose();
      }}
    />
  );
}
