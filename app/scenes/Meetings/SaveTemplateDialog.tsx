import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { agendaTemplateNameMax } from "../../../common/contracts/meetings.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { isApiError } from "../../data/api-error.js";
import { useSaveAgendaAsTemplate } from "../../data/meetings/agenda.js";
import type { MeetingRef } from "../../data/meetings/meetings.js";
import { useTranslation } from "../../i18n/translate.js";

type Props = { meeting: MeetingRef; opened: boolean; onClose: () => void };

/** Saves the meeting's agenda as one of the organisation's templates, under a name. */
export function SaveTemplateDialog({ meeting, opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("saveTemplate.title")}>
      {opened && <SaveTemplateForm meeting={meeting} onClose={onClose} />}
    </Modal>
  );
}

function SaveTemplateForm({ meeting, onClose }: Omit<Props, "opened">) {
  const { t } = useTranslation();
  const save = useSaveAgendaAsTemplate(meeting);
  const [name, setName] = useState("");
  const [errors, setErrors] = useState<{ name?: string; form?: string }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === "") {
      setErrors({ name: t("saveTemplate.required") });
      return;
    }
    setErrors({});
    save.mutate(trimmed, {
      onSuccess: () => {
        notifications.show({ color: "green", message: t("saveTemplate.saved", { name: trimmed }) });
        onClose();
      },
      // A 409 (no agenda to save) carries its own message; a 400 may name the field.
      onError: (e) =>
        setErrors(
          isApiError(e, 400) && e.fields.name ? { name: e.fields.name } : { form: e.message },
        ),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t("saveTemplate.hint")}
        </Text>
        <FormAlert message={errors.form} />
        <TextInput
          size="md"
          label={t("saveTemplate.name")}
          required
          data-autofocus
          maxLength={agendaTemplateNameMax}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setErrors((current) => ({ ...current, name: undefined }));
          }}
          error={errors.name}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t("saveTemplate.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
