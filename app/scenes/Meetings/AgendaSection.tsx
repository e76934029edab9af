import { Button, EmptyState, Group, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconListNumbers, IconPlus, IconTemplate } from "@tabler/icons-react";
import { useId, useState } from "react";
import type { AgendaItemView, MeetingDetail } from "../../../common/contracts/meetings.js";
import { useDeleteAgendaItem } from "../../data/meetings/agenda.js";
import { useTranslation } from "../../i18n/translate.js";
import { AgendaItemDialog } from "./AgendaItemDialog.js";
import { AgendaList } from "./AgendaList.js";
import { BuildAgendaDialog } from "./BuildAgendaDialog.js";
import { ConfirmDialog } from "./ConfirmDialog.js";
import { SaveTemplateDialog } from "./SaveTemplateDialog.js";

type Props = { meeting: MeetingDetail; canEdit: boolean; onReload: () => void };

/** The agenda: read by members, built and edited by the people who run the meeting. */
export function AgendaSection({ meeting, canEdit, onReload }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  // A draft agenda is there to be edited, so it opens in edit mode; later stages open to read.
  const [editChoice, setEditChoice] = useState<boolean | null>(null);
  const editing = canEdit && (editChoice ?? meeting.State === "Draft");
  const [building, setBuilding] = useState(false);
  const [savingTemplate, setSavingTemplate] = useState(false);
  const [itemDialog, setItemDialog] = useState<{ item: AgendaItemView | undefined } | null>(null);
  const [deleting, setDeleting] = useState<AgendaItemView | null>(null);
  const deleteItem = useDeleteAgendaItem(meeting);
  const items = meeting.Agenda ?? [];
  // Saving a copy changes nothing in the meeting, so confirmed minutes do not prevent it.
  const canSaveTemplate = meeting.Abilities.edit && items.length > 0;

  const confirmDelete = () => {
    if (!deleting) return;
    const title = deleting.Title;
    deleteItem.mutate(deleting.Id, {
      onSuccess: () => notifications.show({ message: t("agenda.deleted", { title }) }),
      onError: (e) => notifications.show({ color: "red", message: e.message }),
      onSettled: () => setDeleting(null),
    });
  };
  const subItems = deleting ? items.filter((i) => i.ParentId === deleting.Id).length : 0;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3" id={headingId}>
          {t("agenda.heading")}
        </Title>
        {(canEdit || canSaveTemplate) && items.length > 0 && (
          <Group gap="sm">
            {editing && (
              <Button
                leftSection={<IconPlus size={18} aria-hidden />}
                onClick={() => setItemDialog({ item: undefined })}
              >
                {t("agenda.addItem")}
              </Button>
            )}
            {canEdit && (
              <Button variant="default" onClick={() => setEditChoice(!editing)}>
                {editing ? t("agenda.doneEditing") : t("agenda.editAgenda")}
              </Button>
            )}
            {canSaveTemplate && (
              <Button
                variant="subtle"
                leftSection={<IconTemplate size={18} aria-hidden />}
                onClick={() => setSavingTemplate(true)}
              >
                {t("agenda.saveAsTemplate")}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {meeting.Agenda === null && <Text>{t("meeting.agendaHidden")}</Text>}
      {meeting.Agenda !== null && items.length === 0 && (
        <EmptyState
          icon={<IconListNumbers size={32} aria-hidden />}
          withIndicatorBackground
          title={t("agenda.emptyTitle")}
          description={canEdit ? t("agenda.emptyEditorText") : t("agenda.emptyReaderText")}
        >
          {canEdit && (
            <EmptyState.Actions>
              <Button onClick={() => setBuilding(true)}>{t("agenda.buildAgenda")}</Button>
              <Button variant="default" onClick={() => setItemDialog({ item: undefined })}>
                {t("agenda.addItem")}
              </Button>
            </EmptyState.Actions>
          )}
        </EmptyState>
      )}
      {items.length > 0 && (
        <AgendaList
          meeting={meeting}
          items={items}
          editing={editing}
          onEdit={(item) => setItemDialog({ item })}
          onDelete={setDeleting}
          onReload={onReload}
        />
      )}
      <BuildAgendaDialog meeting={meeting} opened={building} onClose={() => setBuilding(false)} />
      {meeting.Abilities.edit && (
        <SaveTemplateDialog
          meeting={meeting}
          opened={savingTemplate}
          onClose={() => setSavingTemplate(false)}
        />
      )}
      <AgendaItemDialog
        meeting={meeting}
        items={items}
        editing={itemDialog}
        onClose={() => setItemDialog(null)}
      />
      <ConfirmDialog
        question={
          deleting && {
            title: t("agenda.deleteTitle", { title: deleting.Title }),
            message:
              subItems > 0
                ? t("agenda.deleteWithChildren", { title: deleting.Title, count: subItems })
                : t("agenda.deleteText", { title: deleting.Title }),
            confirmLabel: t("agenda.deleteConfirm"),
          }
        }
        confirmColor="red"
        loading={deleteItem.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
