import { Container, Skeleton, Stack, Text } from "@mantine/core";
import { Navigate } from "@tanstack/react-router";
import { PageTitle } from "../../components/PageTitle.js";
import { PublicLayout } from "../../components/PublicLayout.js";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { isApiError } from "../../data/api-error.js";
import {
  type SignatureRequestView,
  type SigningSource,
  useSigningView,
} from "../../data/signature-requests.js";
import { useTranslation } from "../../i18n/translate.js";
import { RequestDocument } from "./RequestDocument.js";
import { RequestSummary } from "./RequestSummary.js";
import { refusalForStatus } from "./refusal.js";
import { SignerStatusList } from "./SignerStatusList.js";
import { useFirstRefusal } from "./use-first-refusal.js";

// Someone outside has nothing else on the page: any refusal is the invalid page's to explain.
const linkRefusal = (view: SignatureRequestView) => view.me?.refusal ?? null;

/**
 * Signing by an e-mailed link, without an account (`/sign?link=…`): the same Review & Sign as
 * inside Quorate, against the link's own endpoints. A link that cannot be signed any more goes
 * to the page that says why.
 */
export function ExternalSigningPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const source: SigningSource = { kind: "link", signingToken: token };
  const request = useSigningView(source);
  const refusal = useFirstRefusal(request.data, linkRefusal);

  if (!token)
    return <Navigate to="/signature-request-invalid" search={{ reason: "tampered" }} replace />;
  if (request.isError) {
    if (
      isApiError(request.error, 403) ||
      isApiError(request.error, 404) ||
      isApiError(request.error, 400)
    )
      return (
        <Navigate
          to="/signature-request-invalid"
          search={{ reason: refusalForStatus(request.error.status) }}
          replace
        />
      );
    return (
      <PublicLayout title={t("signatures.externalTitlePage")}>
        <QueryErrorAlert
          message={t("signatures.loadFailed")}
          onRetry={() => void request.refetch()}
        />
      </PublicLayout>
    );
  }
  if (request.isPending)
    return (
      <PublicLayout title={t("signatures.externalTitlePage")}>
        <Skeleton h={120} aria-label={t("common.loading")} />
      </PublicLayout>
    );
  if (refusal)
    return <Navigate to="/signature-request-invalid" search={{ reason: refusal }} replace />;

  const view = request.data;
  return (
    <Container size="xl" py="md" component="main">
      <Stack gap="md">
        <div>
          <Text c="indigo.8" fw={700}>
            Quorate
          </Text>
          <PageTitle title={view.documentName} />
        </div>
        <RequestSummary view={view} />
        <SignerStatusList view={view} />
        <RequestDocument view={view} source={source} />
      </Stack>
    </Container>
  );
}
