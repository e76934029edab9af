import { Group, Stack, Text, TextInput } from "@mantine/core";
import { z } from "zod";
import {
  documentDatesBody,
  documentMessages,
  reviewAfterApproval,
} from "../../../common/contracts/documents.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { FormButtons } from "../../components/forms/FormButtons.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
import { useSetDocumentDates } from "../../data/documents/document-dates.js";
import type { DocumentView } from "../../data/documents/documents.js";
import { useTranslation } from "../../i18n/translate.js";
import { useDialogSend } from "./use-dialog-send.js";

const fields = documentDatesBody.shape;
/** A date input left blank is no date: the server clears it. */
const dateOrNone = (field: typeof fields.approvedOn) =>
  z
    .string()
    .transform((typed) => typed || null)
    .pipe(field.unwrap());

/** The server's rules for the dates (common/contracts/documents.ts), read from the inputs. */
const datesForm = z
  .object({ approvedOn: dateOrNone(fields.approvedOn), reviewOn: dateOrNone(fields.reviewOn) })
  .refine(reviewAfterApproval, {
    path: ["reviewOn"],
    message: documentMessages.reviewBeforeApproval,
  });

type Props = { orgId: string; document: DocumentView; onClose: () => void };

/** A document's approval and review dates: both are sent, so a blank one is cleared. */
export function ReviewDatesForm({ orgId, document, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSetDocumentDates(orgId, document.documentId);
  const form = useZodForm(datesForm, {
    approvedOn: document.approvedOn ?? "",
    reviewOn: document.reviewOn ?? "",
  });
  const { send, formError } = useDialogSend(onClose);

  const submit = form.handleSubmit((dates) =>
    send(
      () => save.mutateAsync(dates),
      () => t("documents.reviewDatesSaved", { name: document.name }),
      form.applyServerError,
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={formError} />
        <Text>{t("documents.reviewDatesNote")}</Text>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            size="md"
            data-autofocus
            label={t("documents.approvedOn")}
            {...form.textField("approvedOn")}
          />
          <TextInput
            type="date"
            size="md"
            label={t("documents.reviewOn")}
            min={form.values.approvedOn || undefined}
            {...form.textField("reviewOn")}
          />
        </Group>
        <FormButtons
          submitLabel={t("documents.reviewDatesSave")}
          pending={save.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
