import { Paper, SimpleGrid, Skeleton, Stack, Title } from "@mantine/core";
import { Navigate } from "@tanstack/react-router";
import { useState } from "react";
import { PageTitle } from "../../components/PageTitle.js";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { useOrganisationOfRecord } from "../../components/shell/current-organisation.js";
import { isApiError } from "../../data/api-error.js";
import {
  type SignatureRequestView,
  type SignerView,
  type SigningSource,
  useSigningView,
} from "../../data/signature-requests.js";
import { useTranslation } from "../../i18n/translate.js";
import { ChangeSignerDialog } from "./ChangeSignerDialog.js";
import { RequestActions } from "./RequestActions.js";
import { RequestDocument } from "./RequestDocument.js";
import { RequestSummary } from "./RequestSummary.js";
import { refusalForStatus, refusalToShow } from "./refusal.js";
import { RequestEvents, SignerStatusList } from "./SignerStatusList.js";
import { useFirstRefusal } from "./use-first-refusal.js";

/**
 * A signature request (signed-in): its status and signers, the requester's buttons, and the
 * document with its fields, where a signer whose turn it is reviews and signs.
 */
export function SignatureRequestPage({ signatureRequestId }: { signatureRequestId: string }) {
  const { t } = useTranslation();
  const source: SigningSource = { kind: "request", signatureRequestId };
  const request = useSigningView(source);
  useOrganisationOfRecord(request.data?.organisationId);
  const refusal = useFirstRefusal(request.data, refusalToShow);

  if (request.isError) {
    if (isApiError(request.error, 403) || isApiError(request.error, 404))
      return (
        <Navigate
          to="/signature-request-invalid"
          search={{ reason: refusalForStatus(request.error.status) }}
          replace
        />
      );
    return (
      <QueryErrorAlert
        message={t("signatures.loadFailed")}
        onRetry={() => void request.refetch()}
      />
    );
  }
  if (request.isPending) return <Skeleton h={320} aria-label={t("common.loading")} />;
  if (refusal)
    return <Navigate to="/signature-request-invalid" search={{ reason: refusal }} replace />;
  return <RequestView view={request.data} source={source} />;
}

function RequestView({ view, source }: { view: SignatureRequestView; source: SigningSource }) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState<SignerView | null>(null);
  return (
    <Stack gap="lg">
      <PageTitle title={view.documentName} />
      <RequestSummary view={view} />
      <RequestActions view={view} />
      <SimpleGrid cols={{ base: 1, md: view.events.length > 0 ? 2 : 1 }} spacing="lg">
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="signers-heading">
          <Title order={2} size="h4" id="signers-heading" mb="sm">
            {t("signatures.signersTitle")}
          </Title>
          <SignerStatusList view={view} onChange={setChanging} />
        </Paper>
        {view.events.length > 0 && (
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="events-heading">
            <Title order={2} size="h4" id="events-heading" mb="sm">
              {t("signatures.events")}
            </Title>
            <RequestEvents view={view} />
          </Paper>
        )}
      </SimpleGrid>
      <RequestDocument view={view} source={source} />
      {view.abilities.changeSigners && (
        <ChangeSignerDialog view={view} signer={changing} onClose={() => setChanging(null)} />
      )}
    </Stack>
  );
}
