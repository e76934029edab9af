import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/translate.js";

type AttachedFile = { DocumentVersionId: string; Name: string; Available: boolean };

/**
 * A between-meeting item's library files as its page lists them: each opened through the item
 * (so its readers may open it whatever the library folder), or marked when it has left the
 * library. `extra` adds what the item shows beside a file (a report's read receipts).
 */
export function AttachedFiles<F extends AttachedFile>(props: {
  heading: string;
  files: readonly F[];
  hrefOf: (documentVersionId: string) => string;
  /** Shown when there are none; without it, an item with no files shows no section. */
  empty?: string;
  extra?: (file: F) => ReactNode;
}) {
  const { t } = useTranslation();
  if (props.files.length === 0 && props.empty === undefined) return null;
  return (
    <Stack gap="xs" component="section" aria-label={props.heading}>
      <Title order={2} size="h4">
        {props.heading}
      </Title>
      {props.files.length === 0 && <Text c="dimmed">{props.empty}</Text>}
      {props.files.map((f) => (
        <Group key={f.DocumentVersionId} gap="sm" wrap="wrap">
          {f.Available ? (
            <Anchor href={props.hrefOf(f.DocumentVersionId)} target="_blank" rel="noopener">
              {f.Name}
            </Anchor>
          ) : (
            <Text c="dimmed">
              {f.Name} ({t("libraryFiles.unavailable")})
            </Text>
          )}
          {props.extra?.(f)}
        </Group>
      ))}
    </Stack>
  );
}
