import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { FormAlert } from "../../../components/forms/FormAlert.js";
import { formatDate } from "../../../i18n/format.js";
import { useTranslation } from "../../../i18n/translate.js";
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
  const titles = {
    withChanges: "minutesConfirm.changesTitle",
    asPresented: "minutesConfirm.confirmTitle",
    defer: "minutesConfirm.deferTitle",
  } as const;
  const title = confirming ? t(titles[confirming.mode], { title: confirming.target.Title }) : "";
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
  const deferring = confirming.mode === "defer";
  const { Title: meetingTitle, StartTime, TimeZone } = confirming.target;

  const confirm = () => {
    if (deferring) return onConfirm(changes.trim() || undefined);
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
        {t(deferring ? "minutesConfirm.deferText" : "minutesConfirm.confirmText", {
          title: meetingTitle,
          date: formatDate(StartTime, TimeZone),
        })}
      </Text>
      {deferring && (
        <Textarea
          size="md"
          autosize
          minRows={2}
          maxLength={2000}
          label={t("minutesConfirm.deferReason")}
          value={changes}
          onChange={(event) => setChanges(event.currentTarget.value)}
        />
      )}
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
          {deferring ? t("minutesConfirm.deferButton") : t("minutesConfirm.confirmButton")}
        </Button>
      </Group>
    </Stack>
  );
}
