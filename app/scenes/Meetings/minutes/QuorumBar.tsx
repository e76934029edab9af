import { Alert, Box, Group, Progress, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import type { CSSProperties } from "react";
import type { AttendanceView } from "../../../data/meetings/attendance.js";
import { useTranslation } from "../../../i18n/translate.js";
import classes from "./Minutes.module.css";

type Quorum = AttendanceView["quorum"];

/** Share of voting members present, for the bar (display only; the server decides quorum). */
export function presentShare(quorum: Pick<Quorum, "members" | "present">): number {
  if (quorum.members <= 0) return 0;
  return Math.min(100, Math.round((quorum.present / quorum.members) * 100));
}

/**
 * "5 of 8 present — quorum needs more than 4" as a live bar with the quorum line, turning
 * into an alert when quorum is not present (said in words, not colour alone).
 */
export function QuorumBar({ quorum }: { quorum: Quorum }) {
  const { t } = useTranslation();
  const text = t("minutesAttendance.quorumText", {
    present: quorum.present,
    members: quorum.members,
    limit: Math.max(0, quorum.needed - 1),
  });
  const line = { "--threshold": `${quorum.percentage}%` } as CSSProperties;

  const bar = (
    <Box className={classes.barWithLine} style={line}>
      <Progress.Root size="lg" aria-hidden>
        <Progress.Section
          value={presentShare(quorum)}
          color={quorum.reached ? "teal.8" : "red.8"}
        />
      </Progress.Root>
      <span className={classes.thresholdLine} />
    </Box>
  );

  if (quorum.members === 0) {
    return <Text c="dimmed">{t("minutesAttendance.noMembers")}</Text>;
  }
  if (!quorum.reached) {
    return (
      <Alert
        color="red"
        role="alert"
        title={t("minutesAttendance.quorumLost")}
        icon={<IconAlertTriangle aria-hidden />}
      >
        <Stack gap="xs">
          <Text>{text}</Text>
          {bar}
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="xs" role="status" aria-label={t("minutesAttendance.quorumLabel")}>
      <Group gap="xs">
        <IconCircleCheck size={20} aria-hidden color="var(--mantine-color-teal-8)" />
        <Text fw={600}>{t("minutesAttendance.quorumReached")}</Text>
        <Text>{text}</Text>
      </Group>
      {bar}
    </Stack>
  );
}
