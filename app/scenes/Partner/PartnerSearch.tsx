import { CloseButton, Group, Text, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useRef } from "react";
import { useTranslation } from "../../i18n/translate.js";

type Props = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** "12 organisations" or "Showing 3 of 12 organisations", read out as it changes. */
  summary: string;
};

/** The search box above a partner list, with what it found. */
export function PartnerSearch({ label, placeholder, value, onChange, summary }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);

  const clear = () => {
    onChange("");
    input.current?.focus();
  };

  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" mb="md">
      <TextInput
        ref={input}
        type="search"
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && value !== "") clear();
        }}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={
          value !== "" && <CloseButton aria-label={t("partner.clearSearch")} onClick={clear} />
        }
        autoComplete="off"
        w={{ base: "100%", xs: 360 }}
      />
      <Text c="dimmed" role="status" aria-live="polite">
        {summary}
      </Text>
    </Group>
  );
}
