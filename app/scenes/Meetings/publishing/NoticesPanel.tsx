import { Button, Group, Menu, Paper, Stack, Title } from "@mantine/core";
import { IconCalendarX, IconChevronDown, IconSend } from "@tabler/icons-react";
import { useTranslation } from "../../../i18n/translate.js";
import { NoticeHistory } from "./NoticeHistory.js";

type Actions = { onSendNotice: () => void; onCancelMeeting: () => void };

/**
 * Editors: send the meeting notice, cancel the meeting, and see every e-mail sent about it.
 * Without actions (a cancelled meeting) only the history is shown.
 */
export function NoticesPanel({ meetingId, actions }: { meetingId: string; actions?: Actions }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="notices-heading">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id="notices-heading">
            {t("notices.heading")}
          </Title>
          {actions && <NoticeActions {...actions} />}
        </Group>
        <NoticeHistory meetingId={meetingId} />
      </Stack>
    </Paper>
  );
}

function NoticeActions({ onSendNotice, onCancelMeeting }: Actions) {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <Button leftSection={<IconSend size={18} aria-hidden />} onClick={onSendNotice}>
        {t("notices.send")}
      </Button>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={18} aria-hidden />}>
            {t("notices.more")}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            color="red"
            leftSection={<IconCalendarX size={18} aria-hidden />}
            onClick={onCancelMeeting}
          >
            {t("cancelMeeting.menuItem")}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
