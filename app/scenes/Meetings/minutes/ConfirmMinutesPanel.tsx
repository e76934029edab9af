import { Alert, Badge, Box, Button, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCircleCheck } from "@tabler/icons-react";
import { useId, useState } from "react";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert.js";
import {
  type ConfirmMinutesInput,
  type UnconfirmedMinutes,
  useConfirmMinutes,
  useDeferConfirmation,
  useUnconfirmedMinutes,
} from "../../../data/meetings/confirmation.js";
import type { MeetingRef } from "../../../data/meetings/meetings.js";
import { formatDate } from "../../../i18n/format.js";
import { useTranslation } from "../../../i18n/translate.js";
import { ConfirmMinutesDialog } from "./ConfirmMinutesDialog.js";
import classes from "./Minutes.module.css";

type Props = { meeting: MeetingRef; itemId: string; drafting: boolean };

export type Confirming = {
  target: UnconfirmedMinutes;
  mode: ConfirmMinutesInput["mode"] | "defer";
};

/**
 * A Confirm Minutes item: earlier minutes still in review are listed (pre-selected), each
 * confirmed as presented or with changes after a confirmation step.
 */
export function ConfirmMinutesPanel({ meeting, itemId, drafting }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const pending = useUnconfirmedMinutes(meeting.Id, drafting);
  const confirm = useConfirmMinutes(meeting, itemId);
  const defer = useDeferConfirmation(meeting, itemId);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [error, setError] = useState<string>();
  // Confirmed here since the page opened: the server's list no longer holds them.
  const [done, setDone] = useState<Array<{ id: string; message: string }>>([]);

  const submit = (changes: string | undefined) => {
    if (!confirming) return;
    const { target, mode } = confirming;
    setError(undefined);
    if (mode === "defer") {
      defer.mutate(
        { meetingId: target.Id, ...(changes ? { reason: changes } : {}) },
        {
          onSuccess: () => {
            notifications.show({ message: t("minutesConfirm.deferred", { title: target.Title }) });
            setConfirming(null);
          },
          onError: (e) => setError(e.message),
        },
      );
      return;
    }
    confirm.mutate(
      { meetingId: target.Id, mode, ...(changes ? { changes } : {}) },
      {
        onSuccess: () => {
          const message =
            mode === "asPresented"
              ? t("minutesConfirm.confirmedAsPresented", { title: target.Title })
              : t("minutesConfirm.confirmedWithChanges", { title: target.Title });
          notifications.show({ message });
          setDone((current) => [...current, { id: target.Id, message }]);
          setConfirming(null);
        },
        onError: (e) => setError(e.message),
      },
    );
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={4} size="h5" id={headingId}>
        {t("minutesConfirm.heading")}
      </Title>
      {!drafting && <Text c="dimmed">{t("minutesConfirm.onlyInDraftMinutes")}</Text>}
      {drafting && pending.isPending && <Skeleton h={48} aria-label={t("common.loading")} />}
      {pending.isError && (
        <QueryErrorAlert what="minutesToConfirm" onRetry={() => void pending.refetch()} />
      )}
      {pending.data?.length === 0 && <Text c="dimmed">{t("minutesConfirm.none")}</Text>}
      {pending.data && pending.data.length > 0 && (
        <Box component="ul" className={classes.plainList}>
          {pending.data.map((target) => {
            const label = t("minutesConfirm.meetingOf", {
              title: target.Title,
              date: formatDate(target.StartTime, target.TimeZone),
            });
            return (
              <Box component="li" key={target.Id} py="sm">
                <Group justify="space-between" role="group" aria-label={label}>
                  <Group gap="xs">
                    <Text fw={500}>{label}</Text>
                    {target.DeferredHere && (
                      <Badge variant="light" color="gray" tt="none">
                        {t("minutesConfirm.deferredHere")}
                      </Badge>
                    )}
                  </Group>
                  <Group gap="sm">
                    <Button onClick={() => setConfirming({ target, mode: "asPresented" })}>
                      {t("minutesConfirm.asPresented")}
                    </Button>
                    <Button
                      variant="default"
                      onClick={() => setConfirming({ target, mode: "withChanges" })}
                    >
                      {t("minutesConfirm.withChanges")}
                    </Button>
                    {!target.DeferredHere && (
                      <Button
                        variant="subtle"
                        onClick={() => setConfirming({ target, mode: "defer" })}
                      >
                        {t("minutesConfirm.defer")}
                      </Button>
                    )}
                  </Group>
                </Group>
              </Box>
            );
          })}
        </Box>
      )}
      {done.length > 0 && (
        <Box component="ul" className={classes.plainList} aria-label={t("minutesConfirm.doneHere")}>
          {done.map((d) => (
            <Group component="li" key={d.id} gap="xs" py={6} wrap="nowrap">
              <IconCircleCheck size={20} aria-hidden color="var(--mantine-color-teal-8)" />
              <Text>{d.message}</Text>
            </Group>
          ))}
        </Box>
      )}
      {error && !confirming && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <ConfirmMinutesDialog
        confirming={confirming}
        loading={confirm.isPending || defer.isPending}
        error={error}
        onConfirm={submit}
        onCancel={() => {
          setConfirming(null);
          setError(undefined);
        }}
      />
    </Stack>
  );
}
