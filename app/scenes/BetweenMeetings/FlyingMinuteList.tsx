import { Alert, Badge, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useId } from "react";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { AnchorLink } from "../../components/router-links.js";
import { type FlyingMinuteSummary, useFlyingMinutes } from "../../data/between-meetings.js";
import { useTranslation } from "../../i18n/translate.js";
import { FlyingMinuteStatusBadge } from "./FlyingMinuteStatusBadge.js";

/** The organisation's flying minutes: the open ones (drafts for hosts too), then the closed. */
export function FlyingMinuteList({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const list = useFlyingMinutes(orgId);
  if (list.isPending) return <Skeleton height={120} aria-label={t("common.loading")} />;
  if (list.isError)
    return <QueryErrorAlert what="flyingMinutes" onRetry={() => void list.refetch()} />;
  const data = list.data;
  return (
    <Stack gap="lg">
      {!data.Entitled && (
        <Alert
          color="yellow"
          icon={<IconLock aria-hidden />}
          title={t("betweenMeetings.upgradeTitle")}
        >
          {t("betweenMeetings.upgradeText")}
        </Alert>
      )}
      <Section
        title={t("betweenMeetings.open")}
        count={t("betweenMeetings.openCount", { count: data.Open.length })}
        items={data.Open}
        empty={t("betweenMeetings.noOpen")}
        hint={data.Closed.length === 0 ? t("betweenMeetings.emptyHint") : undefined}
      />
      <Section
        title={t("betweenMeetings.closed")}
        count={t("betweenMeetings.closedCount", { count: data.Closed.length })}
        items={data.Closed}
        empty={t("betweenMeetings.noClosed")}
      />
    </Stack>
  );
}

function Section(props: {
  title: string;
  count: string;
  items: FlyingMinuteSummary[];
  empty: string;
  hint?: string;
}) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group gap="sm" align="baseline">
        <Title order={2} size="h4" id={headingId}>
          {props.title}
        </Title>
        <Text c="dimmed" size="sm">
          {props.count}
        </Text>
      </Group>
      {props.items.length === 0 ? (
        <Text c="dimmed">
          {props.empty} {props.hint}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {props.items.map((fm) => (
            <li key={fm.flyingMinuteId}>
              <FlyingMinuteCard fm={fm} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function FlyingMinuteCard({ fm }: { fm: FlyingMinuteSummary }) {
  const { t } = useTranslation();
  const closed = fm.Status === "Closed" || fm.Status === "Locked";
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <AnchorLink
          to="/flying-minute/$flyingMinuteId"
          params={{ flyingMinuteId: fm.flyingMinuteId }}
        >
          {fm.Title}
        </AnchorLink>
        <Group gap={6}>
          {fm.AwaitingMyVote && (
            <Badge color="orange" variant="filled">
              {t("betweenMeetings.awaitingMyVote")}
            </Badge>
          )}
          <FlyingMinuteStatusBadge status={fm.Status} outcome={fm.Outcome} />
        </Group>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {closed
          ? t("betweenMeetings.closedAt", { when: fm.ClosedAtText ?? fm.VoteClosesAtText })
          : t("betweenMeetings.closes", { when: fm.VoteClosesAtText })}
        {" · "}
        {t("betweenMeetings.votedOf", { voted: fm.Voted, voters: fm.Voters })}
      </Text>
    </Card>
  );
}
