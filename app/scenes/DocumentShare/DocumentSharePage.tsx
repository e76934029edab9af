import {
  Alert,
  Button,
  Container,
  Group,
  PinInput,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconInfoCircle, IconLinkOff, IconMail } from "@tabler/icons-react";
import { useState } from "react";
import type { SharedDocument } from "../../../common/contracts/document-shares.js";
import { PageTitle } from "../../components/PageTitle.js";
import { PublicLayout } from "../../components/PublicLayout.js";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { LazyFileViewer } from "../../components/viewer/LazyFileViewer.js";
import { isApiError, isBadLinkError } from "../../data/api-error.js";
import {
  sharedContentUrl,
  useSendShareCode,
  useSharedDocument,
  useVerifyShareCode,
} from "../../data/shared-document.js";
import { formatDate, formatDateTime } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";

/**
 * A document shared with someone outside the board (spec §2 `document-share`): no account, the
 * signed link is the proof; a code e-mailed to them when the manager asked for one. A link that
 * no longer works says why: changed, withdrawn, or past its date.
 */
export function DocumentSharePage({ token }: { token: string }) {
  const { t } = useTranslation();
  const shared = useSharedDocument(token);
  if (!token)
    return <Closed title={t("documentShare.invalidTitle")} text={t("documentShare.invalidText")} />;
  if (shared.isPending)
    return (
      <PublicLayout title={t("documentShare.loading")}>
        <Skeleton h={120} aria-label={t("common.loading")} />
      </PublicLayout>
    );
  // A link cut short or mangled in transit is refused as malformed: it is a link that doesn't work.
  if (shared.isError && isBadLinkError(shared.error))
    return <Closed title={t("documentShare.invalidTitle")} text={t("documentShare.invalidText")} />;
  if (shared.isError)
    return (
      <PublicLayout title={t("documentShare.title")}>
        <QueryErrorAlert what="document" onRetry={() => void shared.refetch()} />
      </PublicLayout>
    );
  return <SharedState token={token} shared={shared.data} />;
}

function SharedState({ token, shared }: { token: string; shared: SharedDocument }) {
  const { t } = useTranslation();
  switch (shared.state) {
    case "invalid":
      return (
        <Closed title={t("documentShare.invalidTitle")} text={t("documentShare.invalidText")} />
      );
    case "revoked":
      return (
        <Closed
          title={t("documentShare.revokedTitle")}
          text={t("documentShare.revokedText", { organisation: shared.organisationName })}
        />
      );
    case "expired":
      return (
        <Closed
          title={t("documentShare.expiredTitle")}
          text={t("documentShare.expiredText", {
            organisation: shared.organisationName,
            date: formatDate(shared.expiredAt),
          })}
        />
      );
    case "needsCode":
      return <CodeStep token={token} shared={shared} />;
    case "open": {
      const src = sharedContentUrl(token);
      return (
        <Container size="xl" py="md" component="main">
          <Stack gap="md">
            <div>
              <Text c="indigo.8" fw={700}>
                Quorate
              </Text>
              <PageTitle title={shared.documentName} />
              <Text c="dimmed" size="sm">
                {t("documentShare.sharedBy", {
                  organisation: shared.organisationName,
                  name: shared.recipientName,
                  date: formatDateTime(shared.expiresAt),
                })}
              </Text>
            </div>
            <LazyFileViewer
              src={src}
              name={shared.documentName}
              mime={shared.mime}
              show={shared.show}
              downloadHref={shared.downloadable ? src : null}
            />
          </Stack>
        </Container>
      );
    }
  }
}

function Closed({ title, text }: { title: string; text: string }) {
  return (
    <PublicLayout title={title}>
      <Alert color="yellow" icon={<IconLinkOff aria-hidden />} role="alert">
        {text}
      </Alert>
    </PublicLayout>
  );
}

function CodeStep({
  token,
  shared,
}: {
  token: string;
  shared: Extract<SharedDocument, { state: "needsCode" }>;
}) {
  const { t } = useTranslation();
  const send = useSendShareCode(token);
  const verify = useVerifyShareCode(token);
  const [code, setCode] = useState("");
  const sendError = send.error && isApiError(send.error) ? send.error.message : null;
  const verifyError = verify.error && isApiError(verify.error) ? verify.error.message : null;
  return (
    <PublicLayout title={shared.documentName}>
      <Stack gap="md">
        <Text>{t("documentShare.codeIntro", { organisation: shared.organisationName })}</Text>
        <Group>
          <Button
            leftSection={<IconMail size={18} aria-hidden />}
            loading={send.isPending}
            variant={send.isSuccess ? "default" : "filled"}
            onClick={() => send.mutate()}
          >
            {send.isSuccess ? t("documentShare.sendAgain") : t("documentShare.sendCode")}
          </Button>
        </Group>
        {send.isSuccess && (
          <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
            {t("documentShare.codeSent", { email: shared.maskedEmail })}
          </Alert>
        )}
        {sendError && (
          <Alert color="red" role="alert">
            {sendError}
          </Alert>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (code.length === 6) verify.mutate(code);
          }}
        >
          <Stack gap="sm">
            <Title order={2} size="h5" id="code-label">
              {t("documentShare.codeLabel")}
            </Title>
            <PinInput
              length={6}
              type="number"
              oneTimeCode
              value={code}
              onChange={setCode}
              aria-labelledby="code-label"
              error={verifyError !== null}
            />
            {verifyError && (
              <Text c="red" size="sm" role="alert">
                {verifyError}
              </Text>
            )}
            <Group>
              <Button type="submit" loading={verify.isPending} disabled={code.length !== 6}>
                {t("documentShare.open")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </PublicLayout>
  );
}
