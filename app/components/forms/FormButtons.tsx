import { Button, Group } from "@mantine/core";
import { useTranslation } from "../../i18n/translate.js";

type Props = {
  submitLabel: string;
  pending?: boolean;
  onCancel: () => void;
  /** Deleting or removing something: the button says so in red. */
  danger?: boolean;
  disabled?: boolean;
};

/** A dialog form's Cancel and submit, at the end of the form. */
export function FormButtons({ submitLabel, pending, onCancel, danger, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t("common.cancel")}
      </Button>
      <Button
        type="submit"
        color={danger ? "red" : undefined}
        disabled={disabled}
        loading={pending}
      >
        {submitLabel}
      </Button>
    </Group>
  );
}
