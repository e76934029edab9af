import { Modal, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMemo, useState } from "react";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { FormButtons } from "../../components/forms/FormButtons.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
import { type InterestView, useEndInterest } from "../../data/interests.js";
import { useTranslation } from "../../i18n/translate.js";
import { endInterestForm } from "./interest-form.js";

type Props = {
  orgId: string;
  interest: InterestView;
  today: string;
  opened: boolean;
  onClose: () => void;
};

/** Gives an interest its end date, today unless another is chosen. */
export function EndInterestDialog({ opened, onClose, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("interests.endTitle")}>
      {opened && <EndForm {...rest} onClose={onClose} />}
    </Modal>
  );
}

function EndForm({ orgId, interest, today, onClose }: Omit<Props, "opened">) {
  const { t } = useTranslation();
  const end = useEndInterest(orgId, interest.Id);
  const schema = useMemo(() => endInterestForm(interest.DisclosedOn), [interest.DisclosedOn]);
  const form = useZodForm(schema, { endsOn: interest.EndsOn ?? today });
  const [error, setError] = useState<string>();

  const submit = form.handleSubmit((ending) => {
    setError(undefined);
    end.mutate(ending, {
      onSuccess: () => {
        notifications.show({ color: "green", message: t("interests.endDone") });
        onClose();
      },
      onError: (e) => setError(form.applyServerError(e)),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={error} />
        <Text>{t("interests.endText", { entity: interest.Entity })}</Text>
        <TextInput
          type="date"
          size="md"
          required
          data-autofocus
          label={t("interests.endDate")}
          min={interest.DisclosedOn}
          {...form.textField("endsOn")}
        />
        <FormButtons
          submitLabel={t("interests.endConfirm")}
          pending={end.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
