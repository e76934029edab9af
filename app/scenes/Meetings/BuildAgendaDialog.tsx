import { Alert, Button, Group, Modal, NativeSelect, Radio, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import type { MeetingDetail } from "../../../common/contracts/meetings.js";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import {
  type AgendaBuildSource,
  useAgendaTemplates,
  useBuildAgenda,
} from "../../data/meetings/agenda.js";
import { useMeetings } from "../../data/meetings/meetings.js";
import { formatDate } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";

type Source = AgendaBuildSource["source"];
const sources: readonly Source[] = ["bestPractice", "template", "clone", "blank"];

type Props = { meeting: MeetingDetail; opened: boolean; onClose: () => void };

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
  const [templateId, setTemplateId] = useState("");
  const [failed, setFailed] = useState(false);
  const [missingMeeting, setMissingMeeting] = useState(false);
  const [missingTemplate, setMissingTemplate] = useState(false);
  const build = useBuildAgenda(meeting);
  const past = useMeetings(meeting.OrganisationId, "past", source === "clone");
  const candidates = (past.data ?? []).filter((m) => m.Id !== meeting.Id);
  // Loaded up front so the option can say at once when there are none to choose.
  const saved = useAgendaTemplates(meeting.OrganisationId);
  const templates = saved.data ?? [];
  const templateNote = saved.isError
    ? t("buildAgenda.templatesFailed")
    : saved.isSuccess && templates.length === 0
      ? t("buildAgenda.noTemplates")
      : t("buildAgenda.templateHint");

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailed(false);
    if (source === "clone" && fromMeetingId === "") {
      setMissingMeeting(true);
      return;
    }
    if (source === "template" && templateId === "") {
      setMissingTemplate(true);
      return;
    }
    const body: AgendaBuildSource =
      source === "clone"
        ? { source: "clone", fromMeetingId }
        : source === "template"
          ? { source: "template", templateId }
          : { source };
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
            const chosen = sources.find((s) => s === value);
            if (chosen) setSource(chosen);
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
              value="template"
              label={t("buildAgenda.template")}
              description={templateNote}
              disabled={templates.length === 0}
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
          <QueryErrorAlert what="pastMeetings" onRetry={() => void past.refetch()} />
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
        {source === "template" && templates.length > 0 && (
          <NativeSelect
            size="md"
            label={t("buildAgenda.templateSelect")}
            data={[
              { value: "", label: t("buildAgenda.chooseTemplate") },
              ...templates.map((template) => ({
                value: template.Id,
                label: t("buildAgenda.templateOption", {
                  name: template.Name,
                  count: template.ItemCount,
                }),
              })),
            ]}
            value={templateId}
            onChange={(event) => {
              setTemplateId(event.currentTarget.value);
              setMissingTemplate(false);
            }}
            error={missingTemplate ? t("buildAgenda.chooseTemplate") : undefined}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button
            type="submit"
            loading={build.isPending}
            disabled={
              (source === "clone" && candidates.length === 0) ||
              (source === "template" && templates.length === 0)
            }
          >
            {t("buildAgenda.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
