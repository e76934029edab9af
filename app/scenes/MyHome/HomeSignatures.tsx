import { EmptyState, Paper, Stack, Text } from "@mantine/core";
import { IconSignature } from "@tabler/icons-react";
import type {
  HomeDocumentSignature,
  HomeSignatureRequest,
} from "../../../common/contracts/home.js";
import { AnchorLink } from "../../components/router-links.js";
import { formatDate } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";
import { HomeSection } from "./HomeSection.js";
import classes from "./MyHome.module.css";

function SignatureRow({ request }: { request: HomeSignatureRequest }) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap={4}>
        <Text fw={600} className={classes.wrap}>
          {request.MeetingTitle}
        </Text>
        <Text size="sm" c="dimmed">
          {t("home.meetingOn", { when: formatDate(request.MeetingStartTime, request.TimeZone) })}
          {" · "}
          {request.OrganisationName}
        </Text>
        <AnchorLink
          to="/minutes-signing/$meetingId"
          params={{ meetingId: request.MeetingId }}
          aria-label={`${t("home.reviewAndSign")}: ${request.MeetingTitle}`}
        >
          {t("home.reviewAndSign")}
        </AnchorLink>
      </Stack>
    </Paper>
  );
}

function DocumentSignatureRow({ request }: { request: HomeDocumentSignature }) {
  const { t } = useTranslation();
  const signed = t("home.signedOf", { signed: request.Signed, total: request.Total });
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap={4}>
        <Text fw={600} className={classes.wrap}>
          {request.DocumentName}
        </Text>
        <Text size="sm" c="dimmed">
          {request.OrganisationName} · {signed}
          {request.DueAt
            ? ` · ${t("home.signBy", { date: formatDate(request.DueAt, request.TimeZone) })}`
            : ""}
        </Text>
        <AnchorLink
          to="/signature-request/$signatureRequestId"
          params={{ signatureRequestId: request.SignatureRequestId }}
          aria-label={`${t("home.reviewAndSign")}: ${request.DocumentName}`}
        >
          {t("home.reviewAndSign")}
        </AnchorLink>
      </Stack>
    </Paper>
  );
}

/** Confirmed minutes and library documents the person has been asked to sign. */
export function HomeSignatures({
  signatures,
  documentSignatures = [],
  loading,
}: {
  signatures: HomeSignatureRequest[] | undefined;
  documentSignatures?: HomeDocumentSignature[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const empty = signatures?.length === 0 && documentSignatures.length === 0;
  return (
    <HomeSection title={t("home.signaturesTitle")} loading={loading || !signatures}>
      {empty ? (
        <EmptyState
          icon={<IconSignature size={32} aria-hidden />}
          withIndicatorBackground
          title={t("home.signaturesEmptyTitle")}
          description={t("home.signaturesEmptyText")}
        />
      ) : (
        <Stack gap="sm">
          {signatures && signatures.length > 0 && (
            <Stack
              component="ul"
              gap="sm"
              className={classes.plainList}
              aria-label={t("home.signaturesList")}
            >
              {signatures.map((s) => (
                <SignatureRow key={s.MeetingId} request={s} />
              ))}
            </Stack>
          )}
          {documentSignatures.length > 0 && (
            <Stack
              component="ul"
              gap="sm"
              className={classes.plainList}
              aria-label={t("home.documentSignaturesList")}
            >
              {documentSignatures.map((s) => (
                <DocumentSignatureRow key={s.SignatureRequestId} request={s} />
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </HomeSection>
  );
}
