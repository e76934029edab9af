import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import type { PageSize } from "../../components/viewer/PdfPage.js";
import type { PDFDocumentProxy } from "../../components/viewer/pdfjs.js";
import { ViewerLoading } from "../../components/viewer/ViewerLoading.js";
import { useTranslation } from "../../i18n/translate.js";
import { SignPages } from "./SignPages.js";
import { usePdf } from "./use-pdf.js";

export type PageOverlay = (page: number, size: PageSize) => ReactNode;

type Props = {
  src: string;
  name: string;
  overlay: PageOverlay;
  /** Told which page is in view as the reader scrolls (where the palette's fields go). */
  onVisiblePage?: ((page: number) => void) | undefined;
  /** Told once the PDF is open. */
  onOpened?: ((pdf: PDFDocumentProxy) => void) | undefined;
};

/**
 * The document being signed, its pages drawn as they come near with a layer over each (the
 * fields). Built on the viewer's own page (PdfPage), so text stays selectable and pages far
 * from view cost nothing.
 */
export function SignDocument({ src, name, overlay, onVisiblePage }: Props) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const state = usePdf(src, attempt);

  if (state.step === "loading") return <ViewerLoading fraction={state.fraction} />;
  if (state.step === "failed")
    return (
      <Alert color="red" icon={<IconInfoCircle aria-hidden />} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{state.message ?? t("viewer.damaged")}</Text>
          <Button variant="default" onClick={() => setAttempt((n) => n + 1)}>
            {t("viewer.retry")}
          </Button>
        </Stack>
      </Alert>
    );
  return <SignPages pdf={state.pdf} name={name} overlay={overlay} onVisiblePage={onVisiblePage} />;
}
