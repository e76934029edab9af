import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconInfoCircle, IconShare, IconSignature } from "@tabler/icons-react";
import { useState } from "react";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { AnchorLink, ButtonLink } from "../../components/router-links.js";
import { NotedFileViewer } from "../../components/viewer/annotations/NotedFileViewer.js";
import { isBadLinkError } from "../../data/api-error.js";
import { useDocumentVersion } from "../../data/documents/document-version.js";
import {
  documentAddress,
  documentContentUrl,
  folderSearch,
} from "../../data/documents/library-paths.js";
import { useSignatureRequestsForVersion } from "../../data/signature-requests.js";
import { formatDate } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";
import { ShareDialog } from "../DocumentShare/ShareDialog.js";
import { VersionSignatureRequests } from "../Signatures/VersionSignatureRequests.js";

type Props = {
  orgId: string;
  documentVersionId: string;
  /** The page the viewer opens at (a search result's passage). */
  initialPage?: number | undefined;
  /** Where "Back" goes: the folder the reader came from (or the document's own). */
  backLabel: string;
  onBack: () => void;
};

/**
 * One version of a library document in the viewer: the address a citation opens. A replaced
 * version says so and links to the current one; its file opens for the managers only.
 */
export function DocumentVersionView({
  orgId,
  documentVersionId,
  initialPage,
  backLabel,
  onBack,
}: Props) {
  const { t } = useTranslation();
  const version = useDocumentVersion(orgId, documentVersionId);
  const [sharing, setSharing] = useState(false);
  const signatures = useSignatureRequestsForVersion(
    documentVersionId,
    version.data?.canOpen === true,
  );
  const back = (
    <Anchor component="button" type="button" onClick={onBack}>
      <Group component="span" gap={6}>
        <IconArrowLeft size={18} aria-hidden />
        {t("documents.backTo", { place: backLabel })}
      </Group>
    </Anchor>
  );
  if (version.isPending)
    return (
      <Stack gap="md">
        {back}
        <Skeleton h={32} w="40%" />
        <Skeleton h={320} aria-label={t("common.loading")} />
      </Stack>
    );
  if (version.isError)
    return (
      <Stack gap="md" align="flex-start">
        {back}
        {isBadLinkError(version.error) ? (
          <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} role="alert">
            {t("documents.versionNotFound")}
          </Alert>
        ) : (
          <QueryErrorAlert what="document" onRetry={() => void version.refetch()} />
        )}
      </Stack>
    );

  const v = version.data;
  const src = documentContentUrl(v.documentVersionId);
  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {v.name}
          </Title>
          <Text size="sm" c="dimmed">
            {t("documents.versionOf", { number: v.version, date: formatDate(v.uploadedAt) })}
          </Text>
        </div>
        {v.abilities.manage && (
          <Group gap="sm">
            {signatures.data?.abilities.request !== false && (
              <ButtonLink
                to="/signature-request/new"
                search={{ version: v.documentVersionId }}
                variant="default"
                leftSection={<IconSignature size={18} aria-hidden />}
              >
                {t("signatures.requestSignatures")}
              </ButtonLink>
            )}
            <Button
              variant="default"
              leftSection={<IconShare size={18} aria-hidden />}
              onClick={() => setSharing(true)}
            >
              {t("shares.button")}
            </Button>
          </Group>
        )}
      </Group>
      {signatures.data && <VersionSignatureRequests list={signatures.data} />}
      {v.abilities.manage && (
        <ShareDialog
          documentVersionId={v.documentVersionId}
          documentName={v.name}
          opened={sharing}
          onClose={() => setSharing(false)}
        />
      )}
      {v.text === "noText" && v.show === "pdf" && (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
          {t("documents.noTextLayer")}
        </Alert>
      )}
      {!v.current && (
        <Alert
          color="yellow"
          icon={<IconInfoCircle aria-hidden />}
          title={t("documents.newerVersionTitle")}
        >
          <Stack gap={4} align="flex-start">
            <Text size="sm">
              {v.canOpen ? t("documents.newerVersionManager") : t("documents.newerVersionReader")}
            </Text>
            <AnchorLink
              to="/governance-documents/$orgId"
              params={{ orgId: documentAddress(orgId, v.currentVersionId) }}
              search={folderSearch(v.folderId)}
            >
              {t("documents.openCurrent")}
            </AnchorLink>
          </Stack>
        </Alert>
      )}
      {v.canOpen && (
        <NotedFileViewer
          // A search opening another page of the same version starts the viewer again there.
          key={`${v.documentVersionId}:${initialPage ?? 1}`}
          initialPage={initialPage}
          notesSource={{ kind: "document", documentVersionId: v.documentVersionId }}
          src={src}
          name={v.name}
          mime={v.mime}
          show={v.show}
          downloadHref={v.abilities.download ? src : null}
          unavailableNote={
            v.conversion === "pending"
              ? t("viewer.converting")
              : v.conversion === "failed"
                ? t("viewer.conversionFailed")
                : v.conversion === "unavailable"
                  ? t("viewer.noConverter")
                  : undefined
          }
        />
      )}
    </Stack>
  );
}
