import { Button, Group, Modal, MultiSelect, Radio, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useMemo, useState } from "react";
import { reportAudienceRoles } from "../../../common/between-meetings/report-status.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { LazyRichTextEditor } from "../../components/rich-text/LazyRichTextEditor.js";
import { docFromSerialised, serialiseDoc } from "../../components/rich-text/rich-text-value.js";
import { isApiError } from "../../data/api-error.js";
import { useTranslation } from "../../i18n/translate.js";
import { LibraryFilePicker } from "./LibraryFilePicker.js";
import {
  type ReportFormErrors,
  type ReportFormValues,
  reportBody,
  reportFieldOf,
  reportProblems,
} from "./report-form.js";

type Props = {
  orgId: string;
  opened: boolean;
  onClose: () => void;
  mode: "create" | "edit";
  initial: ReportFormValues;
  people: ReadonlyArray<{ PersonId: string; Name: string }>;
  save: (body: ReturnType<typeof reportBody>) => Promise<unknown>;
};

/** A report's title, executive summary, audience (board, roles or chosen people) and files. */
export function ReportFormDialog(props: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      size="lg"
      title={props.mode === "create" ? t("report.formTitleNew") : t("report.formTitleEdit")}
    >
      {props.opened && <ReportForm {...props} />}
    </Modal>
  );
}

function ReportForm({ orgId, initial, people, mode, save, onClose }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ReportFormErrors>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof ReportFormValues>(key: K, value: ReportFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors({});
  };
  const summaryDoc = useMemo(
    () => docFromSerialised(values.executiveSummary),
    [values.executiveSummary],
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = reportProblems(values);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    setSaving(true);
    try {
      await save(reportBody(values));
      notifications.show({ message: mode === "create" ? t("report.created") : t("report.saved") });
      onClose();
    } catch (e) {
      const next: ReportFormErrors = {};
      for (const [field, message] of Object.entries(isApiError(e) ? e.fields : {})) {
        const key = reportFieldOf(field);
        if (key) next[key] ??= message;
      }
      if (Object.keys(next).length === 0) next.form = e instanceof Error ? e.message : String(e);
      setErrors(next);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={errors.form} />
        <TextInput
          label={t("report.title")}
          required
          maxLength={200}
          data-autofocus
          value={values.title}
          onChange={(e) => set("title", e.currentTarget.value)}
          error={errors.title}
        />
        <LazyRichTextEditor
          label={t("report.executiveSummary")}
          value={summaryDoc}
          onChange={(doc) => set("executiveSummary", serialiseDoc(doc))}
          error={errors.executiveSummary}
          minHeight={140}
        />
        <Radio.Group
          label={t("report.audience")}
          value={values.audience}
          onChange={(v) => set("audience", v === "roles" || v === "people" ? v : "board")}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="board" label={t("report.audienceBoard")} />
            <Radio value="roles" label={t("report.audienceRoles")} />
            <Radio value="people" label={t("report.audiencePeople")} />
          </Stack>
        </Radio.Group>
        {values.audience === "roles" && (
          <MultiSelect
            label={t("report.rolesList")}
            description={t("report.audienceRolesHint")}
            data={reportAudienceRoles.map((r) => ({ value: r, label: t(`report.roles.${r}`) }))}
            value={values.roles}
            onChange={(v) => set("roles", v)}
            error={errors.roles}
          />
        )}
        {values.audience === "people" && (
          <MultiSelect
            label={t("report.peopleList")}
            description={t("report.audiencePeopleHint")}
            data={people.map((p) => ({ value: p.PersonId, label: p.Name }))}
            value={values.personIds}
            onChange={(v) => set("personIds", v)}
            searchable
            error={errors.personIds}
          />
        )}
        <LibraryFilePicker
          orgId={orgId}
          label={t("report.files")}
          hint={t("report.filesHint")}
          files={values.files}
          onChange={(files) => set("files", files)}
          error={errors.files}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={saving}>
            {mode === "create" ? t("report.create") : t("report.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
