import { FileInput, Stack, Text, Textarea } from "@mantine/core";
import { IconFileUpload } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { z } from "zod";
import {
  documentMessages,
  versionNote,
  versionNoteMax,
} from "../../../common/contracts/documents.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { FormButtons } from "../../components/forms/FormButtons.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
import type { DocumentView } from "../../data/documents/documents.js";
import { useReplaceDocument } from "../../data/documents/replace-document.js";
import { useTranslation } from "../../i18n/translate.js";
import { paperFileError } from "../Meetings/papers/paper-files.js";
import { sayDone } from "./library-notices.js";
import { pickerAccept } from "./UploadButton.js";
import { UploadBar } from "./UploadProgressList.js";

/** The note as the server checks it (trimmed, 500 characters at most). */
const noteForm = z.object({ note: versionNote });

type Props = { orgId: string; document: DocumentView; onClose: () => void };

/**
 * A document's new file, its next and current version, with a note for the history. The file
 * is checked as it is chosen (type, size), and its progress shown while it goes.
 */
export function ReplaceDocumentForm({ orgId, document, onClose }: Props) {
  const { t } = useTranslation();
  const replace = useReplaceDocument(orgId, document.documentId);
  const form = useZodForm(noteForm, { note: "" });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [percent, setPercent] = useState<number>();
  const [formError, setFormError] = useState<string>();

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setFileError(chosen ? paperFileError(chosen) : undefined);
  };

  const sendVersion = form.handleSubmit(({ note }) => {
    if (!file || paperFileError(file)) return;
    setFormError(undefined);
    setPercent(0);
    replace
      .mutateAsync({
        file,
        note,
        onProgress: (fraction) => setPercent(Math.min(100, Math.round(fraction * 100))),
      })
      .then(
        (stored) => {
          sayDone(t("documents.replaced", { name: stored.name, number: stored.version }));
          onClose();
        },
        (error: unknown) => {
          setPercent(undefined);
          setFormError(form.applyServerError(error));
        },
      );
  });
  const submit = (event: FormEvent) => {
    if (!file) setFileError(documentMessages.chooseFile);
    sendVersion(event);
  };

  const typed = form.values.note.length;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={formError} />
        <Text>{t("documents.replaceNote")}</Text>
        <FileInput
          required
          data-autofocus
          label={t("documents.newFile")}
          placeholder={t("documents.newFilePlaceholder")}
          accept={pickerAccept}
          value={file}
          onChange={choose}
          error={fileError}
          clearable
          leftSection={<IconFileUpload size={18} aria-hidden />}
        />
        <Textarea
          label={t("documents.versionNote")}
          description={t("documents.versionNoteCount", { count: typed, max: versionNoteMax })}
          autosize
          minRows={3}
          {...form.textField("note")}
        />
        {percent !== undefined && file && <UploadBar name={file.name} percent={percent} />}
        <FormButtons
          submitLabel={t("documents.replaceSave")}
          pending={replace.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
