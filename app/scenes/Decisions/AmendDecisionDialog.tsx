import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import {
  type AmendmentBody,
  amendmentBody,
  type DecisionView,
} from "../../../common/contracts/decisions.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { FormButtons } from "../../components/forms/FormButtons.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
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
  const form = useZodForm(amendmentBody, { correction: "", reason: "" });
  // What was reviewed, while the second step asks whether to record it.
  const [confirming, setConfirming] = useState<AmendmentBody | null>(null);
  const [error, setError] = useState<string>();

  const review = form.handleSubmit((amendment) => {
    setError(undefined);
    setConfirming(amendment);
  });

  const save = (amendment: AmendmentBody) => {
    record.mutate(amendment, {
      onSuccess: () => {
        notifications.show({ color: "green", message: t("decisionAmend.recorded") });
        onClose();
      },
      // Back to the form with what was typed, and the server's reason (e.g. minutes reopened).
      onError: (e) => {
        setConfirming(null);
        setError(form.applyServerError(e));
      },
    });
  };

  if (confirming) {
    return (
      <Stack>
        <Alert color="yellow" title={t("decisionAmend.confirmTitle")}>
          {t("decisionAmend.confirmText", { title: decision.Title })}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(null)} data-autofocus>
            {t("decisionAmend.back")}
          </Button>
          <Button onClick={() => save(confirming)} loading={record.isPending}>
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
          {...form.textField("correction")}
        />
        <Textarea
          size="md"
          autosize
          minRows={2}
          maxLength={limits.reason}
          required
          label={t("decisionAmend.reason")}
          {...form.textField("reason")}
        />
        <FormButtons submitLabel={t("decisionAmend.review")} onCancel={onClose} />
      </Stack>
    </form>
  );
}
