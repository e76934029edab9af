import { Alert, Button, Code, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconArrowLeft, IconFileTypePdf, IconSignature, IconUserPlus } from "@tabler/icons-react";
import { Navigate } from "@tanstack/react-router";
import { useState } from "react";
import type { MeetingDetail } from "../../../common/contracts/meetings.js";
import { PageTitle } from "../../components/PageTitle.js";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { AnchorLink } from "../../components/router-links.js";
import { useOrganisationOfRecord } from "../../components/shell/current-organisation.js";
import { isApiError } from "../../data/api-error.js";
import { useMeeting } from "../../data/meetings/meetings.js";
import {
  minutesPdfHref,
  type SigningStatus,
  useSignatures,
  useSignMinutes,
} from "../../data/meetings/signing.js";
import { useTranslation } from "../../i18n/translate.js";
import { ConfirmDialog } from "../Meetings/ConfirmDialog.js";
import { AskToSignDialog } from "./AskToSignDialog.js";
import { SignersList } from "./SignersList.js";
import classes from "./Signing.module.css";

/** The universal link for signing confirmed minutes (spec §2): "Signed x of y" and who signed when. */
export function MinutesSigningPage({ meetingId }: { meetingId: string }) {
  const { t } = useTranslation();
  const meeting = useMeeting(meetingId);
  const signatures = useSignatures(meetingId, meeting.data?.Abilities.readAgenda === true);
  useOrganisationOfRecord(meeting.data?.OrganisationId);

  if (meeting.isError) {
    if (isApiError(meeting.error, 403) || isApiError(meeting.error, 404)) {
      const code = meeting.error.status === 403 ? "403" : "404";
      return <Navigate to="/error" search={{ code }} replace />;
    }
    return <QueryErrorAlert what="meeting" onRetry={() => void meeting.refetch()} />;
  }
  if (meeting.isPending) return <Skeleton h={320} aria-label={t("common.loading")} />;
  if (!meeting.data.Abilities.readAgenda)
    return <Navigate to="/error" search={{ code: "403" }} replace />;

  return (
    <Stack gap="lg">
      <AnchorLink to="/meeting/$meetingId" params={{ meetingId }}>
        <Group component="span" gap={6}>
          <IconArrowLeft size={18} aria-hidden />
          {t("packPage.backToMeeting")}
        </Group>
      </AnchorLink>
      <PageTitle title={meeting.data.Title} />
      {signatures.isPending && <Skeleton h={200} />}
      {signatures.isError && (
        <QueryErrorAlert
          message={t("signing.loadFailed")}
          onRetry={() => void signatures.refetch()}
        />
      )}
      {signatures.data && <SigningView meeting={meeting.data} status={signatures.data} />}
    </Stack>
  );
}

function SigningView({ meeting, status }: { meeting: MeetingDetail; status: SigningStatus }) {
  const { t } = useTranslation();
  const sign = useSignMinutes(meeting.Id);
  const [confirming, setConfirming] = useState(false);
  const [asking, setAsking] = useState(false);
  const pdfLink = (
    <Button
      component="a"
      href={minutesPdfHref(meeting.Id)}
      target="_blank"
      rel="noopener"
      variant="default"
      leftSection={<IconFileTypePdf size={18} aria-hidden />}
    >
      {t("signing.openPdf")}
    </Button>
  );

  if (!status.Confirmed)
    return (
      <Stack gap="md">
        <Alert color="yellow" role="status">
          {t("signing.notConfirmed")}
        </Alert>
        <Group>{pdfLink}</Group>
      </Stack>
    );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="signing-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="signing-heading">
          {t("signing.heading")}
        </Title>
        <Text size="xl" fw={650}>
          {t("signing.signedCount", { signed: status.Signed, total: status.Total })}
        </Text>
        <SignersList signers={status.Signers} timeZone={meeting.TimeZone} />
        {status.MinutesSha256 && (
          <Stack gap={4}>
            <Text size="sm" fw={600} id="fingerprint-label">
              {t("signing.fingerprint")}
            </Text>
            <Code block aria-labelledby="fingerprint-label" fz="xs" className={classes.fingerprint}>
              {status.MinutesSha256}
            </Code>
            <Text size="sm" c="dimmed">
              {t("signing.fingerprintHint")}
            </Text>
          </Stack>
        )}
        {sign.isError && (
          <Alert color="red" role="alert">
            {sign.error.message}
          </Alert>
        )}
        <Group gap="sm" wrap="wrap">
          {status.MayISign && (
            <Button
              leftSection={<IconSignature size={18} aria-hidden />}
              onClick={() => setConfirming(true)}
            >
              {t("signing.sign")}
            </Button>
          )}
          {pdfLink}
          {meeting.Abilities.edit && (
            <Button
              variant="default"
              leftSection={<IconUserPlus size={18} aria-hidden />}
              onClick={() => setAsking(true)}
            >
              {t("signing.ask")}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        question={
          confirming
            ? {
                title: t("signing.signTitle"),
                message: t("signing.signText"),
                confirmLabel: t("signing.signConfirm"),
              }
            : null
        }
        loading={sign.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          sign.mutate(undefined, {
            onSuccess: () => notifications.show({ color: "green", message: t("signing.signed") }),
            onSettled: () => setConfirming(false),
          })
        }
      />
      <AskToSignDialog
        meetingId={meeting.Id}
        signers={status.Signers}
        opened={asking}
        onClose={() => setAsking(false)}
      />
    </Paper>
  );
}
