import {
  type SignatureRequestView,
  type SigningSource,
  signingDocumentUrl,
} from "../../data/signature-requests.js";
import { FieldsLayer } from "./FieldsLayer.js";
import { SignDocument } from "./SignDocument.js";
import { SigningArea } from "./SigningArea.js";

/**
 * The document with its fields: to review and sign for a signer who still can, to read (values
 * filled once signed) for everyone else.
 */
export function RequestDocument({
  view,
  source,
}: {
  view: SignatureRequestView;
  source: SigningSource;
}) {
  if (view.me && view.me.refusal === null) return <SigningArea source={source} view={view} />;
  return (
    <SignDocument
      src={signingDocumentUrl(source)}
      name={view.documentName}
      overlay={(page, size) => (
        <FieldsLayer
          page={page}
          size={size}
          fields={view.fields}
          signers={view.signers}
          filling={null}
        />
      )}
    />
  );
}
