import { Button, Group, Modal, Select, Stack, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { FormAlert } from "../../../components/forms/FormAlert.js";
import { useDeclareConflict } from "../../../data/meetings/conflicts.js";
import type { MeetingRef } from "../../../data/meetings/meetings.js";
import { useTranslation } from "../../../i18n/translate.js";
import { usePeople } from "./use-people.js";

/** A suggestion from the interests register chosen to record: the form starts filled in. */
export type ConflictPreset = { personId: string; note: string };

type Props = {
  meeting: MeetingRef;
  itemId: string;
  opened: boolean;
  onClose: () => void;
  preset?: ConflictPreset | null;
};

/** A declared conflict: that person sits out this item's vote. */
export function ConflictDialog({ meeting, itemId, opened, onClose, preset }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("minutesConflict.title")}>
      {opened && (
        <ConflictForm meeting={meeting} itemId={itemId} onClose={onClose} preset={preset} />
      )}
    </Modal>
  );
}

function ConflictForm({ meeting, itemId, onClose, preset }: Omit<Props, "opened">) {
  const { t } = useTranslation();
  const people = usePeople(meeting.OrganisationId, true);
  const declare = useDeclareConflict(meeting, itemId);
  const [personId, setPersonId] = useState<string | null>(preset?.personId ?? null);
  const [note, setNote] = useState(preset?.note ?? "");
  const [personError, setPersonError] = useState<string>();
  const [formError, setFormError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    if (!personId) {
      setPersonError(t("minutesConflict.choosePerson"));
      return;
    }
    const trimmed = note.trim();
    declare.mutate(
      { personId, ...(trimmed ? { note: trimmed } : {}) },
      {
        onSuccess: () => {
          notifications.show({ message: t("minutesConflict.saved") });
          onClose();
        },
        onError: (error) => setFormError(error.message),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={formError ?? (people.error && t("minutesMembers.failed"))} />
        <Select
          label={t("minutesConflict.person")}
          placeholder={t("minutesConflict.choosePerson")}
          data={people.options}
          searchable
          selectFirstOptionOnChange
          required
          data-autofocus
          nothingFoundMessage={people.isPending ? t("minutesMembers.loading") : undefined}
          value={personId}
          onChange={(value) => {
            setPersonId(value);
            setPersonError(undefined);
          }}
          error={personError}
        />
        <Textarea
          size="md"
          autosize
          minRows={2}
          maxLength={2000}
          label={t("minutesConflict.note")}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={declare.isPending}>
            {t("minutesConflict.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
