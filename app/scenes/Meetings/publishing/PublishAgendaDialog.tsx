import { Button, Group, List, Modal, Skeleton, Stack, Text } from "@mantine/core";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert.js";
import { type AgendaReaders, useAgendaReaders } from "../../../data/meetings/pack.js";
import { useTranslation } from "../../../i18n/translate.js";

type Props = {
  meetingId: string;
  opened: boolean;
  publishing: boolean;
  onPublish: () => void;
  onCancel: () => void;
};

/**
 * "Publish Agenda" asks first and says who will then read the agenda and its board pack: the
 * people the server names (the same rule that serves them the agenda), not a guess here.
 */
export function PublishAgendaDialog({ meetingId, opened, publishing, onPublish, onCancel }: Props) {
  const { t } = useTranslation();
  const readers = useAgendaReaders(meetingId, opened);
  return (
    <Modal opened={opened} onClose={onCancel} title={t("publishAgenda.title")} size="lg">
      <Stack>
        {readers.isPending && (
          <Stack gap="xs" aria-busy="true" aria-label={t("common.loading")}>
            <Skeleton h={20} />
            <Skeleton h={20} w="70%" />
          </Stack>
        )}
        {readers.isError && (
          <QueryErrorAlert
            message={t("publishAgenda.readersFailed")}
            onRetry={() => void readers.refetch()}
          />
        )}
        {readers.data && <ReadersText readers={readers.data} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {t("common.cancel")}
          </Button>
          <Button loading={publishing} onClick={onPublish}>
            {t("publishAgenda.confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ReadersText({ readers }: { readers: AgendaReaders }) {
  const { t } = useTranslation();
  const names = (people: AgendaReaders["Readers"]) => (
    <List size="sm" spacing={2}>
      {people.map((p) => (
        <List.Item key={p.PersonId}>{p.FullName}</List.Item>
      ))}
    </List>
  );
  return (
    <Stack gap="sm">
      <Text>{t("publishAgenda.readers", { count: readers.Readers.length })}</Text>
      {readers.Readers.length > 0 && names(readers.Readers)}
      {readers.WithoutLogin.length > 0 && (
        <>
          <Text>{t("publishAgenda.withoutLogin", { count: readers.WithoutLogin.length })}</Text>
          {names(readers.WithoutLogin)}
        </>
      )}
      {readers.DateOnly > 0 && (
        <Text c="dimmed">{t("publishAgenda.dateOnly", { count: readers.DateOnly })}</Text>
      )}
      <Text c="dimmed">{t("publishAgenda.nothingEmailed")}</Text>
    </Stack>
  );
}
