import {
  Button,
  Group,
  Modal,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useMemo, useState } from "react";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { LazyRichTextEditor } from "../../components/rich-text/LazyRichTextEditor.js";
import { docFromSerialised, serialiseDoc } from "../../components/rich-text/rich-text-value.js";
import { isApiError } from "../../data/api-error.js";
import { useTranslation } from "../../i18n/translate.js";
import {
  type FlyingMinuteFormValues,
  flyingMinuteBody,
  flyingMinuteProblems,
  formFieldOf,
} from "./flying-minute-form.js";
import { LibraryFilePicker } from "./LibraryFilePicker.js";

export type VoterOption = { PersonId: string; Name: string; IsBoardMember?: boolean };

type Props = {
  orgId: string;
  opened: boolean;
  onClose: () => void;
  /** The values it opens with: a new one's defaults or the flying minute's own. */
  initial: FlyingMinuteFormValues;
  timeZone: string;
  members: readonly VoterOption[];
  mode: "create" | "edit";
  /** Sends the body; resolves when saved (the dialog closes), rejects with the server's refusal. */
  save: (body: ReturnType<typeof flyingMinuteBody>) => Promise<unknown>;
};

/**
 * Creating a flying minute as a draft, or editing a draft: the motion and its papers, times,
 * voters and e-mail.
 */
export function FlyingMinuteFormDialog(props: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      size="lg"
      title={
        props.mode === "create" ? t("flyingMinute.formTitleNew") : t("flyingMinute.formTitleEdit")
      }
    >
      {props.opened && <FlyingMinuteForm {...props} />}
    </Modal>
  );
}

type Errors = Partial<Record<keyof FlyingMinuteFormValues | "form", string>>;

function FlyingMinuteForm({ orgId, initial, timeZone, members, mode, save, onClose }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof FlyingMinuteFormValues>(
    key: K,
    value: FlyingMinuteFormValues[K],
  ) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };
  const text = (key: "title" | "emailGreeting" | "emailComment") => ({
    value: values[key],
    onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value),
    error: errors[key],
  });
  const motionDoc = useMemo(() => docFromSerialised(values.motion), [values.motion]);
  const backgroundDoc = useMemo(() => docFromSerialised(values.background), [values.background]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = flyingMinuteProblems(values);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    setSaving(true);
    try {
      await save(flyingMinuteBody(values, timeZone));
      notifications.show({
        message: mode === "create" ? t("flyingMinute.created") : t("flyingMinute.saved"),
      });
      onClose();
    } catch (e) {
      const next: Errors = {};
      if (isApiError(e))
        for (const [field, message] of Object.entries(e.fields)) {
          const key = formFieldOf(field);
          if (key) next[key] ??= message;
        }
      if (Object.keys(next).length === 0) next.form = e instanceof Error ? e.message : String(e);
      setErrors(next);
    } finally {
      setSaving(false);
    }
  };

  const reminderChoices = [
    { value: "", label: t("flyingMinute.reminderNever") },
    ...[2, 8, 24].map((h) => ({
      value: String(h),
      label: t("flyingMinute.reminderHours", { count: h }),
    })),
  ];

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={errors.form} />
        <TextInput
          label={t("flyingMinute.title")}
          required
          maxLength={200}
          data-autofocus
          {...text("title")}
        />
        <LazyRichTextEditor
          label={t("flyingMinute.motion")}
          description={t("flyingMinute.motionHint")}
          required
          value={motionDoc}
          onChange={(doc) => set("motion", serialiseDoc(doc))}
          error={errors.motion}
          minHeight={80}
        />
        <LazyRichTextEditor
          label={t("flyingMinute.background")}
          description={t("flyingMinute.backgroundHint")}
          value={backgroundDoc}
          onChange={(doc) => set("background", serialiseDoc(doc))}
          error={errors.background}
          minHeight={60}
        />
        <LibraryFilePicker
          orgId={orgId}
          label={t("flyingMinute.files")}
          hint={t("flyingMinute.filesHint")}
          files={values.files}
          onChange={(files) => set("files", files)}
          error={errors.files}
        />
        <Text size="sm" c="dimmed">
          {t("flyingMinute.zoneNote", { zone: timeZone })}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Group grow gap="xs" align="flex-start">
            <TextInput
              type="date"
              label={t("flyingMinute.votingOpens")}
              value={values.opensDate}
              onChange={(e) => set("opensDate", e.currentTarget.value)}
              error={errors.opensDate}
            />
            <TextInput
              type="time"
              label={t("flyingMinute.time")}
              value={values.opensTime}
              onChange={(e) => set("opensTime", e.currentTarget.value)}
            />
          </Group>
          <Group grow gap="xs" align="flex-start">
            <TextInput
              type="date"
              label={t("flyingMinute.votingCloses")}
              value={values.closesDate}
              onChange={(e) => set("closesDate", e.currentTarget.value)}
              error={errors.closesDate}
            />
            <TextInput
              type="time"
              label={t("flyingMinute.time")}
              value={values.closesTime}
              onChange={(e) => set("closesTime", e.currentTarget.value)}
            />
          </Group>
        </SimpleGrid>
        <Select
          label={t("flyingMinute.reminder")}
          description={t("flyingMinute.reminderHint")}
          data={reminderChoices}
          value={values.reminder}
          onChange={(v) => set("reminder", (v ?? "") as FlyingMinuteFormValues["reminder"])}
          allowDeselect={false}
          error={errors.reminder}
        />
        <MultiSelect
          label={t("flyingMinute.voters")}
          description={t("flyingMinute.votersHint")}
          data={members.map((m) => ({ value: m.PersonId, label: m.Name }))}
          value={values.voterPersonIds}
          onChange={(v) => set("voterPersonIds", v)}
          searchable
          error={errors.voterPersonIds}
        />
        <Switch
          label={t("flyingMinute.discussion")}
          description={t("flyingMinute.discussionHint")}
          checked={values.hasDiscussion}
          onChange={(e) => set("hasDiscussion", e.currentTarget.checked)}
        />
        <Switch
          label={t("flyingMinute.anonymous")}
          description={t("flyingMinute.anonymousHint")}
          checked={values.anonymous}
          onChange={(e) => set("anonymous", e.currentTarget.checked)}
        />
        <TextInput label={t("flyingMinute.greeting")} maxLength={500} {...text("emailGreeting")} />
        <Textarea
          label={t("flyingMinute.comment")}
          autosize
          minRows={2}
          maxLength={5_000}
          {...text("emailComment")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={saving}>
            {mode === "create" ? t("flyingMinute.create") : t("flyingMinute.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
