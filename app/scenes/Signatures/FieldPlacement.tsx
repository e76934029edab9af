import { Alert, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { type Dispatch, type ReactNode, useId, useRef, useState } from "react";
import type { SignatureFieldType } from "../../../common/contracts/signature-requests.js";
import type { PageSize } from "../../components/viewer/PdfPage.js";
import { useTranslation } from "../../i18n/translate.js";
import { FieldPalette } from "./FieldPalette.js";
import type { Point } from "./field-geometry.js";
import { PlacementLayer } from "./PlacementLayer.js";
import type { DraftChange, RequestDraft } from "./request-draft.js";

type Props = {
  draft: RequestDraft;
  onChange: Dispatch<DraftChange>;
  /** The document's pages, given the layer to draw over each and told the page in view. */
  renderDocument: (
    overlay: (page: number, size: PageSize) => ReactNode,
    onVisiblePage: (page: number) => void,
  ) => ReactNode;
};

const centre: Point = { x: 0.5, y: 0.5 };

/** Placing the fields: the palette for the chosen signer above the pages they go on. */
export function FieldPlacement({ draft, onChange, renderDocument }: Props) {
  const { t } = useTranslation();
  const helpId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [visiblePage, setVisiblePage] = useState(1);
  const [focusId, setFocusId] = useState<string | null>(null);
  const counter = useRef(0);
  // The chosen signer, or the first while none is chosen or the chosen one was removed.
  const signerKey = draft.signers.some((s) => s.key === chosen) ? chosen : draft.signers[0]?.key;

  const add = (type: SignatureFieldType, drop: { page: number; at: Point } | null) => {
    if (!signerKey) return;
    counter.current += 1;
    const id = `field-${counter.current}`;
    onChange({
      type: "addField",
      id,
      signerKey,
      fieldType: type,
      page: drop?.page ?? visiblePage,
      at: drop?.at ?? centre,
    });
    setFocusId(id);
  };

  return (
    <Stack gap="sm">
      {signerKey ? (
        <FieldPalette
          signers={draft.signers}
          signerKey={signerKey}
          onSigner={setChosen}
          onAdd={add}
        />
      ) : (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
          {t("signatures.chooseSignersFirst")}
        </Alert>
      )}
      <Text size="sm" aria-live="polite">
        {t("signatures.fieldCount", { count: draft.fields.length })}
      </Text>
      <VisuallyHidden id={helpId}>{t("signatures.fieldKeysHelp")}</VisuallyHidden>
      {renderDocument(
        (page, size) => (
          <PlacementLayer
            page={page}
            size={size}
            fields={draft.fields}
            signers={draft.signers}
            focusId={focusId}
            helpId={helpId}
            onChange={onChange}
          />
        ),
        setVisiblePage,
      )}
    </Stack>
  );
}
