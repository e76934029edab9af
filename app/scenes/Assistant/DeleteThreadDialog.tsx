import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "../../i18n/translate.js";

type Props = {
  opened: boolean;
  onCancel: () => void;
  onDelete: () => void;
};

/** The confirmation of spec §2, word for word. */
export function DeleteThreadDialog({ opened, onCancel, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={t("assistant.deleteTitle")}>
      <Text mb="lg">{t("assistant.deleteText")}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
        <Button color="red" onClick={onDelete}>
          {t("assistant.delete")}
        </Button>
      </Group>
    </Modal>
  );
}
