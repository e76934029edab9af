import { Stack, Text, Title } from "@mantine/core";
import { useId, useMemo } from "react";
import type { MeetingDetail } from "../../../../common/contracts/meetings.js";
import { utcToZoned } from "../../../../common/zoned-time.js";
import { useMe } from "../../../data/me.js";
import { useAttendance } from "../../../data/meetings/attendance.js";
import { useTranslation } from "../../../i18n/translate.js";
import { ActionNotices } from "./ActionNotices.js";
import { AttendancePanel } from "./AttendancePanel.js";
import { ItemMinutes } from "./ItemMinutes.js";
import { MinutesComments } from "./MinutesComments.js";
import { type MinutesMode, minutesMode } from "./minutes-access.js";
import { minutableItems } from "./minutes-comments.js";

/** Minutes on the meeting page from Draft Minutes on: taken by organisers, read by members. */
export function MinutesSection({ meeting }: { meeting: MeetingDetail }) {
  const mode = minutesMode(meeting);
  if (mode === "hidden") return null;
  return <MinutesBody meeting={meeting} mode={mode} />;
}

function MinutesBody({
  meeting,
  mode,
}: {
  meeting: MeetingDetail;
  mode: Exclude<MinutesMode, "hidden">;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const me = useMe();
  const attendance = useAttendance(meeting.Id);
  const attendees = attendance.data?.attendees;
  const names = useMemo(
    () =>
      new Map(
        (attendees ?? []).flatMap((a) => (a.PersonId ? [[a.PersonId, a.Name] as const] : [])),
      ),
    [attendees],
  );
  const movers = useMemo(
    () =>
      (attendees ?? []).flatMap((a) =>
        a.MayMoveMotions && a.PersonId ? [{ value: a.PersonId, label: a.Name }] : [],
      ),
    [attendees],
  );
  const agenda = meeting.Agenda;
  // "3.1 Financial Report": what people arrive and leave at, and what comments are about.
  const itemLabels = useMemo(
    () =>
      new Map(
        (agenda ?? []).map(
          (item) =>
            [item.Id, t("minutes.itemLabel", { number: item.Number, title: item.Title })] as const,
        ),
      ),
    [agenda, t],
  );
  const itemChoices = useMemo(
    () =>
      minutableItems(agenda).map((item) => ({
        value: item.Id,
        label: itemLabels.get(item.Id) ?? item.Title,
      })),
    [agenda, itemLabels],
  );
  const meetingDate = utcToZoned(new Date(meeting.StartTime), meeting.TimeZone).date;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} size="h3" id={headingId}>
        {t("minutes.heading")}
      </Title>
      {meeting.State === "Complete" && <Text>{t("minutes.readOnly")}</Text>}
      {mode === "read" && meeting.State !== "Complete" && <Text>{t("minutes.readerIntro")}</Text>}
      <ActionNotices meetingId={meeting.Id} />
      <AttendancePanel
        meetingId={meeting.Id}
        attendance={attendance}
        items={itemChoices}
        editable={mode === "edit"}
      />
      {(meeting.Agenda ?? []).map((item) => (
        <ItemMinutes
          key={item.Id}
          item={item}
          meeting={meeting}
          mode={mode}
          myPersonId={me.person.PersonId}
          names={names}
          movers={movers}
          meetingDate={meetingDate}
        />
      ))}
      <MinutesComments meeting={meeting} items={itemChoices} itemLabels={itemLabels} />
    </Stack>
  );
}
