import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { type InterestView, useEndInterest } from "../../data/interests.js";
import { useTranslation } from "../../i18n/translate.js";

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
  const [endsOn, setEndsOn] = useState(interest.EndsOn ?? today);
  const [error, setError] = useState<string>();
  const tooEarly = endsOn !== "" && endsOn < interest.DisclosedOn;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    if (endsOn === "" || tooEarly) return;
    end.mutate(
      { endsOn },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: t("interests.endDone") });
          onClose();
        },
        onError: (e) => setError(e.message),
      },
    );
  };

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
          value={endsOn}
          onChange={(event) => setEndsOn(event.currentTarget.value)}
          error={
            endsOn === ""
              ? t("interests.required")
              : tooEarly
                ? t("interests.endBeforeDisclosure")
                : undefined
          }
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={end.isPending}>
            {t("interests.endConfirm")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
