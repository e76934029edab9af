import { Box, LoadingOverlay, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "../i18n/translate.js";

/** Covers the page while the first data (who is signed in) loads. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Box pos="relative" mih="100vh" role="status" aria-busy="true">
      <VisuallyHidden>{t("common.loading")}</VisuallyHidden>
      <LoadingOverlay visible zIndex={1000} overlayProps={{ blur: 1 }} />
    </Box>
  );
}
