import { Alert, Button, Group, Modal, NativeSelect, Radio, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MeetingDetail } from "../../../common/contracts/meetings.js";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { type AgendaBuildSource, useBuildAgenda, useMeetings } from "../../data/meetings.js";
import { formatDate } from "../../i18n/format.js";

type Source = "bestPractice" | "clone" | "blank";

type Props = { meeting: MeetingDetail; opened: boolean; onClose: () => void };

// Saved agenda templates have no list call yet, so the "template" source is not offered.
export function BuildAgendaDialog({ meeting, opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("buildAgenda.title")} size="lg">
      {opened && <BuildAgendaForm meeting={meeting} onClose={onClose} />}
    </Modal>
  );
}

function BuildAgendaForm({ meeting, onClose }: Omit<Props, "opened">) {
  const { t } = useTranslation();
  const [source, setSource] = useState<Source>("bestPractice");
  const [fromMeetingId, setFromMeetingId] = useState("");
  const [failed, setFailed] = useState(false);
  const [missingMeeting, setMissingMeeting] = useState(false);
  const build = useBuildAgenda(meeting);
  const past = useMeetings(meeting.OrganisationId, "past", source === "clone");
  const candidates = (past.data ?? []).filter((m) => m.Id !== meeting.Id);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailed(false);
    if (source === "clone" && fromMeetingId === "") {
      setMissingMeeting(true);
      return;
    }
    const body: AgendaBuildSource =
      source === "clone" ? { source: "clone", fromMeetingId } : { source };
    build.mutate(body, {
      onSuccess: () => {
        notifications.show({ color: "green", message: t("buildAgenda.built") });
        onClose();
      },
      // Spec §8 gives this one message for every failure to build an agenda.
      onError: () => setFailed(true),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {failed && (
          <Alert color="red" role="alert">
            {t("buildAgenda.failed")}
          </Alert>
        )}
        <Radio.Group
          label={t("buildAgenda.source")}
          value={source}
          onChange={(value) => {
            if (value === "bestPractice" || value === "clone" || value === "blank")
              setSource(value);
          }}
        >
          <Stack gap="md" mt="xs">
            <Radio
              size="md"
              value="bestPractice"
              label={t("buildAgenda.bestPractice")}
              description={t("buildAgenda.bestPracticeHint")}
              data-autofocus
            />
            <Radio
              size="md"
              value="clone"
              label={t("buildAgenda.clone")}
              description={t("buildAgenda.cloneHint")}
            />
            <Radio
              size="md"
              value="blank"
              label={t("buildAgenda.blank")}
              description={t("buildAgenda.blankHint")}
            />
          </Stack>
        </Radio.Group>
        {source === "clone" && past.isError && (
          <QueryErrorAlert message={past.error.message} onRetry={() => void past.refetch()} />
        )}
        {source === "clone" && past.isSuccess && candidates.length === 0 && (
          <Text c="dimmed">{t("buildAgenda.noPrevious")}</Text>
        )}
        {source === "clone" && !past.isError && candidates.length > 0 && (
          <NativeSelect
            size="md"
            label={t("buildAgenda.previousMeeting")}
            data={[
              { value: "", label: t("buildAgenda.choosePrevious") },
              ...candidates.map((m) => ({
                value: m.Id,
                label: `${m.Title} — ${formatDate(m.StartTime, m.TimeZone)}`,
              })),
            ]}
            value={fromMeetingId}
            onChange={(event) => {
              setFromMeetingId(event.currentTarget.value);
              setMissingMeeting(false);
            }}
            error={missingMeeting ? t("buildAgenda.choosePrevious") : undefined}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button
            type="submit"
            loading={build.isPending}
            disabled={source === "clone" && candidates.length === 0}
          >
            {t("buildAgenda.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
