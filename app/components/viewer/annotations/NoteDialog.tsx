import {
  Alert,
  Blockquote,
  Button,
  Group,
  Modal,
  Stack,
  Switch,
  Text,
  Textarea,
} from "@mantine/core";
import { useState } from "react";
import { annotationLimits } from "../../../../common/contracts/annotations.js";
import type { PlacedNote } from "../../../data/annotations.js";
import { isApiError } from "../../../data/api-error.js";
import { formatDateTime } from "../../../i18n/format.js";
import { useTranslation } from "../../../i18n/translate.js";
import type { NoteDraft, ViewerNotes } from "./viewer-notes.js";

/** A new note (on selected words, or on the page), or one opened from its pin or the list. */
export type NoteOpening =
  | { kind: "new"; page: number; draft: NoteDraft }
  | { kind: "open"; placed: PlacedNote };

type Props = { opening: NoteOpening | null; notes: ViewerNotes; onClose: () => void };

export function NoteDialog({ opening, notes, onClose }: Props) {
  const { t } = useTranslation();
  const title = !opening
    ? ""
    : opening.kind === "new"
      ? t("notes.newTitle", { page: opening.page })
      : opening.placed.view.mine
        ? opening.placed.view.kind === "note"
          ? t("notes.myNoteTitle", { page: opening.placed.page })
          : t("notes.myHighlightTitle", { page: opening.placed.page })
        : t("notes.theirNoteTitle", { name: opening.placed.view.authorName });
  return (
    <Modal opened={opening !== null} onClose={onClose} title={title}>
      {opening && (
        <NoteForm
          key={opening.kind === "new" ? "new" : opening.placed.view.id}
          opening={opening}
          notes={notes}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function NoteForm({
  opening,
  notes,
  onClose,
}: {
  opening: NoteOpening;
  notes: ViewerNotes;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const view = opening.kind === "open" ? opening.placed.view : null;
  const [text, setText] = useState(view?.note ?? "");
  const [shared, setShared] = useState(view?.shared ?? false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const quote = opening.kind === "new" ? opening.draft.quote : view?.quote;
  const isNote = opening.kind === "new" ? opening.draft.kind === "note" : view?.kind === "note";

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      onClose();
    } catch (err) {
      setError(isApiError(err) ? err.message : t("notes.failed"));
    } finally {
      setBusy(false);
    }
  };

  if (view && !view.mine)
    return (
      <Stack gap="sm">
        {quote && <Blockquote p="xs">{quote}</Blockquote>}
        {view.note && <Text style={{ whiteSpace: "pre-wrap" }}>{view.note}</Text>}
        <Text size="sm" c="dimmed">
          {t("notes.sharedBy", { name: view.authorName, when: formatDateTime(view.updatedAt) })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("notes.close")}
          </Button>
        </Group>
      </Stack>
    );

  const save = () =>
    run(async () => {
      if (opening.kind === "new")
        await notes.add(opening.page, { ...opening.draft, note: text.trim() || undefined, shared });
      else if (view) await notes.change(view.id, { note: text.trim(), shared });
    });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (isNote && !text.trim()) setError(t("notes.writeFirst"));
        else void save();
      }}
    >
      <Stack gap="sm">
        {quote && <Blockquote p="xs">{quote}</Blockquote>}
        <Textarea
          label={isNote ? t("notes.noteLabel") : t("notes.highlightNoteLabel")}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={annotationLimits.note}
          autosize
          minRows={3}
          maxRows={10}
          data-autofocus
          required={isNote}
        />
        <Switch
          label={t("notes.share")}
          description={t("notes.shareHelp")}
          checked={shared}
          onChange={(event) => setShared(event.currentTarget.checked)}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="space-between">
          {view ? (
            confirmingDelete ? (
              <Group gap="xs">
                <Text size="sm">{t("notes.deleteQuestion")}</Text>
                <Button
                  color="red"
                  loading={busy}
                  onClick={() => void run(() => notes.remove(view.id))}
                >
                  {t("notes.deleteConfirm")}
                </Button>
                <Button variant="default" onClick={() => setConfirmingDelete(false)}>
                  {t("notes.keep")}
                </Button>
              </Group>
            ) : (
              <Button variant="subtle" color="red" onClick={() => setConfirmingDelete(true)}>
                {t("notes.delete")}
              </Button>
            )
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t("notes.cancel")}
            </Button>
            <Button type="submit" loading={busy}>
              {t("notes.save")}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
