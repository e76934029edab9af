import {
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
import { useMemo, useState } from "react";
import type { z } from "zod";
import type { PersonSummary } from "../../../common/contracts/people.js";
import { limits } from "../../../common/limits.js";
import { type Role, roleLabel, roles } from "../../../common/roles.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { FormButtons } from "../../components/forms/FormButtons.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
import { useAddPerson, useEditPerson } from "../../data/people.js";
import { useTranslation } from "../../i18n/translate.js";
import {
  addPersonForm,
  editPersonForm,
  emptyPerson,
  type PersonFormValues,
  valuesOf,
} from "./person-form.js";

type Props = {
  orgId: string;
  isCommittee: boolean;
  /** The card to edit; absent to add a person. */
  person?: PersonSummary;
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
      schema={addPersonForm}
      pending={add.isPending}
      onClose={onClose}
      save={(body) => add.mutateAsync(body)}
    />
  );
}

function EditForm({ orgId, isCommittee, person, onClose }: FormProps & { person: PersonSummary }) {
  const edit = useEditPerson(orgId, person.PersonId);
  const schema = useMemo(() => editPersonForm(person), [person]);
  return (
    <PersonForm
      initial={valuesOf(person)}
      person={person}
      isCommittee={isCommittee}
      schema={schema}
      pending={edit.isPending}
      onClose={onClose}
      save={(body) => edit.mutateAsync(body)}
    />
  );
}

type PersonFormProps<Body> = {
  initial: PersonFormValues;
  person?: PersonSummary;
  isCommittee: boolean;
  /** The API's rules for the body the card becomes (person-form.ts). */
  schema: z.ZodType<Body, PersonFormValues>;
  pending: boolean;
  onClose: () => void;
  /** Sends the body; a refusal it rejects with is shown beside the fields it names. */
  save: (body: Body) => Promise<{ message: string }>;
};

function PersonForm<Body>(props: PersonFormProps<Body>) {
  const { initial, person, isCommittee, schema, pending, onClose, save } = props;
  // The server says whose role may change (never one's own); a new person's always may.
  const roleLocked = person !== undefined && !person.Abilities.changeRole;
  const { t } = useTranslation();
  const form = useZodForm(schema, initial);
  const [formError, setFormError] = useState<string>();

  const submit = form.handleSubmit((body) => {
    setFormError(undefined);
    save(body).then(
      (result) => {
        notifications.show({ color: "green", message: result.message });
        onClose();
      },
      (error: unknown) => setFormError(form.applyServerError(error)),
    );
  });

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
            {...form.textField("firstName")}
          />
          <TextInput
            size="md"
            required
            label={t("people.lastName")}
            maxLength={limits.nameMax + 1}
            {...form.textField("lastName")}
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
          {...form.textField("email")}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            size="md"
            label={t("people.titleField")}
            maxLength={limits.titleMax + 1}
            {...form.textField("title")}
          />
          <TextInput
            size="md"
            label={t("people.suffix")}
            maxLength={limits.suffixMax + 1}
            {...form.textField("suffix")}
          />
          <TextInput
            size="md"
            type="tel"
            label={t("people.phone")}
            maxLength={limits.phoneMax + 1}
            {...form.textField("phoneNumber")}
          />
        </Group>
        <Select
          size="md"
          label={t("people.role")}
          data={roleOptions}
          value={form.values.role}
          onChange={(value) => {
            const role = roles.find((r) => r === value);
            if (role) form.setValue("role", role satisfies Role);
          }}
          allowDeselect={false}
          disabled={roleLocked}
          description={roleLocked ? t("people.ownRole") : undefined}
          error={form.errorFor("role")}
        />
        <Checkbox
          size="md"
          label={t("people.boardMember")}
          description={t("people.boardMemberHelp")}
          {...form.checkboxField("isBoardMember")}
        />
        <TagsInput
          size="md"
          label={t("people.tags")}
          description={t("people.tagsHelp")}
          {...form.listField("tags")}
        />
        {!person && (
          <Radio.Group
            label={t("people.loginChoice")}
            value={form.values.login}
            onChange={(value) => form.setValue("login", value === "none" ? "none" : "invite")}
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
            {...form.textField("tenureStartsOn")}
          />
          <TextInput
            type="date"
            size="md"
            label={t("people.tenureEnd")}
            min={form.values.tenureStartsOn || undefined}
            {...form.textField("tenureEndsOn")}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {t("people.tenureEndHelp")}
        </Text>
        <FormButtons
          submitLabel={person ? t("people.save") : t("people.add")}
          pending={pending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
