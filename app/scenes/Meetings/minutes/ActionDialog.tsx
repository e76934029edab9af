import { Button, Group, Modal, MultiSelect, Stack, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { actionBody } from "../../../../common/contracts/minutes.js";
import { FormAlert } from "../../../components/forms/FormAlert.js";
import { fieldIssues } from "../../../components/forms/use-zod-form.js";
import { isApiError } from "../../../data/api-error.js";
import type { MeetingRef } from "../../../data/meetings/meetings.js";
import { useAddAction } from "../../../data/meetings/minutes.js";
import { useTranslation } from "../../../i18n/translate.js";
import { usePeople } from "./use-people.js";

type Props = { meeting: MeetingRef; itemId: string; opened: boolean; onClose: () => void };

export function ActionDialog({ meeting, itemId, opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("minutesAction.title")} size="lg">
      {opened && <ActionForm meeting={meeting} itemId={itemId} onClose={onClose} />}
    </Modal>
  );
}

function ActionForm({ meeting, itemId, onClose }: Omit<Props, "opened">) {
  const { t } = useTranslation();
  const people = usePeople(meeting.OrganisationId, true);
  const add = useAddAction(meeting, itemId);
  const [description, setDescription] = useState("");
  const [owners, setOwners] = useState<string[]>([]);
  const [dueDate, setDueDate] = useState("");
  // The list closes after each pick so it never covers the buttons; click again to add more.
  const [ownersOpen, setOwnersOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();

  const body = { description, ownerPersonIds: owners, dueDate: dueDate || null };
  const issues = submitted ? { ...fieldIssues(actionBody, body), ...serverErrors } : serverErrors;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(undefined);
    const parsed = actionBody.safeParse(body);
    if (!parsed.success) return;
    add.mutate(parsed.data, {
      onSuccess: () => {
        notifications.show({ message: t("minutesAction.saved") });
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0)
          setServerErrors(error.fields);
        else setFormError(error.message);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={formError ?? (people.error && t("minutesMembers.failed"))} />
        <Textarea
          size="md"
          autosize
          minRows={2}
          maxLength={5000}
          required
          withAsterisk={false}
          data-autofocus
          label={t("minutesAction.description")}
          value={description}
          onChange={(event) => {
            setDescription(event.currentTarget.value);
            setServerErrors({});
          }}
          error={issues.description}
        />
        <MultiSelect
          size="md"
          label={t("minutesAction.owners")}
          placeholder={owners.length === 0 ? t("minutesAction.ownersPlaceholder") : undefined}
          data={people.options}
          searchable
          selectFirstOptionOnChange
          maxValues={20}
          nothingFoundMessage={people.isPending ? t("minutesMembers.loading") : undefined}
          comboboxProps={{ keepMounted: false }}
          dropdownOpened={ownersOpen}
          onDropdownOpen={() => setOwnersOpen(true)}
          onDropdownClose={() => setOwnersOpen(false)}
          onOptionSubmit={() => setOwnersOpen(false)}
          value={owners}
          onChange={(value) => {
            setOwners(value);
            setServerErrors({});
          }}
          error={issues.ownerPersonIds}
        />
        <TextInput
          type="date"
          label={t("minutesAction.dueDate")}
          value={dueDate}
          onChange={(event) => setDueDate(event.currentTarget.value)}
          error={issues.dueDate}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t("minutesAction.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
