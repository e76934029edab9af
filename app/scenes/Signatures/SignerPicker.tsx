import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  MultiSelect,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconUserPlus, IconX } from "@tabler/icons-react";
import { type Dispatch, type KeyboardEvent, useState } from "react";
import type { PossibleSigners } from "../../data/signature-requests.js";
import { useTranslation } from "../../i18n/translate.js";
import { signerColour } from "./field-order.js";
import type { DraftChange, DraftSigner } from "./request-draft.js";
import classes from "./Signatures.module.css";

type Props = {
  people: PossibleSigners["people"];
  signers: readonly DraftSigner[];
  ordered: boolean;
  onChange: Dispatch<DraftChange>;
  error: string | undefined;
};

/** A light check only: the server holds the real rule and says what is wrong. */
const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());

/**
 * Who signs: members who can read the document (searched by name or e-mail), people outside by
 * name and e-mail, in the order they sign when the order matters.
 */
export function SignerPicker({ people, signers, ordered, onChange, error }: Props) {
  const { t } = useTranslation();
  const members = signers.flatMap((s) => (s.kind === "member" ? [s.personId] : []));
  const byId = new Map(people.map((p) => [p.personId, p]));

  return (
    <Stack gap="md">
      <MultiSelect
        label={t("signatures.members")}
        description={t("signatures.membersHelp")}
        placeholder={members.length === 0 ? t("signatures.membersPlaceholder") : undefined}
        searchable
        clearable
        nothingFoundMessage={t("signatures.noMemberFound")}
        data={people.map((p) => ({ value: p.personId, label: `${p.name} (${p.email})` }))}
        value={members}
        error={error}
        onChange={(ids) =>
          onChange({
            type: "setMembers",
            members: ids.flatMap((id) => {
              const person = byId.get(id);
              return person ? [{ personId: id, name: person.name }] : [];
            }),
          })
        }
      />
      <ExternalSignerForm
        onAdd={(name, email) => onChange({ type: "addExternal", name, email })}
        taken={(email) =>
          signers.some(
            (s) => s.kind === "external" && s.email.toLowerCase() === email.toLowerCase(),
          )
        }
      />
      {signers.length > 0 && (
        <Stack gap="xs">
          <Switch
            label={t("signatures.inOrder")}
            description={t("signatures.inOrderHelp")}
            checked={ordered}
            onChange={(event) =>
              onChange({ type: "setOrdered", ordered: event.currentTarget.checked })
            }
          />
          <Stack
            component="ol"
            gap={6}
            className={classes.plainList}
            aria-label={t("signatures.signersList")}
          >
            {signers.map((signer, index) => (
              <SignerRow
                key={signer.key}
                signer={signer}
                index={index}
                last={index === signers.length - 1}
                onChange={onChange}
              />
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}

function SignerRow({
  signer,
  index,
  last,
  onChange,
}: {
  signer: DraftSigner;
  index: number;
  last: boolean;
  onChange: Dispatch<DraftChange>;
}) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder p="xs" radius="sm">
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <span
            className={classes.swatch}
            style={{
              ["--field-colour" as string]: `var(--mantine-color-${signerColour(index)}-6)`,
            }}
            aria-hidden
          />
          <Text fw={600} truncate>
            {index + 1}. {signer.name}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {signer.kind === "external" ? `${signer.email} · ${t("signatures.external")}` : ""}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            disabled={index === 0}
            aria-label={t("signatures.moveUp", { name: signer.name })}
            onClick={() => onChange({ type: "moveSigner", key: signer.key, by: -1 })}
          >
            <IconArrowUp size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            disabled={last}
            aria-label={t("signatures.moveDown", { name: signer.name })}
            onClick={() => onChange({ type: "moveSigner", key: signer.key, by: 1 })}
          >
            <IconArrowDown size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t("signatures.removeSigner", { name: signer.name })}
            onClick={() => onChange({ type: "removeSigner", key: signer.key })}
          >
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

function ExternalSignerForm({
  onAdd,
  taken,
}: {
  onAdd: (name: string, email: string) => void;
  taken: (email: string) => boolean;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  // Not a <form>: it sits inside the request's own form, and forms cannot nest.
  const add = () => {
    if (!name.trim()) return setError(t("signatures.externalNameNeeded"));
    if (!looksLikeEmail(email)) return setError(t("signatures.externalEmailNeeded"));
    if (taken(email)) return setError(t("signatures.externalTwice"));
    onAdd(name, email);
    setName("");
    setEmail("");
    setError(null);
  };
  const onEnter = (event: KeyboardEvent) => {
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  };
  return (
    <Fieldset legend={t("signatures.externalTitle")} variant="unstyled">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          label={t("signatures.externalName")}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={onEnter}
          maxLength={200}
        />
        <TextInput
          label={t("signatures.externalEmail")}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          onKeyDown={onEnter}
          error={error ?? undefined}
        />
        <Button
          mt={25}
          variant="default"
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={() => add()}
        >
          {t("signatures.addExternal")}
        </Button>
      </Group>
    </Fieldset>
  );
}
