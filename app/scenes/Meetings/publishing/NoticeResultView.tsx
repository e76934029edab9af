import { Alert, Button, Group, Stack, Table, Text } from "@mantine/core";
import { IconAlertTriangle, IconCheck } from "@tabler/icons-react";
import type { NoticeResult } from "../../../data/meetings/notices.js";
import { useTranslation } from "../../../i18n/translate.js";

/** Who got it and, never silently, who did not and why. */
export function NoticeResultView({ result, onDone }: { result: NoticeResult; onDone: () => void }) {
  const { t } = useTranslation();
  const sent = result.sent.length;
  const notSent = result.notSent.length;
  return (
    <Stack>
      <Alert
        color={sent > 0 ? "green" : "yellow"}
        icon={sent > 0 ? <IconCheck aria-hidden /> : <IconAlertTriangle aria-hidden />}
        role="status"
      >
        <Text fw={600}>
          {sent > 0 ? t("notices.sentTo", { count: sent }) : t("notices.sentToNobody")}
        </Text>
        {sent > 0 && <Text size="sm">{result.sent.map((s) => s.Name).join(", ")}</Text>}
      </Alert>
      {notSent > 0 && (
        <Alert
          color="red"
          icon={<IconAlertTriangle aria-hidden />}
          title={t("notices.notSentTitle")}
        >
          <Stack gap="xs">
            <Text>{t("notices.notSentText", { count: notSent })}</Text>
            <NotSentTable rows={result.notSent.map((n) => ({ name: n.Name, reason: n.Reason }))} />
          </Stack>
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={onDone} data-autofocus>
          {t("notices.done")}
        </Button>
      </Group>
    </Stack>
  );
}

export function NotSentTable({ rows }: { rows: Array<{ name: string; reason: string }> }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("notices.name")}</Table.Th>
            <Table.Th scope="col">{t("notices.reason")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            // Names can repeat ("Unknown person"), so the position keeps the key unique.
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, never-reordered list.
            <Table.Tr key={`${i}-${row.name}`}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{row.reason}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
