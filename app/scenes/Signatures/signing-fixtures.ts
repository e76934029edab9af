import type { SignatureRequestView } from "../../data/signature-requests.js";

/** A request with two signers; the caller is the first, with a required text field and a tick. */
export function signingView(change: Partial<SignatureRequestView> = {}): SignatureRequestView {
  return {
    signatureRequestId: "r1",
    organisationId: "o1",
    organisationName: "Harbour Trust",
    timeZone: "Pacific/Auckland",
    documentId: "d1",
    documentVersionId: "v1",
    documentName: "Lease renewal resolution",
    pageCount: 1,
    status: "pending",
    signed: 0,
    total: 2,
    ordered: true,
    message: "Please sign by Friday.",
    dueAt: "2026-12-31T10:59:59.000Z",
    requestedBy: { personId: "p9", name: "Sam Secretary" },
    requestedAt: "2026-11-25T00:00:00.000Z",
    completedAt: null,
    closedReason: null,
    signers: [signer("s1", 0, "Aroha Ngata"), { ...signer("s2", 1, "Ben Lee"), status: "waiting" }],
    fields: [
      field("f-sig", "s1", 0, "signature", 0.7),
      field("f-text", "s1", 0, "text", 0.5),
      field("f-tick", "s1", 0, "checkbox", 0.6),
      field("f-ben", "s2", 1, "signature", 0.8),
    ],
    sealedVersionId: null,
    me: { signerId: "s1", refusal: null, yourTurn: true, confirmWith: "none" },
    events: [],
    abilities: {
      sign: true,
      decline: true,
      remind: false,
      void: false,
      changeSigners: false,
      downloadSealed: false,
    },
    ...change,
  };
}

function signer(signerId: string, position: number, name: string) {
  return {
    signerId,
    position,
    name,
    email: null,
    personId: `p-${signerId}`,
    external: false,
    status: "pending" as const,
    signedAt: null,
    declinedAt: null,
    declineReason: null,
  };
}

function field(
  fieldId: string,
  signerId: string,
  signer: number,
  type: SignatureRequestView["fields"][number]["type"],
  y: number,
  required = true,
) {
  return {
    fieldId,
    signer,
    signerId,
    type,
    page: 1,
    x: 0.1,
    y,
    width: 0.3,
    height: 0.04,
    required,
    value: null,
  };
}
