import { Alert, Badge, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useId } from "react";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { AnchorLink } from "../../components/router-links.js";
import { type ReportSummary, useReports } from "../../data/reports.js";
import { formatDateTime } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";
import classes from "./BetweenMeetings.module.css";

/** The organisation's reports the viewer may read: drafts (for those who write them), then sent. */
export function ReportList({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const list = useReports(orgId);
  if (list.isPending) return <Skeleton height={120} aria-label={t("common.loading")} />;
  if (list.isError) return <QueryErrorAlert what="reports" onRetry={() => void list.refetch()} />;
  const data = list.data;
  return (
    <Stack gap="lg">
      {!data.Entitled && (
        <Alert color="yellow" icon={<IconLock aria-hidden />} title={t("report.upgradeTitle")}>
          {t("report.upgradeText")}
        </Alert>
      )}
      {data.CanCreate && (
        <Section title={t("report.drafts")} items={data.Drafts} empty={t("report.noDrafts")} />
      )}
      <Section
        title={t("report.sent")}
        items={data.Sent}
        empty={`${t("report.noSent")} ${t("report.emptyHint")}`}
      />
    </Stack>
  );
}

function Section({
  title,
  items,
  empty,
}: {
  title: string;
  items: ReportSummary[];
  empty: string;
}) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group gap="sm" align="baseline">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {items.length}
        </Text>
      </Group>
      {items.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack gap="xs" component="ul" className={classes.plainList}>
          {items.map((r) => (
            <li key={r.reportId}>
              <ReportCard report={r} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ReportCard({ report }: { report: ReportSummary }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <AnchorLink to="/report/$reportId" params={{ reportId: report.reportId }}>
          {report.Title}
        </AnchorLink>
        <Group gap={6}>
          {!report.ReadByMe && (
            <Badge color="orange" variant="filled">
              {t("report.unread")}
            </Badge>
          )}
          <Badge color={report.Status === "Sent" ? "teal" : "gray"} variant="light">
            {report.Status === "Sent"
              ? t("betweenMeetings.outcome.sent")
              : t("betweenMeetings.status.Draft")}
          </Badge>
        </Group>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {t("report.by", { name: report.Author.Name })}
        {" · "}
        {report.SentAt
          ? t("report.sentOn", { when: formatDateTime(report.SentAt) })
          : t("report.draftSince", { when: formatDateTime(report.CreatedAt) })}
      </Text>
    </Card>
  );
}
