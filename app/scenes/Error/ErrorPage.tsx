import { Button, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { lazyComponent } from "../../components/lazy-component.js";
import { PublicLayout } from "../../components/PublicLayout.js";
import { useTranslation } from "../../i18n/translate.js";

// Fetched when shown, with the signature area's texts: this page is in the first download.
const SignatureInvalidPage = lazyComponent(
  () => import("../Signatures/SignatureInvalidPage.js"),
  "SignatureInvalidPage",
);

type Props = { code: "403" | "404" } | { code: "signature"; reason: string | undefined };

/**
 * The error page of spec §8, in its 403 and 404 variants, and the `signature-request-invalid`
 * page's (which reason a signature request cannot be signed).
 */
export function ErrorPage(props: Props) {
  const { t } = useTranslation();
  if (props.code === "signature") return <SignatureInvalidPage reason={props.reason} />;
  const forbidden = props.code === "403";
  return (
    <PublicLayout title={forbidden ? t("errors.forbiddenTitle") : t("errors.notFoundTitle")}>
      <Stack>
        <Text>{forbidden ? t("errors.forbiddenText") : t("errors.notFoundText")}</Text>
        <Button component={Link} to="/my-home">
          {t("common.backToMyHome")}
        </Button>
      </Stack>
    </PublicLayout>
  );
}
