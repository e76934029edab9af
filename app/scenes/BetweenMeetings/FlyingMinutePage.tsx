import { Button, Divider, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { PageTitle } from "../../components/PageTitle.js";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { RichTextView } from "../../components/rich-text/RichTextView.js";
import { storedDoc } from "../../components/rich-text/rich-text-value.js";
import { AnchorLink } from "../../components/router-links.js";
import {
  type FlyingMinuteView,
  flyingMinuteFileHref,
  useDeleteFlyingMinute,
  useFlyingMinute,
  useFlyingMinutes,
  useLiveFlyingMinute,
  useUpdateFlyingMinute,
} from "../../data/between-meetings.js";
import { formatDateTime } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";
import { ConfirmDialog } from "../Meetings/ConfirmDialog.js";
import { AttachedFiles } from "./AttachedFiles.js";
import { ChangeVotersDialog } from "./ChangeVotersDialog.js";
import { FlyingMinuteComments } from "./FlyingMinuteComments.js";
import { FlyingMinuteFormDialog } from "./FlyingMinuteFormDialog.js";
import { FlyingMinuteHostActions } from "./FlyingMinuteHostActions.js";
import { FlyingMinuteStatusBadge } from "./FlyingMinuteStatusBadge.js";
import { FlyingMinuteVote } from "./FlyingMinuteVote.js";
import { flyingMinuteValues } from "./flying-minute-form.js";

/** A flying minute's page: the motion and its papers, the vote as it happens, comments, and the host's controls. */
export function FlyingMinutePage({ flyingMinuteId }: { flyingMinuteId: string }) {
  const { t } = useTranslation();
  const query = useFlyingMinute(flyingMinuteId);
  useLiveFlyingMinute(flyingMinuteId);
  if (query.isPending) return <Skeleton height={240} aria-label={t("common.loading")} />;
  if (query.isError)
    return <QueryErrorAlert what="flyingMinute" onRetry={() => void query.refetch()} />;
  return <FlyingMinuteDetails fm={query.data} />;
}

function FlyingMinuteDetails({ fm }: { fm: FlyingMinuteView }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={fm.Title} actions={<HostTools fm={fm} />} />
      <Group gap={6} mb="md">
        <FlyingMinuteStatusBadge status={fm.Status} outcome={fm.Outcome} />
      </Group>
      <Stack gap="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Fact label={t("flyingMinute.host")} value={fm.Host.Name} />
          <Fact label={t("flyingMinute.opens")} value={fm.VoteStartsAtText} />
          <Fact label={t("flyingMinute.closes")} value={fm.VoteClosesAtText} />
        </SimpleGrid>
        <FlyingMinuteHostActions fm={fm} />
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t("flyingMinute.motionHeading")}
          </Title>
          <RichTextView size="lg" doc={storedDoc(fm.MotionDoc, fm.Motion)} />
        </Stack>
        {fm.Background.trim() && (
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t("flyingMinute.backgroundHeading")}
            </Title>
            <RichTextView doc={storedDoc(fm.BackgroundDoc, fm.Background)} />
          </Stack>
        )}
        <AttachedFiles
          heading={t("flyingMinute.filesHeading")}
          files={fm.Files}
          hrefOf={(id) => flyingMinuteFileHref(fm.flyingMinuteId, id)}
        />
        {fm.DecisionId && (
          <AnchorLink to="/decision-register/$orgId" params={{ orgId: fm.OrganisationId }}>
            {t("flyingMinute.decisionLink")}
          </AnchorLink>
        )}
        <Divider />
        <FlyingMinuteVote fm={fm} />
        <Divider />
        <FlyingMinuteComments fm={fm} />
        {fm.Notices.length > 0 && <Notices fm={fm} />}
      </Stack>
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </Stack>
  );
}

const noticeLabels = {
  start: "flyingMinute.noticeStart",
  reminder: "flyingMinute.noticeReminder",
  result: "flyingMinute.noticeResult",
} as const;

function Notices({ fm }: { fm: FlyingMinuteView }) {
  const { t } = useTranslation();
  return (
    <Stack component="section" gap="xs" aria-label={t("flyingMinute.notices")}>
      <Title order={2} size="h4">
        {t("flyingMinute.notices")}
      </Title>
      {fm.Notices.map((n) => (
        <Stack key={`${n.Kind}-${n.SentAt}`} gap={0}>
          <Text size="sm">
            <strong>
              {n.Kind in noticeLabels
                ? t(noticeLabels[n.Kind as keyof typeof noticeLabels])
                : n.Kind}
            </strong>
            {" — "}
            {t("flyingMinute.noticeSent", {
              count: n.SentCount,
              when: formatDateTime(n.SentAt, fm.TimeZone),
            })}
          </Text>
          {n.NotSent.length > 0 && (
            <Text size="sm" c="dimmed">
              {t("flyingMinute.notSent", { names: n.NotSent.join(", ") })}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/** Edit and delete for a draft (the server says when each is possible). */
function HostTools({ fm }: { fm: FlyingMinuteView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateFlyingMinute(fm.flyingMinuteId);
  const remove = useDeleteFlyingMinute(fm.flyingMinuteId);
  const list = useFlyingMinutes(fm.OrganisationId);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [changingVoters, setChangingVoters] = useState(false);
  const isDraft = fm.Status === "Draft";
  if (!fm.Abilities.edit && !fm.Abilities.delete) return null;
  return (
    <Group gap="sm">
      {fm.Abilities.edit && !isDraft && (
        <Button variant="default" onClick={() => setChangingVoters(true)}>
          {t("flyingMinute.changeVoters")}
        </Button>
      )}
      <ChangeVotersDialog
        fm={fm}
        members={list.data?.Members ?? []}
        opened={changingVoters}
        onClose={() => setChangingVoters(false)}
      />
      {fm.Abilities.edit && isDraft && (
        <Button variant="default" onClick={() => setEditing(true)}>
          {t("flyingMinute.edit")}
        </Button>
      )}
      {fm.Abilities.delete && (
        <Button variant="default" color="red" onClick={() => setDeleting(true)}>
          {t("flyingMinute.delete")}
        </Button>
      )}
      <FlyingMinuteFormDialog
        opened={editing}
        onClose={() => setEditing(false)}
        mode="edit"
        orgId={fm.OrganisationId}
        timeZone={fm.TimeZone}
        members={list.data?.Members ?? fm.Voters}
        initial={flyingMinuteValues(fm)}
        save={(body) => update.mutateAsync(body)}
      />
      <ConfirmDialog
        question={
          deleting
            ? {
                title: t("flyingMinute.delete"),
                message: t("flyingMinute.deleteConfirm"),
                confirmLabel: t("flyingMinute.delete"),
              }
            : null
        }
        confirmColor="red"
        loading={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notifications.show({ message: t("flyingMinute.deleted") });
              void navigate({
                to: "/between-meetings/$orgId/flying-minutes",
                params: { orgId: fm.OrganisationId },
              });
            },
          })
        }
      />
    </Group>
  );
}
