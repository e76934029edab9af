import type { SignatureFieldView } from "../../../common/contracts/signature-requests.js";

/**
 * Each signer's colour, by their position. Never the only sign of whose a field is: each field
 * also names its signer.
 */
const signerColours = [
  "blue",
  "grape",
  "teal",
  "orange",
  "pink",
  "cyan",
  "violet",
  "lime",
] as const;
export type SignerColour = (typeof signerColours)[number];

export function signerColour(position: number): SignerColour {
  return signerColours[position % signerColours.length] ?? "blue";
}

type Placed = Pick<SignatureFieldView, "page" | "x" | "y">;

/** Fields as a reader meets them: page by page, top to bottom, left to right along a line. */
export function inReadingOrder<F extends Placed>(fields: readonly F[]): F[] {
  // Fields whose tops are this close (a fraction of the page) sit on one line.
  const sameLine = 0.01;
  return [...fields].sort((a, b) => {
    if (a.page !== b.page) return a.page - b.page;
    if (Math.abs(a.y - b.y) > sameLine) return a.y - b.y;
    return a.x - b.x;
  });
}

/** What a signer enters themselves: text and ticks. Signatures come from the adopted one; names and dates from the server. */
export const typesFilledBySigner = new Set(["text", "checkbox"]);

export type FieldValues = Readonly<Record<string, string | boolean>>;

/** A required text needs words; a required checkbox must be ticked (that is what it asks). */
function isFilled(field: SignatureFieldView, values: FieldValues): boolean {
  const value = values[field.fieldId];
  if (field.type === "checkbox") return value === true;
  return typeof value === "string" && value.trim() !== "";
}

/** The signer's required fields still empty, in reading order. */
export function missingRequired(
  fields: readonly SignatureFieldView[],
  values: FieldValues,
): SignatureFieldView[] {
  return inReadingOrder(
    fields.filter((f) => f.required && typesFilledBySigner.has(f.type) && !isFilled(f, values)),
  );
}

/**
 * The values sent with a signature: only the signer's own text and checkbox fields, text
 * trimmed and left out when empty, checkboxes always (an unticked box is an answer too).
 */
export function valuesForSending(
  fields: readonly SignatureFieldView[],
  values: FieldValues,
): Record<string, string | boolean> {
  const sent: Record<string, string | boolean> = {};
  for (const field of fields) {
    const value = values[field.fieldId];
    if (field.type === "checkbox") sent[field.fieldId] = value === true;
    else if (field.type === "text" && typeof value === "string" && value.trim() !== "")
      sent[field.fieldId] = value.trim();
  }
  return sent;
}

/** The field after the given one (the first when none), or null after the last. */
export function nextField<F extends { fieldId: string }>(
  ordered: readonly F[],
  currentId: string | null,
): F | null {
  if (currentId === null) return ordered[0] ?? null;
  const at = ordered.findIndex((f) => f.fieldId === currentId);
  return ordered[at + 1] ?? null;
}
