import { Group, Modal, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { interestLimits } from "../../../common/contracts/interests.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { FormButtons } from "../../components/forms/FormButtons.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
import { type InterestView, useDeclareInterest, useEditInterest } from "../../data/interests.js";
import { useMe } from "../../data/me.js";
import { useMembers } from "../../data/organisations.js";
import { useTranslation } from "../../i18n/translate.js";
import { type InterestFormOutput, type InterestFormValues, interestForm } from "./interest-form.js";

type Props = {
  orgId: string;
  /** The entry to edit; absent to add one. */
  interest?: InterestView;
  /** Today where the organisation is: a new entry's disclosure date. */
  today: string;
  /** Administrator, Secretary and Chair pick anyone; everyone else declares for themselves. */
  canEditAnyone: boolean;
  opened: boolean;
  onClose: () => void;
};

/** Add or edit an entry: person, organisation or entity, nature, disclosure and end dates. */
export function InterestDialog({ opened, onClose, interest, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={interest ? t("interests.editTitle") : t("interests.addTitle")}
      size="lg"
    >
      {opened &&
        (interest ? (
          <EditForm {...rest} interest={interest} onClose={onClose} />
        ) : (
          <AddForm {...rest} onClose={onClose} />
        ))}
    </Modal>
  );
}

type FormProps = Omit<Props, "opened" | "interest"> & { onClose: () => void };

function AddForm({ orgId, today, canEditAnyone, onClose }: FormProps) {
  const me = useMe();
  const declare = useDeclareInterest(orgId);
  return (
    <InterestForm
      initial={{
        personId: me.person.PersonId,
        entity: "",
        nature: "",
        disclosedOn: today,
        endsOn: "",
      }}
      orgId={orgId}
      choosePerson={canEditAnyone}
      pending={declare.isPending}
      onClose={onClose}
      save={(entry) => declare.mutateAsync(entry)}
    />
  );
}

function EditForm({ orgId, interest, onClose }: FormProps & { interest: InterestView }) {
  const edit = useEditInterest(orgId, interest.Id);
  return (
    <InterestForm
      initial={{
        personId: interest.PersonId,
        entity: interest.Entity,
        nature: interest.Nature,
        disclosedOn: interest.DisclosedOn,
        endsOn: interest.EndsOn ?? "",
      }}
      personName={interest.PersonName}
      orgId={orgId}
      choosePerson={false}
      pending={edit.isPending}
      onClose={onClose}
      save={({ personId: _fixed, ...entry }) =>
        edit.mutateAsync({ ...entry, version: interest.Version })
      }
    />
  );
}

type InterestFormProps = {
  orgId: string;
  initial: InterestFormValues;
  /** Shown instead of the picker when the person is fixed (editing, or declaring for oneself). */
  personName?: string;
  choosePerson: boolean;
  pending: boolean;
  onClose: () => void;
  /** Sends the entry; a refusal it rejects with is shown beside the fields it names. */
  save: (entry: InterestFormOutput) => Promise<unknown>;
};

function InterestForm(props: InterestFormProps) {
  const { orgId, initial, choosePerson, pending, onClose, save } = props;
  const { t } = useTranslation();
  const me = useMe();
  const members = useMembers(orgId, choosePerson);
  const form = useZodForm(interestForm, initial);
  const [formError, setFormError] = useState<string>();

  const submit = form.handleSubmit((entry) => {
    setFormError(undefined);
    save(entry).then(
      () => {
        notifications.show({ color: "green", message: t("interests.saved") });
        onClose();
      },
      (error: unknown) => setFormError(form.applyServerError(error)),
    );
  });

  const personOptions = (members.data ?? []).map((m) => ({ value: m.PersonId, label: m.FullName }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert
          message={formError ?? (members.isError ? t("interests.peopleFailed") : undefined)}
        />
        {choosePerson ? (
          <Select
            size="md"
            label={t("interests.person")}
            data={personOptions}
            searchable
            required
            nothingFoundMessage={members.isPending ? t("common.loading") : undefined}
            value={form.values.personId || null}
            onChange={(value) => form.setValue("personId", value ?? "")}
            allowDeselect={false}
            error={form.errorFor("personId")}
          />
        ) : (
          <div>
            <Text size="sm" fw={500}>
              {t("interests.person")}
            </Text>
            <Text size="md">{props.personName ?? me.person.FullName}</Text>
            {!props.personName && (
              <Text size="sm" c="dimmed">
                {t("interests.chooseOnlyYourself")}
              </Text>
            )}
          </div>
        )}
        <TextInput
          size="md"
          required
          data-autofocus
          label={t("interests.entity")}
          maxLength={interestLimits.entityMax + 1}
          {...form.textField("entity")}
        />
        <Textarea
          size="md"
          required
          withAsterisk={false}
          autosize
          minRows={2}
          label={t("interests.nature")}
          maxLength={interestLimits.natureMax + 1}
          {...form.textField("nature")}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            size="md"
            required
            label={t("interests.disclosureDate")}
            {...form.textField("disclosedOn")}
          />
          <TextInput
            type="date"
            size="md"
            label={t("interests.endDate")}
            description={t("interests.endDateHelp")}
            min={form.values.disclosedOn || undefined}
            {...form.textField("endsOn")}
          />
        </Group>
        <FormButtons submitLabel={t("interests.save")} pending={pending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
