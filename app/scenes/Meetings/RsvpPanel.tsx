import { Alert, Button, Group, Paper, Text } from "@mantine/core";
import { IconCalendarCheck } from "@tabler/icons-react";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import type { MeetingDetail } from "../../../common/contracts/meetings.js";
import { useAnswerRsvp } from "../../data/meetings/attendance.js";
import { useTranslation } from "../../i18n/translate.js";

export type RsvpAnswer = "attending" | "apology";

/**
 * "Will you attend?" for someone on the meeting's list. A reply link from the notice e-mail
 * opens the page with that answer ready to confirm: opening a link never answers by itself
 * (mail scanners open links too).
 */
export function RsvpPanel({
  meeting,
  fromLink,
}: {
  meeting: MeetingDetail;
  fromLink: RsvpAnswer | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const answer = useAnswerRsvp(meeting);
  const [error, setError] = useState<string | null>(null);
  const { Rsvp: current, CanAnswer: canAnswer } = meeting.MyRsvp;

  if (!canAnswer) {
    return fromLink ? (
      <Alert color="gray" title={t("rsvp.closedTitle")}>
        {t("rsvp.closedText")}
      </Alert>
    ) : null;
  }
  const send = (rsvp: RsvpAnswer) => {
    setError(null);
    answer.mutate(rsvp, {
      onSuccess: () => {
        // The reply is in; the page no longer offers the link's answer.
        if (fromLink)
          void navigate({
            to: "/meeting/$meetingId",
            params: { meetingId: meeting.Id },
            search: {},
            replace: true,
          });
      },
      onError: (e) => setError(e.message),
    });
  };
  const pending = fromLink && fromLink !== current ? fromLink : null;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="rsvp-heading">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Text fw={600} id="rsvp-heading">
            {t("rsvp.question")}
          </Text>
          <Text size="sm" c="dimmed" role="status">
            {current ? t(`rsvp.current.${current}`) : t("rsvp.noReply")}
          </Text>
        </div>
        <Group gap="sm">
          {(["attending", "apology"] as const).map((choice) => (
            <Button
              key={choice}
              variant={pending === choice ? "filled" : current === choice ? "light" : "default"}
              leftSection={
                choice === "attending" ? <IconCalendarCheck size={18} aria-hidden /> : null
              }
              loading={answer.isPending && answer.variables === choice}
              aria-pressed={current === choice}
              onClick={() => send(choice)}
            >
              {t(`rsvp.answer.${choice}`)}
            </Button>
          ))}
        </Group>
      </Group>
      {pending && (
        <Text size="sm" mt="sm">
          {t("rsvp.confirmFromLink", { answer: t(`rsvp.answer.${pending}`) })}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red" mt="sm" role="alert">
          {error}
        </Text>
      )}
    </Paper>
  );
}
