import {
  Button,
  Group,
  Modal,
  NativeSelect,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconWand } from "@tabler/icons-react";
import { useState } from "react";
import type { AgendaItemView } from "../../../../common/contracts/meetings.js";
import { draftDecisionWording } from "../../../../common/meetings/decision-wording.js";
import type { Tally } from "../../../../common/votes/vote-math.js";
import { FormAlert } from "../../../components/forms/FormAlert.js";
import { useZodForm } from "../../../components/forms/use-zod-form.js";
import type { MeetingRef } from "../../../data/meetings/meetings.js";
import { useCorrectDecision, useRecordDecision } from "../../../data/meetings/minutes.js";
import { useTranslation } from "../../../i18n/translate.js";
import { decisionForm, decisionOutcomes, decisionValues, recordedValues } from "./decision-form.js";
import { usePeople } from "./use-people.js";

export type DecisionContext = {
  meeting: MeetingRef;
  itemId: string;
  /** The item's title, offered as the decision's title. */
  title: string;
  /** A Vote item's motion: the wording is drafted from it. */
  motion: string | null;
  /** The meeting's date in its zone (yyyy-mm-dd), the decision's default date. */
  meetingDate: string;
  /** A closed vote's result, for the tally phrase. */
  vote: { tally: Tally; passed: boolean } | null;
};

export type RecordedDecision = AgendaItemView["Decisions"][number];

type Props = {
  context: DecisionContext;
  opened: boolean;
  onClose: () => void;
  /** A recorded decision to correct; a new one is recorded when absent. */
  editing?: RecordedDecision | null;
};

export function DecisionDialog({ context, opened, onClose, editing }: Props) {
  const { t } = useTranslation();
  const title = editing ? t("minutesDecision.editTitle") : t("minutesDecision.title");
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      {opened && <DecisionForm context={context} onClose={onClose} editing={editing ?? null} />}
    </Modal>
  );
}

function DecisionForm({
  context,
  onClose,
  editing,
}: {
  context: DecisionContext;
  onClose: () => void;
  editing: RecordedDecision | null;
}) {
  const { t } = useTranslation();
  const form = useZodForm(
    decisionForm,
    editing ? recordedValues(editing) : decisionValues(context.title, context.meetingDate),
  );
  const people = usePeople(context.meeting.OrganisationId, true);
  const record = useRecordDecision(context.meeting, context.itemId);
  const correct = useCorrectDecision(context.meeting);
  const [formError, setFormError] = useState<string>();
  // A vote's outcome, mover and seconder come from the vote; only its words can be corrected.
  const fromVote = editing?.FromVote ?? false;

  const submit = form.handleSubmit((body) => {
    setFormError(undefined);
    const callbacks = {
      onSuccess: () => {
        notifications.show({ message: t("minutesDecision.saved") });
        onClose();
      },
      onError: (error: Error) =>
        setFormError(
          form.applyServerError(error, { moverPersonId: "mover", seconderPersonId: "seconder" }),
        ),
    };
    if (!editing) {
      record.mutate(body, callbacks);
      return;
    }
    const words = { title: body.title, text: body.text, decidedOn: body.decidedOn };
    correct.mutate({ id: editing.Id, body: fromVote ? words : body }, callbacks);
  });

  const draftWording = () =>
    form.setValue(
      "text",
      draftDecisionWording({
        subject: context.motion?.trim() ? context.motion : form.values.title,
        mover: people.nameOf(form.values.mover),
        seconder: people.nameOf(form.values.seconder),
        vote: context.vote,
      }),
    );

  const personSelect = (field: "mover" | "seconder", label: string) => (
    <Select
      label={label}
      placeholder={t("minutesDecision.nobody")}
      data={people.options}
      searchable
      selectFirstOptionOnChange
      clearable
      nothingFoundMessage={people.isPending ? t("minutesMembers.loading") : undefined}
      value={form.values[field] || null}
      disabled={fromVote}
      onChange={(value) => form.setValue(field, value ?? "")}
      error={form.errorFor(field)}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={formError ?? (people.error && t("minutesMembers.failed"))} />
        <TextInput
          label={t("minutesDecision.decisionTitle")}
          required
          maxLength={300}
          data-autofocus
          {...form.textField("title")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            size="md"
            label={t("minutesDecision.outcome")}
            data={decisionOutcomes.map((o) => ({ value: o, label: t(`minutesOutcome.${o}`) }))}
            value={form.values.outcome}
            disabled={fromVote}
            onChange={(event) => {
              const chosen = decisionOutcomes.find((o) => o === event.currentTarget.value);
              if (chosen) form.setValue("outcome", chosen);
            }}
          />
          <TextInput
            type="date"
            label={t("minutesDecision.decidedOn")}
            {...form.textField("decidedOn")}
          />
          {personSelect("mover", t("minutesDecision.mover"))}
          {personSelect("seconder", t("minutesDecision.seconder"))}
        </SimpleGrid>
        <Textarea
          size="md"
          autosize
          minRows={4}
          maxLength={50_000}
          label={t("minutesDecision.text")}
          value={form.values.text}
          onChange={(event) => form.setValue("text", event.currentTarget.value)}
          error={form.errorFor("text")}
        />
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconWand size={18} aria-hidden />}
            title={t("minutesDecision.draftWordingHint")}
            onClick={draftWording}
          >
            {t("minutesDecision.draftWording")}
          </Button>
          <Group>
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={record.isPending}>
              {t("minutesDecision.save")}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
