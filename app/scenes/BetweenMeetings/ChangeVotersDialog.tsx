import { Button, Group, Modal, MultiSelect, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { type FlyingMinuteView, useUpdateFlyingMinute } from "../../data/between-meetings.js";
import { useTranslation } from "../../i18n/translate.js";

type Props = {
  fm: FlyingMinuteView;
  members: ReadonlyArray<{ PersonId: string; Name: string }>;
  opened: boolean;
  onClose: () => void;
};

/**
 * Changes who votes on a flying minute that has started. Whether the participation threshold
 * can still be met is the server's to say: the page shows its warning once saved.
 */
export function ChangeVotersDialog({ fm, members, opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("flyingMinute.changeVoters")}>
      {opened && <ChangeVotersForm fm={fm} members={members} onClose={onClose} opened />}
    </Modal>
  );
}

function ChangeVotersForm({ fm, members, onClose }: Props) {
  const { t } = useTranslation();
  const update = useUpdateFlyingMinute(fm.flyingMinuteId);
  const [voters, setVoters] = useState(fm.Voters.map((v) => v.PersonId));
  const [error, setError] = useState<string>();
  const choices = [
    ...members,
    ...fm.Voters.filter((v) => !members.some((m) => m.PersonId === v.PersonId)),
  ].map((p) => ({ value: p.PersonId, label: p.Name }));
  return (
    <Stack>
      <FormAlert message={error} />
      <Text size="sm" c="dimmed">
        {t("flyingMinute.changeVotersHint")}
      </Text>
      <MultiSelect
        label={t("flyingMinute.voters")}
        data={choices}
        value={voters}
        onChange={setVoters}
        searchable
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t("common.cancel")}
        </Button>
        <Button
          loading={update.isPending}
          disabled={voters.length === 0}
          onClick={() =>
            update.mutate(
              { voterPersonIds: voters },
              {
                onSuccess: () => {
                  notifications.show({ message: t("flyingMinute.saved") });
                  onClose();
                },
                onError: (e) => setError(e.message),
              },
            )
          }
        >
          {t("flyingMinute.save")}
        </Button>
      </Group>
    </Stack>
  );
}
