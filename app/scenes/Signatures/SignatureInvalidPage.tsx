import { Alert, Button, Stack } from "@mantine/core";
import { IconLinkOff } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { signingRefusals } from "../../../common/contracts/signature-requests.js";
import { PublicLayout } from "../../components/PublicLayout.js";
import { useTranslation } from "../../i18n/translate.js";

const isRefusal = (reason: string | undefined): reason is (typeof signingRefusals)[number] =>
  (signingRefusals as readonly string[]).includes(reason ?? "");

/**
 * The spec's `signature-request-invalid` page (shown at /error?code=signature): which of the
 * reasons a request cannot be signed applies, and the way back to My Home.
 */
export function SignatureInvalidPage({ reason }: { reason: string | undefined }) {
  const { t } = useTranslation();
  const text = isRefusal(reason)
    ? t(`signatures.refused.${reason}`)
    : t("signatures.refusedUnknown");
  return (
    <PublicLayout title={t("signatures.invalidTitle")}>
      <Stack>
        <Alert color="yellow" icon={<IconLinkOff aria-hidden />} role="alert">
          {text}
        </Alert>
        <Button component={Link} to="/my-home">
          {t("common.backToMyHome")}
        </Button>
      </Stack>
    </PublicLayout>
  );
}
