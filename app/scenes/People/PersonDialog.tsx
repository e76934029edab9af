import {
  Button,
  Checkbox,
  Group,
  Modal,
  Radio,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import {
  addPersonBody,
  editPersonBody,
  type PersonSummary,
} from "../../../common/contracts/people.js";
import { limits } from "../../../common/limits.js";
import { type Role, roleLabel, roles } from "../../../common/roles.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { fieldIssues } from "../../components/forms/use-zod-form.js";
import { isApiError } from "../../data/api-error.js";
import { useAddPerson, useEditPerson } from "../../data/people.js";
import { useTranslation } from "../../i18n/translate.js";
import {
  addBodyOf,
  editBodyOf,
  emptyPerson,
  type PersonFormValues,
  valuesOf,
} from "./person-form.js";

type Props = {
  orgId: string;
  isCommittee: boolean;
  /** The card to edit; absent to add a person. */
  person?: PersonSummary;
  /** The viewer's own card: their role is shown, not offered. */
  isMe?: boolean;
  opened: boolean;
  onClose: () => void;
};

/** Add a person, or edit a card: name, contact, role, board member, tags, tenure. */
export function PersonDialog({ opened, onClose, person, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={person ? t("people.editTitle", { name: person.FullName }) : t("people.addTitle")}
      size="lg"
    >
      {opened &&
        (person ? (
          <EditForm {...rest} person={person} onClose={onClose} />
        ) : (
          <AddForm {...rest} onClose={onClose} />
        ))}
    </Modal>
  );
}

type FormProps = Omit<Props, "opened" | "person"> & { onClose: () => void };

function AddForm({ orgId, isCommittee, onClose }: FormProps) {
  const add = useAddPerson(orgId);
  return (
    <PersonForm
      initial={emptyPerson}
      isCommittee={isCommittee}
      validate={(values) => fieldIssues(addPersonBody, addBodyOf(values))}
      pending={add.isPending}
      onClose={onClose}
      save={(values, callbacks) => add.mutate(addBodyOf(values), callbacks)}
    />
  );
}

function EditForm({
  orgId,
  isCommittee,
  person,
  isMe,
  onClose,
}: FormProps & { person: PersonSummary }) {
  const edit = useEditPerson(orgId, person.PersonId);
  return (
    <PersonForm
      initial={valuesOf(person)}
      person={person}
      isMe={isMe ?? false}
      isCommittee={isCommittee}
      validate={(values) => fieldIssues(editPersonBody, editBodyOf(values, person))}
      pending={edit.isPending}
      onClose={onClose}
      save={(values, callbacks) => edit.mutate(editBodyOf(values, person), callbacks)}
    />
  );
}

type Callbacks = {
  onSuccess: (result: { message: string }) => void;
  onError: (error: Error) => void;
};

type PersonFormProps = {
  initial: PersonFormValues;
  person?: PersonSummary;
  isMe?: boolean;
  isCommittee: boolean;
  validate: (values: PersonFormValues) => Record<string, string>;
  pending: boolean;
  onClose: () => void;
  save: (values: PersonFormValues, callbacks: Callbacks) => void;
};

function PersonForm(props: PersonFormProps) {
  const { initial, person, isMe, isCommittee, validate, pending, onClose, save } = props;
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const issues = validate(values);
  const shown = (field: keyof PersonFormValues) =>
    serverErrors[field] ?? (submitted || touched.has(field) ? issues[field] : undefined);
  const change = <K extends keyof PersonFormValues>(field: K, value: PersonFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((s) => new Set(s).add(field));
    setServerErrors(({ [field]: _, ...others }) => others);
  };
  const text = (
    field: "firstName" | "lastName" | "email" | "title" | "suffix" | "phoneNumber",
  ) => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      change(field, event.currentTarget.value),
    error: shown(field),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(undefined);
    if (Object.keys(issues).length > 0) return;
    save(values, {
      onSuccess: (result) => {
        notifications.show({ color: "green", message: result.message });
        onClose();
      },
      onError: (error) => {
        const fields = isApiError(error) ? Object.keys(error.fields) : [];
        if (isApiError(error) && fields.some((f) => f in initial)) setServerErrors(error.fields);
        else setFormError(error.message);
      },
    });
  };

  const roleOptions = roles.map((role) => ({ value: role, label: roleLabel(role, isCommittee) }));
  const accountEmail = person?.HasAccount === true;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={formError} />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            size="md"
            required
            data-autofocus
            label={t("people.firstName")}
            maxLength={limits.nameMax + 1}
            {...text("firstName")}
          />
          <TextInput
            size="md"
            required
            label={t("people.lastName")}
            maxLength={limits.nameMax + 1}
            {...text("lastName")}
          />
        </Group>
        <TextInput
          size="md"
          type="email"
          label={t("people.email")}
          disabled={accountEmail}
          description={
            accountEmail ? t("people.emailOfAccount", { name: person?.FullName }) : undefined
          }
          {...text("email")}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            size="md"
            label={t("people.titleField")}
            maxLength={limits.titleMax + 1}
            {...text("title")}
          />
          <TextInput
            size="md"
            label={t("people.suffix")}
            maxLength={limits.suffixMax + 1}
            {...text("suffix")}
          />
          <TextInput
            size="md"
            type="tel"
            label={t("people.phone")}
            maxLength={limits.phoneMax + 1}
            {...text("phoneNumber")}
          />
        </Group>
        <Select
          size="md"
          label={t("people.role")}
          data={roleOptions}
          value={values.role}
          onChange={(value) => {
            const role = roles.find((r) => r === value);
            if (role) change("role", role satisfies Role);
          }}
          allowDeselect={false}
          disabled={isMe}
          description={isMe ? t("people.ownRole") : undefined}
          error={shown("role")}
        />
        <Checkbox
          size="md"
          label={t("people.boardMember")}
          description={t("people.boardMemberHelp")}
          checked={values.isBoardMember}
          onChange={(event) => change("isBoardMember", event.currentTarget.checked)}
        />
        <TagsInput
          size="md"
          label={t("people.tags")}
          description={t("people.tagsHelp")}
          value={values.tags}
          onChange={(tags) => change("tags", tags)}
          error={shown("tags")}
        />
        {!person && (
          <Radio.Group
            label={t("people.loginChoice")}
            value={values.login}
            onChange={(value) => change("login", value === "none" ? "none" : "invite")}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="invite" label={t("people.loginInvite")} />
              <Radio value="none" label={t("people.loginNone")} />
            </Stack>
          </Radio.Group>
        )}
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            size="md"
            label={t("people.tenureStart")}
            value={values.tenureStartsOn}
            onChange={(event) => change("tenureStartsOn", event.currentTarget.value)}
            error={shown("tenureStartsOn")}
          />
          <TextInput
            type="date"
            size="md"
            label={t("people.tenureEnd")}
            min={values.tenureStartsOn || undefined}
            value={values.tenureEndsOn}
            onChange={(event) => change("tenureEndsOn", event.currentTarget.value)}
            error={shown("tenureEndsOn")}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {t("people.tenureEndHelp")}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={pending}>
            {person ? t("people.save") : t("people.add")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
