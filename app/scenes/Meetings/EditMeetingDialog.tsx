import { Modal, Skeleton } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import type { MeetingDetail } from "../../../common/contracts/meetings.js";
import { useMeetingLocations } from "../../data/meetings/locations.js";
import { useMeeting, useUpdateMeeting } from "../../data/meetings/meetings.js";
import { useTranslation } from "../../i18n/translate.js";
import { MeetingForm } from "./MeetingForm.js";
import { existingMeetingValues, meetingPatch } from "./meeting-form.js";

type Props = {
  meeting: MeetingDetail;
  opened: boolean;
  canAddLocation: boolean;
  onClose: () => void;
};

export function EditMeetingDialog({ meeting, opened, canAddLocation, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("meetingForm.editTitle")} size="lg">
      {opened && (
        <EditMeetingBody meeting={meeting} canAddLocation={canAddLocation} onClose={onClose} />
      )}
    </Modal>
  );
}

function EditMeetingBody({ meeting, canAddLocation, onClose }: Omit<Props, "opened">) {
  const { t } = useTranslation();
  const locations = useMeetingLocations(meeting.OrganisationId);
  const update = useUpdateMeeting(meeting);
  const detail = useMeeting(meeting.Id);
  // The meeting as it was when editing began: its Version is what the save is checked
  // against, so a background refresh cannot silently overwrite someone else's change.
  const [snapshot, setSnapshot] = useState(meeting);
  const [generation, setGeneration] = useState(0);

  const reload = async () => {
    const fresh = await detail.refetch();
    if (!fresh.data) return;
    setSnapshot(fresh.data);
    setGeneration((g) => g + 1);
  };

  if (locations.isPending) return <Skeleton h={320} />;

  return (
    <MeetingForm
      key={generation}
      orgId={meeting.OrganisationId}
      initialValues={existingMeetingValues(snapshot)}
      canAddLocation={canAddLocation}
      submitLabel={t("meetingForm.save")}
      onCancel={onClose}
      onReload={() => void reload()}
      onSubmit={async (data) => {
        await update.mutateAsync(meetingPatch(data, snapshot.Version));
        notifications.show({ color: "green", message: t("meetingForm.saved") });
        onClose();
      }}
    />
  );
}
