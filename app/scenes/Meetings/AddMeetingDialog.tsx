import { Modal, Skeleton, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useNavigate } from "@tanstack/react-router";
import type { OrganisationSummary } from "../../../common/contracts/me.js";
import { calendarDate } from "../../../common/date-formatters.js";
import { useMeetingLocations } from "../../data/meetings/locations.js";
import { useCreateMeeting } from "../../data/meetings/meetings.js";
import { viewerTimeZone } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";
import { MeetingForm } from "./MeetingForm.js";
import { newMeetingValues } from "./meeting-form.js";

type Props = { org: OrganisationSummary; opened: boolean; onClose: () => void };

export function AddMeetingDialog({ org, opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("meetings.addMeeting")} size="lg">
      {/* Mounted only while open, so each opening starts with an empty form. */}
      {opened && <AddMeetingBody org={org} onClose={onClose} />}
    </Modal>
  );
}

function AddMeetingBody({ org, onClose }: Omit<Props, "opened">) {
  const { t } = useTranslation();
  const locations = useMeetingLocations(org.Id);
  const createMeeting = useCreateMeeting(org.Id);
  const navigate = useNavigate();

  // The default location decides the starting zone, so the form waits for the list.
  if (locations.isPending) {
    return (
      <Stack aria-busy="true" aria-label={t("common.loading")}>
        <Skeleton h={64} />
        <Skeleton h={64} />
        <Skeleton h={64} />
      </Stack>
    );
  }

  return (
    <MeetingForm
      orgId={org.Id}
      initialValues={newMeetingValues(locations.data ?? [], viewerTimeZone())}
      canAddLocation={org.Abilities.manageLocations}
      submitLabel={t("meetings.addMeeting")}
      onCancel={onClose}
      onSubmit={async (body) => {
        const created = await createMeeting.mutateAsync(body);
        notifications.show({
          color: "green",
          title: t("meetings.added"),
          message: t("meetings.addedText", {
            title: body.title,
            date: calendarDate(body.date),
          }),
        });
        onClose();
        // The next step is the new meeting's agenda, so it opens.
        void navigate({ to: "/meeting/$meetingId", params: { meetingId: created.Id } });
      }}
    />
  );
}
