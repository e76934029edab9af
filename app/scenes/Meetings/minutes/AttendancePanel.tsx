import { Alert, Box, Button, Group, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { guestBody } from "../../../../common/contracts/attendance.js";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert.js";
import {
  type AttendancePatch,
  type AttendanceView,
  useAddGuest,
  useReorderAttendees,
  useUpdateAttendee,
} from "../../../data/meetings/attendance.js";
import { useTranslation } from "../../../i18n/translate.js";
import { AttendeeRow, type ItemChoice } from "./AttendeeRow.js";
import classes from "./Minutes.module.css";
import { QuorumBar } from "./QuorumBar.js";

type Props = {
  meetingId: string;
  attendance: UseQueryResult<AttendanceView>;
  /** The agenda items people may arrive or leave at. */
  items: readonly ItemChoice[];
  editable: boolean;
};

/** Who is here, live for everyone at the table, with quorum above the list. */
export function AttendancePanel({ meetingId, attendance, items, editable }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const update = useUpdateAttendee(meetingId);
  const [error, setError] = useState<string>();
  const [savingId, setSavingId] = useState<string | null>(null);
  const reorder = useReorderAttendees(meetingId);

  const move = (attendeeId: string, by: -1 | 1) => {
    const ids = attendance.data?.attendees.map((a) => a.Id) ?? [];
    const from = ids.indexOf(attendeeId);
    const to = from + by;
    if (from < 0 || to < 0 || to >= ids.length) return;
    ids.splice(to, 0, ...ids.splice(from, 1));
    setError(undefined);
    reorder.mutate(ids, {
      onError: (e) => setError(t("minutesAttendance.updateFailed", { message: e.message })),
    });
  };

  const change = (attendeeId: string, patch: AttendancePatch) => {
    setError(undefined);
    setSavingId(attendeeId);
    update.mutate(
      { attendeeId, patch },
      {
        onError: (e) => setError(t("minutesAttendance.updateFailed", { message: e.message })),
        onSettled: () => setSavingId(null),
      },
    );
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={3} size="h4" id={headingId}>
        {t("minutesAttendance.heading")}
      </Title>
      {attendance.isPending && (
        <Stack aria-busy="true" aria-label={t("common.loading")}>
          <Skeleton h={24} />
          <Skeleton h={48} />
          <Skeleton h={48} />
        </Stack>
      )}
      {attendance.isError && (
        <QueryErrorAlert what="attendance" onRetry={() => void attendance.refetch()} />
      )}
      {attendance.data && (
        <>
          <QuorumBar quorum={attendance.data.quorum} />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {attendance.data.attendees.length === 0 ? (
            <Text c="dimmed">
              {editable ? t("minutesAttendance.emptyEditor") : t("minutesAttendance.empty")}
            </Text>
          ) : (
            <Box
              component="ol"
              className={classes.plainList}
              aria-label={t("minutesAttendance.list")}
            >
              {attendance.data.attendees.map((attendee, index, all) => (
                <li key={attendee.Id}>
                  <AttendeeRow
                    attendee={attendee}
                    items={items}
                    editable={editable}
                    saving={savingId === attendee.Id}
                    onChange={(patch) => change(attendee.Id, patch)}
                    order={{
                      first: index === 0,
                      last: index === all.length - 1,
                      moving: reorder.isPending,
                      onMove: (by) => move(attendee.Id, by),
                    }}
                  />
                </li>
              ))}
            </Box>
          )}
          {editable && <AddGuestForm meetingId={meetingId} />}
        </>
      )}
    </Stack>
  );
}

function AddGuestForm({ meetingId }: { meetingId: string }) {
  const { t } = useTranslation();
  const addGuest = useAddGuest(meetingId);
  const [name, setName] = useState("");
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = guestBody.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    addGuest.mutate(parsed.data.name, {
      onSuccess: () => {
        setName("");
        setError(undefined);
      },
      onError: (e) => setError(e.message),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput
          flex={1}
          miw="12rem"
          label={t("minutesAttendance.guestName")}
          maxLength={200}
          value={name}
          error={error}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <Button
          type="submit"
          variant="default"
          loading={addGuest.isPending}
          leftSection={<IconUserPlus size={18} aria-hidden />}
        >
          {t("minutesAttendance.addGuest")}
        </Button>
      </Group>
    </form>
  );
}
