import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/forms/FormAlert.js";
import { formatDate } from "../../../i18n/format.js";
import type { Confirming } from "./ConfirmMinutesPanel.js";

type Props = {
  confirming: Confirming | null;
  loading: boolean;
  error: string | undefined;
  onConfirm: (changes: string | undefined) => void;
  onCancel: () => void;
};

/** The confirmation step, naming the meeting; "with changes" needs the changes written. */
export function ConfirmMinutesDialog({ confirming, loading, error, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const title = confirming
    ? confirming.mode === "withChanges"
      ? t("minutesConfirm.changesTitle", { title: confirming.target.Title })
      : t("minutesConfirm.confirmTitle", { title: confirming.target.Title })
    : "";
  return (
    <Modal opened={confirming !== null} onClose={onCancel} title={title} size="lg">
      {confirming && (
        <ConfirmBody
          confirming={confirming}
          loading={loading}
          error={error}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      )}
    </Modal>
  );
}

function ConfirmBody({
  confirming,
  loading,
  error,
  onConfirm,
  onCancel,
}: Props & { confirming: Confirming }) {
  const { t } = useTranslation();
  const [changes, setChanges] = useState("");
  const [changesError, setChangesError] = useState<string>();
  const withChanges = confirming.mode === "withChanges";
  const { Title: meetingTitle, StartTime } = confirming.target;

  const confirm = () => {
    if (!withChanges) return onConfirm(undefined);
    if (!changes.trim()) {
      setChangesError(t("minutes.required"));
      return;
    }
    onConfirm(changes.trim());
  };

  return (
    <Stack>
      <FormAlert message={error} />
      <Text>
        {t("minutesConfirm.confirmText", { title: meetingTitle, date: formatDate(StartTime) })}
      </Text>
      {withChanges && (
        <Textarea
          size="md"
          autosize
          minRows={3}
          maxLength={20_000}
          required
          withAsterisk={false}
          data-autofocus
          label={t("minutesConfirm.changes")}
          description={t("minutesConfirm.changesHint")}
          value={changes}
          error={changesError}
          onChange={(event) => {
            setChanges(event.currentTarget.value);
            setChangesError(undefined);
          }}
        />
      )}
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={onCancel}
          data-autofocus={withChanges ? undefined : true}
        >
          {t("common.cancel")}
        </Button>
        <Button loading={loading} onClick={confirm}>
          {t("minutesConfirm.confirmButton")}
        </Button>
      </Group>
    </Stack>
  );
}
