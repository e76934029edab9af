import { ActionIcon, Group, Text, TextInput } from "@mantine/core";
import { IconChevronDown, IconChevronUp, IconSearch, IconX } from "@tabler/icons-react";
import type { RefObject } from "react";
import { useTranslation } from "../../i18n/translate.js";
import { ToolButton } from "./ToolButton.js";

type Props = {
  inputRef: RefObject<HTMLInputElement | null>;
  query: string;
  onQuery: (text: string) => void;
  /** "3 of 12", "No matches", "Searching…", or nothing before words are typed. */
  status: string;
  canStep: boolean;
  onStep: (by: 1 | -1) => void;
};

/** Finding words in the document: Enter goes to the next match, Shift+Enter back, Escape clears. */
export function FindBox({ inputRef, query, onQuery, status, canStep, onStep }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" style={{ flex: "1 1 14rem" }}>
      <TextInput
        ref={inputRef}
        type="search"
        aria-label={t("viewer.find")}
        placeholder={t("viewer.findPlaceholder")}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          query && (
            <ActionIcon
              variant="subtle"
              aria-label={t("viewer.clearFind")}
              onClick={() => onQuery("")}
            >
              <IconX size={14} aria-hidden />
            </ActionIcon>
          )
        }
        value={query}
        onChange={(event) => onQuery(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            onStep(event.shiftKey ? -1 : 1);
          }
          if (event.key === "Escape") onQuery("");
        }}
        style={{ flex: 1, minWidth: "8rem" }}
      />
      <Text size="sm" c="dimmed" role="status" style={{ whiteSpace: "nowrap" }}>
        {status}
      </Text>
      <ToolButton
        label={t("viewer.previousMatch")}
        icon={IconChevronUp}
        disabled={!canStep}
        onClick={() => onStep(-1)}
      />
      <ToolButton
        label={t("viewer.nextMatch")}
        icon={IconChevronDown}
        disabled={!canStep}
        onClick={() => onStep(1)}
      />
    </Group>
  );
}
