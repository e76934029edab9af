import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { formatInZone } from "../../../../common/date-formatters.js";
import { richTextToPlain } from "../../../../common/rich-text.js";
import { LazyRichTextEditor } from "../../../components/rich-text/LazyRichTextEditor.js";
import {
  docFromSerialised,
  docProblem,
  serialiseDoc,
} from "../../../components/rich-text/rich-text-value.js";
import { meetingKeys } from "../../../data/meetings/meetings.js";
import { viewerTimeZone } from "../../../i18n/format.js";
import { useTranslation } from "../../../i18n/translate.js";
import type { AutosaveState } from "./autosave-state.js";
import { MinutesConflict } from "./MinutesConflict.js";
import { useMinutesAutosave } from "./use-minutes-autosave.js";

/** Versions are compared as words: the formatting is kept in the editor, not in the comparison. */
const plainOf = (serialised: string) => richTextToPlain(docFromSerialised(serialised));

type Props = {
  meetingId: string;
  itemId: string;
  /** "Minutes for 3.1 Finance report", the field's accessible name. */
  label: string;
  /** The saved notes as serialised rich text (see rich-text-value.ts). */
  serverText: string;
  serverVersion: number;
};

/** "7:42 pm" on the viewer's clock: when their own save happened. */
export function formatSavedTime(at: number): string {
  return formatInZone(new Date(at), viewerTimeZone(), "time");
}

/** One item's minutes: typed freely, saved by itself, never lost. */
export function MinutesEditor({ meetingId, itemId, label, serverText, serverVersion }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const autosave = useMinutesAutosave({ meetingId, itemId, serverText, serverVersion });
  const { state } = autosave;
  const [loadingLatest, setLoadingLatest] = useState(false);
  const doc = useMemo(() => docFromSerialised(state.text), [state.text]);

  const loadLatest = async () => {
    setLoadingLatest(true);
    try {
      await queryClient.refetchQueries({ queryKey: meetingKeys.detail(meetingId), exact: true });
    } finally {
      setLoadingLatest(false);
    }
  };

  return (
    <Stack gap="xs">
      <LazyRichTextEditor
        label={label}
        value={doc}
        onChange={(next) => autosave.setText(serialiseDoc(next))}
        onBlur={() => void autosave.flush()}
        error={docProblem(doc)}
      />
      {state.restored && (
        <Text size="sm" c="dimmed">
          {t("minutes.restored")}
        </Text>
      )}
      {state.status === "conflict" ? (
        <MinutesConflict
          mine={plainOf(state.text)}
          latest={serverVersion > state.baseVersion ? plainOf(serverText) : null}
          loading={loadingLatest}
          onLoadLatest={() => void loadLatest()}
          onUseLatest={() => autosave.takeLatest(serverText, serverVersion)}
          onKeepMine={() => autosave.keepMine(serverVersion)}
        />
      ) : (
        <SaveStatus state={state} onRetry={() => void autosave.flush()} />
      )}
    </Stack>
  );
}

/** Said politely to screen readers; a failure is an alert with a retry. */
function SaveStatus({ state, onRetry }: { state: AutosaveState; onRetry: () => void }) {
  const { t } = useTranslation();
  if (state.status === "error") {
    return (
      <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden />}>
        <Group justify="space-between" wrap="wrap">
          <Text>{t("minutes.saveFailed", { message: state.error ?? "" })}</Text>
          <Button variant="white" color="red" size="sm" onClick={onRetry}>
            {t("minutes.retry")}
          </Button>
        </Group>
      </Alert>
    );
  }
  let text = "";
  if (state.status === "saving") text = t("minutes.saving");
  else if (state.status === "pending") text = t("minutes.unsaved");
  else if (state.savedAt !== null)
    text = t("minutes.savedAt", { time: formatSavedTime(state.savedAt) });
  return (
    <Text size="sm" c="dimmed" role="status" aria-live="polite" mih="1.5em">
      {text}
    </Text>
  );
}
