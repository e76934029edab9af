import type { PageSize } from "../../components/viewer/PdfPage.js";
import { PlacedField } from "./PlacedField.js";
import type { DraftChange, DraftField, DraftSigner } from "./request-draft.js";
import classes from "./Signatures.module.css";

type Props = {
  page: number;
  size: PageSize;
  fields: readonly DraftField[];
  signers: readonly DraftSigner[];
  focusId: string | null;
  helpId: string;
  onChange: (change: DraftChange) => void;
};

/** One page's fields while the request is written, over the page's picture. */
export function PlacementLayer({ page, size, fields, signers, focusId, helpId, onChange }: Props) {
  const here = fields.filter((f) => f.page === page);
  return (
    <div className={classes.layer} style={{ width: size.width, height: size.height }}>
      {here.map((field) => (
        <PlacedField
          key={field.id}
          field={field}
          size={size}
          signers={signers}
          focusNow={field.id === focusId}
          helpId={helpId}
          onChange={onChange}
        />
      ))}
    </div>
  );
}
