import { Modal, MultiSelect, Stack, Textarea, TextInput } from "@mantine/core";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "../../i18n/translate.js";
import { FormAlert } from "../forms/FormAlert.js";
import { FormButtons } from "../forms/FormButtons.js";
import { useZodForm } from "../forms/use-zod-form.js";
import { type ActionFormOutput, type ActionFormValues, actionFormSchema } from "./action-form.js";

export type OwnerChoice = {
  options: ReadonlyArray<{ value: string; label: string }>;
  loading: boolean;
};

type Props = {
  initialValues: ActionFormValues;
  /** The people who may own it; null where owners are not chosen here. */
  owners: OwnerChoice | null;
  /** Said above the fields: the people could not be loaded. */
  loadError?: string;
  submitLabel: string;
  pending: boolean;
  /** Sends the action; a refusal it rejects with is shown beside the fields it names. */
  onSubmit: (action: ActionFormOutput) => Promise<unknown>;
  onCancel: () => void;
};

/** An action's description, owners and due date: the minutes' Add action and the Actions page's Edit. */
export function ActionForm({
  initialValues,
  owners,
  loadError,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: Props) {
  const { t } = useTranslation();
  const choosesOwners = owners !== null;
  const schema = useMemo(() => actionFormSchema(choosesOwners), [choosesOwners]);
  const form = useZodForm(schema, initialValues);
  const [formError, setFormError] = useState<string>();
  // The list closes after each pick so it never covers the buttons; click again to add more.
  const [ownersOpen, setOwnersOpen] = useState(false);

  const submit = form.handleSubmit((action) => {
    setFormError(undefined);
    onSubmit(action).catch((error: unknown) => setFormError(form.applyServerError(error)));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={formError ?? loadError} />
        <Textarea
          size="md"
          autosize
          minRows={2}
          maxLength={5000}
          required
          withAsterisk={false}
          data-autofocus
          label={t("actions.description")}
          {...form.textField("description")}
        />
        {owners && (
          <MultiSelect
            size="md"
            label={t("actions.owners")}
            placeholder={
              form.values.ownerPersonIds.length === 0 ? t("actions.ownersPlaceholder") : undefined
            }
            data={owners.options}
            searchable
            selectFirstOptionOnChange
            maxValues={20}
            nothingFoundMessage={owners.loading ? t("common.loading") : undefined}
            comboboxProps={{ keepMounted: false }}
            dropdownOpened={ownersOpen}
            onDropdownOpen={() => setOwnersOpen(true)}
            onDropdownClose={() => setOwnersOpen(false)}
            onOptionSubmit={() => setOwnersOpen(false)}
            {...form.listField("ownerPersonIds")}
          />
        )}
        <TextInput
          type="date"
          size="md"
          label={t("actions.dueDate")}
          {...form.textField("dueDate")}
        />
        <FormButtons submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

type DialogProps = { title: string; opened: boolean; onClose: () => void; children: ReactNode };

/** The dialog around it; its form (and what that loads) is there only while open. */
export function ActionFormDialog({ title, opened, onClose, children }: DialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      {opened && children}
    </Modal>
  );
}
