import { Box, Button, Divider, Group, Skeleton, Stack, Text, Title, Tooltip } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import type { ReportReader } from "../../../common/contracts/reports.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { PageTitle } from "../../components/PageTitle.js";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { RichTextView } from "../../components/rich-text/RichTextView.js";
import { storedDoc } from "../../components/rich-text/rich-text-value.js";
import { useFlyingMinutes } from "../../data/between-meetings.js";
import {
  type ReportView,
  reportFileHref,
  useCommentOnReport,
  useDeleteReport,
  useReport,
  useSendReport,
  useUpdateReport,
} from "../../data/reports.js";
import { formatDateTime } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";
import { ConfirmDialog } from "../Meetings/ConfirmDialog.js";
import { AttachedFiles } from "./AttachedFiles.js";
import classes from "./BetweenMeetings.module.css";
import { CommentsSection } from "./CommentsSection.js";
import { ReportFormDialog } from "./ReportFormDialog.js";
import { reportValues } from "./report-form.js";

/** A report's page: its summary, files with who opened them, the audience, comments, sending. */
export function ReportPage({ reportId }: { reportId: string }) {
  const { t } = useTranslation();
  const query = useReport(reportId);
  if (query.isPending) return <Skeleton height={240} aria-label={t("common.loading")} />;
  if (query.isError) return <QueryErrorAlert what="report" onRetry={() => void query.refetch()} />;
  return <ReportDetails report={query.data} />;
}

function Initials({ readers }: { readers: ReportReader[] }) {
  const { t } = useTranslation();
  if (readers.length === 0) return null;
  return (
    <Group gap={4} role="group" aria-label={t("report.readBy")}>
      {readers.map((r) => (
        <Tooltip
          key={r.PersonId}
          label={t("report.readAt", { name: r.Name, when: formatDateTime(r.FirstAt) })}
        >
          <Box component="span" role="img" className={classes.initials} aria-label={r.Name}>
            {r.Initials}
          </Box>
        </Tooltip>
      ))}
    </Group>
  );
}

function ReportDetails({ report }: { report: ReportView }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={report.Title} actions={<AuthorTools report={report} />} />
      <Text c="dimmed" mb="md">
        {t("report.by", { name: report.Author.Name })}
        {" · "}
        {report.SentAt
          ? t("report.sentOn", { when: formatDateTime(report.SentAt) })
          : t("report.draftSince", { when: formatDateTime(report.CreatedAt) })}
      </Text>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t("report.summaryHeading")}
          </Title>
          <RichTextView doc={storedDoc(report.ExecutiveSummaryDoc, report.ExecutiveSummary)} />
        </Stack>
        <AttachedFiles
          heading={t("report.filesHeading")}
          files={report.Files}
          hrefOf={(id) => reportFileHref(report.reportId, id)}
          empty={t("report.noFiles")}
          extra={(f) => <Initials readers={f.ReadBy} />}
        />
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t("report.readBy")}
          </Title>
          {report.ReadBy.length === 0 ? (
            <Text c="dimmed">{t("report.readByNobody")}</Text>
          ) : (
            <Initials readers={report.ReadBy} />
          )}
          {report.NotReadBy.length > 0 && (
            <Text size="sm" c="dimmed">
              {t("report.notReadBy", { names: report.NotReadBy.map((p) => p.Name).join(", ") })}
            </Text>
          )}
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t("report.audienceHeading")}
          </Title>
          <Text>
            {report.Audience.Kind === "board"
              ? t("report.audienceBoard")
              : report.Audience.Kind === "roles"
                ? report.Audience.Roles.map((r) => t(`report.roles.${r}`)).join(", ")
                : report.Audience.People.map((p) => p.Name).join(", ")}
          </Text>
        </Stack>
        <Divider />
        <ReportComments report={report} />
        {report.Sends.length > 0 && (
          <Stack gap="xs" component="section" aria-label={t("report.sends")}>
            <Title order={2} size="h4">
              {t("report.sends")}
            </Title>
            {report.Sends.map((s) => (
              <Stack key={s.SentAt} gap={0}>
                <Text size="sm">
                  {t("report.sendLine", {
                    count: s.SentCount,
                    when: formatDateTime(s.SentAt),
                    name: s.SentBy.Name,
                  })}
                </Text>
                {s.NotSent.length > 0 && (
                  <Text size="sm" c="dimmed">
                    {t("report.notSent", { names: s.NotSent.join(", ") })}
                  </Text>
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </>
  );
}

function ReportComments({ report }: { report: ReportView }) {
  const { t } = useTranslation();
  const post = useCommentOnReport(report.reportId);
  return (
    <CommentsSection
      comments={report.Comments}
      canComment={report.Abilities.comment}
      post={post}
      texts={{
        heading: t("report.comments"),
        none: t("report.noComments"),
        add: t("report.addComment"),
        post: t("report.postComment"),
        posted: t("report.commentPosted"),
      }}
    />
  );
}

/** Send, send again, edit and delete, as the server allows the viewer. */
function AuthorTools({ report }: { report: ReportView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const send = useSendReport(report.reportId);
  const update = useUpdateReport(report.reportId);
  const remove = useDeleteReport(report.reportId);
  const members = useFlyingMinutes(report.OrganisationId).data?.Members ?? [];
  const [asking, setAsking] = useState<"send" | "delete" | null>(null);
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string>();
  const a = report.Abilities;
  if (!a.edit && !a.send && !a.resend && !a.delete) return null;
  return (
    <Group gap="sm">
      {(a.send || a.resend) && (
        <Button onClick={() => setAsking("send")}>
          {a.send ? t("report.send") : t("report.resend")}
        </Button>
      )}
      {a.edit && (
        <Button variant="default" onClick={() => setEditing(true)}>
          {t("report.edit")}
        </Button>
      )}
      {a.delete && (
        <Button variant="default" color="red" onClick={() => setAsking("delete")}>
          {t("report.delete")}
        </Button>
      )}
      <FormAlert message={error} />
      <ConfirmDialog
        question={
          asking === "send"
            ? {
                title: a.send ? t("report.send") : t("report.resend"),
                message: a.send ? t("report.confirmSend") : t("report.confirmResend"),
                confirmLabel: a.send ? t("report.send") : t("report.resend"),
              }
            : asking === "delete"
              ? {
                  title: t("report.delete"),
                  message: t("report.deleteConfirm"),
                  confirmLabel: t("report.delete"),
                }
              : null
        }
        confirmColor={asking === "delete" ? "red" : undefined}
        loading={send.isPending || remove.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setError(undefined);
          if (asking === "send")
            send.mutate(undefined, {
              onSuccess: (r) => {
                setAsking(null);
                notifications.show({ message: t("report.sentNotice", { count: r.SentCount }) });
              },
              onError: (e) => {
                setAsking(null);
                setError(e.message);
              },
            });
          else
            remove.mutate(undefined, {
              onSuccess: () => {
                notifications.show({ message: t("report.deleted") });
                void navigate({
                  to: "/between-meetings/$orgId/reports",
                  params: { orgId: report.OrganisationId },
                });
              },
              onError: (e) => {
                setAsking(null);
                setError(e.message);
              },
            });
        }}
      />
      <ReportFormDialog
        orgId={report.OrganisationId}
        opened={editing}
        onClose={() => setEditing(false)}
        mode="edit"
        initial={reportValues(report)}
        people={members}
        save={(body) => update.mutateAsync(body)}
      />
    </Group>
  );
}
