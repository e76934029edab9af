import { Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { interestLimits } from "../../../common/contracts/interests.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { isApiError } from "../../data/api-error.js";
import { type InterestView, useDeclareInterest, useEditInterest } from "../../data/interests.js";
import { useMe } from "../../data/me.js";
import { useMembers } from "../../data/organisations.js";
import { useTranslation } from "../../i18n/translate.js";
import {
  type InterestFormIssue,
  type InterestFormValues,
  interestFormIssues,
} from "./interest-display.js";

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
      save={(values, callbacks) =>
        declare.mutate(
          {
            personId: values.personId ?? me.person.PersonId,
            entity: values.entity.trim(),
            nature: values.nature.trim(),
            disclosedOn: values.disclosedOn,
            endsOn: values.endsOn || null,
          },
          callbacks,
        )
      }
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
      save={(values, callbacks) =>
        edit.mutate(
          {
            entity: values.entity.trim(),
            nature: values.nature.trim(),
            disclosedOn: values.disclosedOn,
            endsOn: values.endsOn || null,
            version: interest.Version,
          },
          callbacks,
        )
      }
    />
  );
}

type Callbacks = { onSuccess: () => void; onError: (error: Error) => void };

type InterestFormProps = {
  orgId: string;
  initial: InterestFormValues;
  /** Shown instead of the picker when the person is fixed (editing, or declaring for oneself). */
  personName?: string;
  choosePerson: boolean;
  pending: boolean;
  onClose: () => void;
  save: (values: InterestFormValues, callbacks: Callbacks) => void;
};

function InterestForm(props: InterestFormProps) {
  const { orgId, initial, choosePerson, pending, onClose, save } = props;
  const { t } = useTranslation();
  const me = useMe();
  const members = useMembers(orgId, choosePerson);
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();

  const local = interestFormIssues(values);
  const words = (issue: InterestFormIssue | undefined, max = 0) => {
    if (!issue) return undefined;
    if (issue === "tooLong") return t("interests.tooLong", { count: max });
    return issue === "required" ? t("interests.required") : t("interests.endBeforeDisclosure");
  };
  // Length and date order show as people type; missing fields only once they try to save.
  const shown = (field: keyof InterestFormValues, max = 0) => {
    const issue = local[field];
    if (serverErrors[field]) return serverErrors[field];
    if (issue === "required" && !submitted) return undefined;
    return words(issue, max);
  };
  const change = (field: keyof InterestFormValues, value: string | null) => {
    setValues((v) => ({ ...v, [field]: value ?? "" }));
    setServerErrors(({ [field]: _, ...others }) => others);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(undefined);
    if (Object.keys(local).length > 0) return;
    save(values, {
      onSuccess: () => {
        notifications.show({ color: "green", message: t("interests.saved") });
        onClose();
      },
      onError: (error) => {
        const fields = isApiError(error) ? Object.keys(error.fields) : [];
        if (isApiError(error) && fields.some((f) => f in initial)) setServerErrors(error.fields);
        else setFormError(error.message);
      },
    });
  };

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
            value={values.personId}
            onChange={(value) => change("personId", value)}
            allowDeselect={false}
            error={shown("personId")}
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
          value={values.entity}
          onChange={(event) => change("entity", event.currentTarget.value)}
          error={shown("entity", interestLimits.entityMax)}
        />
        <Textarea
          size="md"
          required
          withAsterisk={false}
          autosize
          minRows={2}
          label={t("interests.nature")}
          maxLength={interestLimits.natureMax + 1}
          value={values.nature}
          onChange={(event) => change("nature", event.currentTarget.value)}
          error={shown("nature", interestLimits.natureMax)}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            size="md"
            required
            label={t("interests.disclosureDate")}
            value={values.disclosedOn}
            onChange={(event) => change("disclosedOn", event.currentTarget.value)}
            error={shown("disclosedOn")}
          />
          <TextInput
            type="date"
            size="md"
            label={t("interests.endDate")}
            description={t("interests.endDateHelp")}
            min={values.disclosedOn || undefined}
            value={values.endsOn}
            onChange={(event) => change("endsOn", event.currentTarget.value)}
            error={shown("endsOn")}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={pending}>
            {t("interests.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
