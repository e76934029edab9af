import { Kbd, Modal, Stack, Text, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "../../i18n/translate.js";

/** Placeholder for AI file search: the dialog exists, the search behind it not yet. */
export function SearchDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState("");
  const close = () => {
    // Spec §4: closing the dialog clears the query.
    setQuery("");
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t("search.title")} size="lg">
      <Stack>
        <TextInput
          label={t("search.label")}
          placeholder={t("search.placeholder")}
          leftSection={<IconSearch size={18} aria-hidden />}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          data-autofocus
        />
        <Text c="dimmed">{t("search.notAvailable")}</Text>
        <Text size="xs" c="dimmed">
          <Kbd>Esc</Kbd> {t("search.escHint")}
        </Text>
      </Stack>
    </Modal>
  );
}
