import {
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useMemo, useState } from "react";
import type { AgendaItemView, MeetingDetail } from "../../../common/contracts/meetings.js";
import {
  agendaItemTypeLabels,
  agendaItemTypes,
  closesMeeting,
} from "../../../common/meetings/agenda.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
import { LazyRichTextEditor } from "../../components/rich-text/LazyRichTextEditor.js";
import { docFromSerialised, serialiseDoc } from "../../components/rich-text/rich-text-value.js";
import {
  useAddAgendaItem,
  useReorderAgenda,
  useUpdateAgendaItem,
} from "../../data/meetings/agenda.js";
import { useTranslation } from "../../i18n/translate.js";
import { agendaItemForm, agendaItemValues } from "./agenda-item-form.js";
import { reparentItem } from "./agenda-order.js";

type Props = {
  meeting: MeetingDetail;
  items: readonly AgendaItemView[];
  /** The item to edit; undefined adds one. Null closes the dialog. */
  editing: { item: AgendaItemView | undefined } | null;
  onClose: () => void;
};

export function AgendaItemDialog({ meeting, items, editing, onClose }: Props) {
  const { t } = useTranslation();
  const title = editing?.item ? t("agendaItem.editTitle") : t("agendaItem.addTitle");
  return (
    <Modal opened={editing !== null} onClose={onClose} title={title} size="lg">
      {editing && (
        <AgendaItemForm meeting={meeting} items={items} item={editing.item} onClose={onClose} />
      )}
    </Modal>
  );
}

type FormProps = Omit<Props, "editing"> & { item: AgendaItemView | undefined };

function AgendaItemForm({ meeting, items, item, onClose }: FormProps) {
  const { t } = useTranslation();
  const form = useZodForm(agendaItemForm, agendaItemValues(item));
  const addItem = useAddAgendaItem(meeting);
  const updateItem = useUpdateAgendaItem(meeting);
  const reorder = useReorderAgenda(meeting);
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const descriptionDoc = useMemo(
    () => docFromSerialised(form.values.description),
    [form.values.description],
  );
  const parents = items.filter((i) => i.ParentId === null && i.Id !== item?.Id);
  const hasChildren = item !== undefined && items.some((i) => i.ParentId === item.Id);

  const submit = form.handleSubmit(async (body) => {
    setFormError(undefined);
    setSaving(true);
    try {
      if (!item) {
        await addItem.mutateAsync(body);
      } else {
        await updateItem.mutateAsync({ itemId: item.Id, item: body });
        // The item keeps its old position number; place it at the end of its new group.
        if (body.parentId !== item.ParentId) {
          const order = items.map((i) => ({
            id: i.Id,
            parentId: i.ParentId,
            closes: closesMeeting([i.Type]),
          }));
          const next = reparentItem(order, item.Id, body.parentId);
          if (next) await reorder.mutateAsync(next);
        }
      }
      onClose();
    } catch (error) {
      setFormError(form.applyServerError(error));
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={formError} />
        <TextInput
          label={t("agendaItem.title")}
          required
          data-autofocus
          {...form.textField("title")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            size="md"
            label={t("agendaItem.type")}
            data={agendaItemTypes.map((type) => ({
              value: type,
              label: agendaItemTypeLabels[type],
            }))}
            value={form.values.type}
            onChange={(event) => form.setValue("type", event.currentTarget.value)}
            error={form.errorFor("type")}
          />
          <NativeSelect
            size="md"
            label={t("agendaItem.parent")}
            description={hasChildren ? t("agendaItem.parentLocked") : undefined}
            disabled={hasChildren}
            data={[
              { value: "", label: t("agendaItem.topLevel") },
              ...parents.map((p) => ({ value: p.Id, label: `${p.Number} ${p.Title}` })),
            ]}
            value={form.values.parentId}
            onChange={(event) => form.setValue("parentId", event.currentTarget.value)}
            error={form.errorFor("parentId")}
          />
        </SimpleGrid>
        <Checkbox
          size="md"
          label={t("agendaItem.isHeading")}
          description={t("agendaItem.isHeadingHint")}
          {...form.checkboxField("isHeading")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t("agendaItem.presenter")} {...form.textField("presenter")} />
          <TextInput
            type="number"
            inputMode="numeric"
            min={0}
            step={5}
            label={t("agendaItem.duration")}
            {...form.textField("durationMinutes")}
          />
        </SimpleGrid>
        <LazyRichTextEditor
          label={t("agendaItem.description")}
          value={descriptionDoc}
          onChange={(doc) => form.setValue("description", serialiseDoc(doc))}
          error={form.errorFor("description")}
          minHeight={100}
        />
        {form.values.type === "Vote" && (
          <Textarea
            size="md"
            autosize
            minRows={3}
            label={t("agendaItem.motion")}
            description={t("agendaItem.motionHint")}
            value={form.values.motion}
            onChange={(event) => form.setValue("motion", event.currentTarget.value)}
            error={form.errorFor("motion")}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={saving}>
            {item ? t("agendaItem.save") : t("agendaItem.add")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
