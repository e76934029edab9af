import { Badge, Button, Checkbox, Fieldset, Group, Stack, Text } from "@mantine/core";
import type { NoticeKind } from "../../../data/meetings/notices.js";
import { useTranslation } from "../../../i18n/translate.js";
import { type Recipient, selectableIds, toggleRecipient } from "./recipients.js";

type Props = {
  kind: NoticeKind;
  recipients: Recipient[];
  selected: string[];
  onChange: (selected: string[]) => void;
};

/** Everyone is listed; people who cannot receive it are marked and cannot be ticked. */
export function RecipientChecklist({ kind, recipients, selected, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t("notices.recipients")} variant="unstyled">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" aria-live="polite">
            {t("notices.selectedCount", { count: selected.length })}
          </Text>
          <Group gap="xs">
            <Button variant="subtle" size="sm" onClick={() => onChange(selectableIds(recipients))}>
              {t("notices.selectAll")}
            </Button>
            <Button variant="subtle" size="sm" onClick={() => onChange([])}>
              {t("notices.selectNone")}
            </Button>
          </Group>
        </Group>
        {recipients.map((r) => (
          <Checkbox
            key={r.personId}
            size="md"
            checked={selected.includes(r.personId)}
            disabled={r.blocked !== null}
            onChange={(e) => onChange(toggleRecipient(selected, r, e.currentTarget.checked))}
            label={
              <Group gap="xs" component="span">
                <span>{r.name}</span>
                <RecipientMark kind={kind} recipient={r} />
              </Group>
            }
          />
        ))}
      </Stack>
    </Fieldset>
  );
}

function RecipientMark({ kind, recipient }: { kind: NoticeKind; recipient: Recipient }) {
  const { t } = useTranslation();
  if (recipient.blocked === "noEmail")
    return (
      <Badge color="red" variant="light">
        {t("notices.noEmail")}
      </Badge>
    );
  if (recipient.blocked === "noLogin")
    return (
      <Badge color="red" variant="light">
        {t("notices.noLoginPack")}
      </Badge>
    );
  if (kind === "notice" && !recipient.hasLogin)
    return (
      <Badge color="gray" variant="light">
        {t("notices.noLoginNotice")}
      </Badge>
    );
  return null;
}
