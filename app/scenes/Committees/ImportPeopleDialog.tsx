import { Alert, Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { type CommitteeRow, useImportPeople } from "../../data/committees.js";
import { useMembers } from "../../data/organisations.js";
import { useTranslation } from "../../i18n/translate.js";

type Props = { boardId: string; committee: CommitteeRow | null; onClose: () => void };

/** Board members to copy into a committee (with their interests); they start without access. */
export function ImportPeopleDialog({ boardId, committee, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={committee !== null}
      onClose={onClose}
      size="lg"
      title={committee ? t("committees.importTitle", { name: committee.Name }) : ""}
    >
      {committee && <ImportForm boardId={boardId} committee={committee} onClose={onClose} />}
    </Modal>
  );
}

function ImportForm({
  boardId,
  committee,
  onClose,
}: {
  boardId: string;
  committee: CommitteeRow;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const members = useMembers(boardId, true);
  const importPeople = useImportPeople(boardId);
  const [chosen, setChosen] = useState<string[]>([]);
  const [includeInterests, setIncludeInterests] = useState(true);
  const already = new Set(committee.MemberPersonIds);
  const candidates = (members.data ?? []).filter((m) => !already.has(m.PersonId));

  const submit = () =>
    importPeople.mutate(
      { committeeId: committee.Id, body: { personIds: chosen, includeInterests } },
      {
        onSuccess: (result) => {
          notifications.show({
            color: "green",
            message: `${t("committees.imported", { count: result.imported })} ${t(
              "committees.importedInterests",
              { count: result.interests },
            )}`,
          });
          onClose();
        },
        onError: (error) => notifications.show({ color: "red", message: error.message }),
      },
    );

  return (
    <Stack>
      <Text>{t("committees.importText")}</Text>
      {members.isError && <QueryErrorAlert what="members" onRetry={() => void members.refetch()} />}
      {members.isPending && <Text c="dimmed">{t("committees.loadingPeople")}</Text>}
      {members.isSuccess && candidates.length === 0 && (
        <Alert color="blue">{t("committees.importNone")}</Alert>
      )}
      {candidates.length > 0 && (
        <Checkbox.Group label={t("committees.importChoose")} value={chosen} onChange={setChosen}>
          <ScrollArea.Autosize mah={320} mt="xs">
            <Stack gap="xs">
              {candidates.map((m) => (
                <Checkbox
                  key={m.PersonId}
                  value={m.PersonId}
                  label={`${m.FullName} · ${m.RoleLabel}`}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Checkbox.Group>
      )}
      <Checkbox
        label={t("committees.importInterests")}
        checked={includeInterests}
        onChange={(event) => setIncludeInterests(event.currentTarget.checked)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t("common.cancel")}
        </Button>
        <Button onClick={submit} disabled={chosen.length === 0} loading={importPeople.isPending}>
          {t("committees.importSubmit")}
        </Button>
      </Group>
    </Stack>
  );
}
