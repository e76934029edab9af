import { Badge, Button, Group, Modal, Skeleton, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { AnchorLink } from "../../components/router-links.js";
import { documentAddress } from "../../data/documents/library-paths.js";
import { myNotesExportUrl, useMyNotes } from "../../data/my-notes.js";
import { formatDateTime } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";

type Props = { orgId: string; opened: boolean; onClose: () => void };

/** Every note and highlight the person made here, where it is, and a spreadsheet of them all. */
export function MyNotesDialog({ orgId, opened, onClose }: Props) {
  const { t } = useTranslation();
  const notes = useMyNotes(orgId, opened);
  const list = notes.data?.annotations ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title={t("myNotes.title")} size="lg">
      {notes.isPending ? (
        <Skeleton h={120} aria-label={t("common.loading")} />
      ) : notes.isError ? (
        <QueryErrorAlert what="documents" onRetry={() => void notes.refetch()} />
      ) : (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {list.length === 0 ? t("myNotes.none") : t("myNotes.count", { count: list.length })}
            </Text>
            {list.length > 0 && (
              <Button
                component="a"
                href={myNotesExportUrl(orgId)}
                variant="default"
                leftSection={<IconDownload size={18} aria-hidden />}
              >
                {t("myNotes.export")}
              </Button>
            )}
          </Group>
          <Stack gap="xs" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
            {list.map((note) => (
              <li key={note.id}>
                <Group gap="xs" wrap="wrap">
                  {note.meetingId ? (
                    <AnchorLink to="/meeting/$meetingId" params={{ meetingId: note.meetingId }}>
                      {note.where}
                    </AnchorLink>
                  ) : note.documentVersionId ? (
                    <AnchorLink
                      to="/governance-documents/$orgId"
                      params={{ orgId: documentAddress(orgId, note.documentVersionId) }}
                    >
                      {note.where}
                    </AnchorLink>
                  ) : (
                    <Text>{note.where}</Text>
                  )}
                  <Text size="sm" c="dimmed">
                    {t("viewer.pageNumber", { number: note.page })} ·{" "}
                    {formatDateTime(note.updatedAt)}
                  </Text>
                  {note.shared && (
                    <Badge variant="light" size="sm">
                      {t("notes.sharedMine")}
                    </Badge>
                  )}
                </Group>
                {note.quote && (
                  <Text size="sm" fs="italic" lineClamp={2}>
                    {note.quote}
                  </Text>
                )}
                {note.note && (
                  <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                    {note.note}
                  </Text>
                )}
              </li>
            ))}
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
