import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import type { AmendmentBody, DecisionView } from "../../../common/contracts/decisions.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { useRecordAmendment } from "../../data/decisions.js";
import { useTranslation } from "../../i18n/translate.js";

type Props = { orgId: string; decision: DecisionView; opened: boolean; onClose: () => void };

/**
 * Records a correction to a confirmed decision: what the correct record is and why, then a
 * second step that says the amendment is permanent before it is written.
 */
export function AmendDecisionDialog({ orgId, decision, opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("decisionAmend.title")} size="lg">
      {opened && <AmendmentForm orgId={orgId} decision={decision} onClose={onClose} />}
    </Modal>
  );
}

const limits = { correction: 4000, reason: 1000 };

function AmendmentForm({ orgId, decision, onClose }: Omit<Props, "opened">) {
  const { t } = useTranslation();
  const record = useRecordAmendment(orgId, decision.Id);
  const [values, setValues] = useState<AmendmentBody>({ correction: "", reason: "" });
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();

  const fieldError = (field: keyof AmendmentBody) =>
    touched && values[field].trim() === "" ? t(`decisionAmend.${field}Required`) : undefined;

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (values.correction.trim() === "" || values.reason.trim() === "") return;
    setError(undefined);
    setConfirming(true);
  };

  const save = () => {
    record.mutate(
      { correction: values.correction.trim(), reason: values.reason.trim() },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: t("decisionAmend.recorded") });
          onClose();
        },
        // Back to the form with what was typed, and the server's reason (e.g. minutes reopened).
        onError: (e) => {
          setConfirming(false);
          setError(e.message);
        },
      },
    );
  };

  if (confirming) {
    return (
      <Stack>
        <Alert color="yellow" title={t("decisionAmend.confirmTitle")}>
          {t("decisionAmend.confirmText", { title: decision.Title })}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
            {t("decisionAmend.back")}
          </Button>
          <Button onClick={save} loading={record.isPending}>
            {t("decisionAmend.confirm")}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={review} noValidate>
      <Stack>
        <Text>{t("decisionAmend.intro", { title: decision.Title })}</Text>
        <FormAlert message={error} />
        <Textarea
          size="md"
          autosize
          minRows={3}
          maxLength={limits.correction}
          required
          data-autofocus
          label={t("decisionAmend.correction")}
          description={t("decisionAmend.correctionHint")}
          value={values.correction}
          error={fieldError("correction")}
          onChange={(event) => {
            const correction = event.currentTarget.value;
            setValues((v) => ({ ...v, correction }));
          }}
        />
        <Textarea
          size="md"
          autosize
          minRows={2}
          maxLength={limits.reason}
          required
          label={t("decisionAmend.reason")}
          value={values.reason}
          error={fieldError("reason")}
          onChange={(event) => {
            const reason = event.currentTarget.value;
            setValues((v) => ({ ...v, reason }));
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit">{t("decisionAmend.review")}</Button>
        </Group>
      </Stack>
    </form>
  );
}
