import type { KeyboardEvent } from "react";
import type { PageSize } from "../../components/viewer/PdfPage.js";
import type { SignatureFieldView, SignerView } from "../../data/signature-requests.js";
import { useTranslation } from "../../i18n/translate.js";
import { type FieldValues, signerColour } from "./field-order.js";
import classes from "./Signatures.module.css";

/** The signer filling in fields now: their id, what they have entered, where they are. */
export type Filling = {
  signerId: string;
  values: FieldValues;
  activeId: string | null;
  onValue: (fieldId: string, value: string | boolean) => void;
  onFocusField: (fieldId: string) => void;
  /** Enter in a field: on to the next. */
  onNext: () => void;
};

type Props = {
  page: number;
  size: PageSize;
  fields: readonly SignatureFieldView[];
  signers: readonly SignerView[];
  filling: Filling | null;
};

const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;

/** The DOM id of a field's box, for "Next field" to move the focus there. */
export const fieldDomId = (fieldId: string) => `signature-field-${fieldId}`;

/**
 * A page's fields over its picture, each naming its type and signer (colour is never the only
 * sign), filled values shown once signed. For the signer filling them, their own fields stand
 * out and take text or a tick; the rest are dimmed.
 */
export function FieldsLayer({ page, size, fields, signers, filling }: Props) {
  const here = fields.filter((f) => f.page === page);
  if (here.length === 0) return null;
  return (
    <div className={classes.layer} style={{ width: size.width, height: size.height }}>
      {here.map((field) => (
        <FieldBox key={field.fieldId} field={field} signers={signers} filling={filling} />
      ))}
    </div>
  );
}

function FieldBox({
  field,
  signers,
  filling,
}: {
  field: SignatureFieldView;
  signers: readonly SignerView[];
  filling: Filling | null;
}) {
  const { t } = useTranslation();
  const signer = signers.find((s) => s.signerId === field.signerId);
  const mine = filling !== null && filling.signerId === field.signerId;
  const type = t(`signatures.fieldTypes.${field.type}`);
  const label = t("signatures.fieldLabel", { type, name: signer?.name ?? "", page: field.page });
  const style = {
    left: percent(field.x),
    top: percent(field.y),
    width: percent(field.width),
    height: percent(field.height),
    ["--field-colour" as string]: `var(--mantine-color-${signerColour(field.signer)}-6)`,
  };
  const common = {
    id: fieldDomId(field.fieldId),
    className: classes.field,
    style,
    "data-mine": mine || undefined,
    "data-others": (filling !== null && !mine) || undefined,
    "data-active": (mine && filling?.activeId === field.fieldId) || undefined,
  };

  if (!mine || !filling)
    return (
      <div {...common} title={label}>
        <span className={classes.fieldLabel}>
          {type} · {signer?.name}
        </span>
        {field.value !== null && <FilledValue field={field} />}
      </div>
    );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    filling.onNext();
  };
  const focus = () => filling.onFocusField(field.fieldId);
  const required = field.required ? ` (${t("signatures.required")})` : "";

  if (field.type === "text")
    return (
      <div {...common}>
        <input
          className={classes.fieldInput}
          aria-label={`${label}${required}`}
          placeholder={type}
          value={String(filling.values[field.fieldId] ?? "")}
          maxLength={500}
          onFocus={focus}
          onKeyDown={onKeyDown}
          onChange={(event) => filling.onValue(field.fieldId, event.currentTarget.value)}
        />
      </div>
    );
  if (field.type === "checkbox")
    return (
      <div {...common}>
        <input
          type="checkbox"
          aria-label={`${label}${required}`}
          checked={filling.values[field.fieldId] === true}
          onFocus={focus}
          onKeyDown={onKeyDown}
          onChange={(event) => filling.onValue(field.fieldId, event.currentTarget.checked)}
        />
      </div>
    );
  const note =
    field.type === "name" || field.type === "date"
      ? t("signatures.filledWhenSigned")
      : t("signatures.signsHere");
  // A button: pressing it (or Enter) goes on to the next field, as Enter does in a text field.
  return (
    <button
      {...common}
      type="button"
      aria-label={`${label}: ${note}`}
      onFocus={focus}
      onClick={filling.onNext}
    >
      <span className={classes.fieldLabel}>{type}</span>
      <span className={classes.fieldLabel}>{note}</span>
    </button>
  );
}

function FilledValue({ field }: { field: SignatureFieldView }) {
  const { t } = useTranslation();
  const { value } = field;
  if (typeof value === "boolean")
    return (
      <span className={classes.fieldValue}>
        {value ? t("signatures.ticked") : t("signatures.notTicked")}
      </span>
    );
  const script = field.type === "signature" || field.type === "initials";
  return <span className={`${classes.fieldValue} ${script ? classes.script : ""}`}>{value}</span>;
}
