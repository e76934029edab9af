import { ActionIcon, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { documentsQuery } from "../../data/documents/documents.js";
import { useTranslation } from "../../i18n/translate.js";
import { type ChosenFile, withFile } from "./chosen-files.js";

/**
 * Files for a between-meeting item (a report, a flying minute), found in the governance library
 * by name or words, shown as a removable list in the order chosen.
 */
export function LibraryFilePicker(props: {
  orgId: string;
  /** What the files are to this item, and a line on where they come from. */
  label: string;
  hint: string;
  files: ChosenFile[];
  onChange: (files: ChosenFile[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [q, setQ] = useState("");
  const [words] = useDebouncedValue(q.trim(), 300);
  const found = useQuery({
    ...documentsQuery(props.orgId, { kind: "search", q: words }),
    enabled: words.length > 0,
  });
  const matches = words ? (found.data?.documents ?? []).slice(0, 8) : [];
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {props.label}
      </Text>
      <Text size="sm" c="dimmed">
        {props.hint}
      </Text>
      {props.files.map((f) => (
        <Group key={f.documentVersionId} gap="xs">
          <Text size="sm">{f.name}</Text>
          <ActionIcon
            variant="subtle"
            aria-label={t("libraryFiles.removeFile", { name: f.name })}
            onClick={() =>
              props.onChange(props.files.filter((x) => x.documentVersionId !== f.documentVersionId))
            }
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <TextInput
        label={t("libraryFiles.findFiles")}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        error={props.error}
      />
      {words && !found.isPending && matches.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("libraryFiles.noMatches")}
        </Text>
      )}
      {matches.map((d) => (
        <Group key={d.documentVersionId} justify="space-between" wrap="nowrap">
          <Text size="sm">{d.name}</Text>
          <Button
            size="xs"
            variant="default"
            aria-label={`${t("libraryFiles.addFile")} ${d.name}`}
            onClick={() =>
              props.onChange(
                withFile(props.files, { documentVersionId: d.documentVersionId, name: d.name }),
              )
            }
          >
            {t("libraryFiles.addFile")}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
