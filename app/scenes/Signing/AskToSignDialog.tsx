import { Alert, Badge, Button, Checkbox, Group, Modal, Skeleton, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { z } from "zod";
import { FormButtons } from "../../components/forms/FormButtons.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { useMeetingPeople } from "../../data/meetings/notices.js";
import { type Signer, useRequestSignatures } from "../../data/meetings/signing.js";
import { useTranslation } from "../../i18n/translate.js";
import { askableIds, type SignerChoice, signerChoices } from "./signers.js";

// The button waits for a choice; the server checks who may be asked.
const askForm = z.object({ personIds: z.array(z.string()).min(1) });
const nobodyYet: string[] = [];

type Props = {
  meetingId: string;
  signers: Signer[];
  opened: boolean;
  onClose: () => void;
};

/** Editors add signers: people who can sign in and have not been asked yet. */
export function AskToSignDialog({ opened, onClose, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("signing.askTitle")}>
      {opened && <AskToSignBody {...rest} onClose={onClose} />}
    </Modal>
  );
}

function AskToSignBody({ meetingId, signers, onClose }: Omit<Props, "opened">) {
  const { t } = useTranslation();
  const people = useMeetingPeople(meetingId);
  const request = useRequestSignatures(meetingId);
  const form = useZodForm(askForm, { personIds: nobodyYet });

  if (people.isPending) return <Skeleton h={160} />;
  if (people.isError)
    return (
      <QueryErrorAlert message={t("notices.peopleFailed")} onRetry={() => void people.refetch()} />
    );
  const choices = signerChoices(people.data, signers);
  if (!choices.some((c) => c.canSign))
    return (
      <Stack>
        <Text>{t("signing.askNobody")}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t("notices.done")}</Button>
        </Group>
      </Stack>
    );

  const submit = form.handleSubmit(({ personIds }) =>
    request.mutate(askableIds(choices, personIds), {
      onSuccess: () => {
        notifications.show({ color: "green", message: t("signing.asked") });
        onClose();
      },
    }),
  );

  return (
    <form onSubmit={submit}>
      <Stack>
        <Text>{t("signing.askIntro")}</Text>
        <Checkbox.Group
          label={t("signing.askWho")}
          value={form.values.personIds}
          onChange={(ticked) => form.setValue("personIds", askableIds(choices, ticked))}
        >
          <Stack gap="xs" mt="xs">
            {choices.map((c) => (
              <Checkbox
                key={c.personId}
                size="md"
                value={c.personId}
                disabled={!c.canSign}
                label={
                  <Group gap="xs" component="span">
                    <span>{c.name}</span>
                    <SignerMark choice={c} />
                  </Group>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {request.isError && (
          <Alert color="red" role="alert">
            {request.error.message}
          </Alert>
        )}
        <FormButtons
          submitLabel={t("signing.askSubmit")}
          disabled={!form.isValid}
          pending={request.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}

function SignerMark({ choice }: { choice: SignerChoice }) {
  const { t } = useTranslation();
  if (!choice.canSign)
    return (
      <Badge color="red" variant="light">
        {t("signing.noLogin")}
      </Badge>
    );
  if (!choice.hasEmail)
    return (
      <Badge color="gray" variant="light">
        {t("signing.noEmail")}
      </Badge>
    );
  return null;
}
