import { z } from "zod";
import { freeText, nameText } from "../text.js";
import { emailSchema } from "./auth.js";

/**
 * E-signature requests on a library document's version (issue 18). The contract's paths and
 * field names (`signatureRequestId`, `signers`, `fields`, `signed`, `total`, `fieldId`) are the
 * issue's; the rest follows them in camelCase.
 */
export const signatureFieldTypes = [
  "signature",
  "initials",
  "name",
  "date",
  "text",
  "checkbox",
] as const;
export type SignatureFieldType = (typeof signatureFieldTypes)[number];

/** A request as a whole: open while anyone still has to sign. */
export const signatureRequestStatuses = [
  "pending",
  "completed",
  "declined",
  "voided",
  "expired",
] as const;
export type SignatureRequestStatus = (typeof signatureRequestStatuses)[number];

/** One signer: "waiting" for those before them in a signing order. */
export const signerStatuses = ["waiting", "pending", "signed", "declined"] as const;
export type SignerStatus = (typeof signerStatuses)[number];

/**
 * Why a signer's link or page cannot be signed now: the `signature-request-invalid` page's
 * explanations (spec §2, the error flow).
 */
export const signingRefusals = [
  "voided",
  "expired",
  "declined",
  "completed",
  "alreadySigned",
  "notYou",
  "tampered",
] as const;
export type SigningRefusal = (typeof signingRefusals)[number];

export const signatureMessages = {
  notFound: "That signature request was not found.",
  fieldOutsidePage: "A field must lie inside the page.",
  noSuchSigner: "Each field belongs to one of the signers: its signer number is not one of them.",
  pageMissing: (pages: number) =>
    `The document has ${pages} ${pages === 1 ? "page" : "pages"}: a field is on a page after the last.`,
  cannotRead: (name: string) =>
    `${name} cannot open this document (its folder's audience or their role does not include them), so they cannot sign it.`,
  notMember: "Choose signers who belong to this organisation.",
  noLogin: (name: string) =>
    `${name} cannot sign in, so they cannot sign here. Add them as an external signer by e-mail instead.`,
  duplicateSigner: "Each person can sign a request once: a signer is listed twice.",
  notPdf:
    "Only a PDF, or an Office document once its PDF copy is ready, can be signed. This version cannot.",
  pdfNotReady: "The PDF copy of this document is still being made. Try again in a minute.",
  dueInPast: "Choose a due date after today.",
  imageTooBig: "That signature image is too big. Use an image under 500 KB.",
  imageNotPicture: "The signature must be a PNG or JPEG picture.",
  requiredField: "Fill in every required field before signing.",
  fieldNotYours: "That field belongs to another signer.",
  wrongValue: "A checkbox takes yes or no; a text field takes text.",
  confirmNeeded:
    "Your organisation asks you to confirm it is you: enter your password (or a code from your authenticator app).",
  wrongPassword: "That password or code is not right.",
  refused: {
    voided: "The person who asked for these signatures has withdrawn the request.",
    expired: "This request passed its due date before everyone signed.",
    declined: "A signer declined, so this request is closed.",
    completed: "Everyone has signed: the request is complete.",
    alreadySigned: "You have already signed this document.",
    notYou: "This signature request is not addressed to you. Sign in as the person it was sent to.",
    tampered: "This signing link is not valid: it may have been copied incompletely or changed.",
  } satisfies Record<SigningRefusal, string>,
  notYourTurn: "Others sign before you: you will get an e-mail when it is your turn.",
  signerDone: "That signer has already signed or declined; they cannot be changed.",
  notOpen: "This request is no longer open.",
} as const;

export const signatureRequestParams = z.strictObject({
  signatureRequestId: z.uuid("That signature request id is not valid."),
});
export const signerParams = z.strictObject({
  signatureRequestId: z.uuid("That signature request id is not valid."),
  signerId: z.uuid("That signer id is not valid."),
});
/** An external signer's link: `{signerId}.{mac}` (server/http/link-signer.ts). */
export const signingLinkParams = z.strictObject({
  signingToken: freeText().min(1).max(200),
});

const fraction = (what: string) =>
  z
    .number({ message: `The field's ${what} must be a number.` })
    .min(0, signatureMessages.fieldOutsidePage)
    .max(1, signatureMessages.fieldOutsidePage);

/** Fractions of the page, top-left origin: (0, 0) is the top-left corner, 1 the far edge. */
export const signatureFieldInput = z
  .strictObject({
    signer: z.number().int().min(0, signatureMessages.noSuchSigner),
    type: z.enum(signatureFieldTypes, {
      message: "A field is a signature, initials, name, date, text or checkbox.",
    }),
    page: z.number().int().min(1, "Pages are numbered from 1.").max(10_000),
    x: fraction("left edge"),
    y: fraction("top edge"),
    width: fraction("width").refine((w) => w > 0, "A field needs a width."),
    height: fraction("height").refine((h) => h > 0, "A field needs a height."),
    required: z.boolean().optional(),
  })
  .refine((f) => f.x + f.width <= 1.000_001 && f.y + f.height <= 1.000_001, {
    message: signatureMessages.fieldOutsidePage,
  });
export type SignatureFieldInput = z.infer<typeof signatureFieldInput>;

export const signerInput = z.union(
  [
    z.strictObject({ personId: z.uuid("That person id is not valid.") }),
    z.strictObject({
      email: emailSchema,
      name: nameText().min(1, "Give the external signer's name.").max(200),
    }),
  ],
  { message: "A signer is a member ({ personId }) or someone outside by { email, name }." },
);
export type SignerInput = z.infer<typeof signerInput>;

const dueDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  message: "Use a due date like 2026-12-31.",
});

/** POST /api/document-versions/:documentVersionId/signature-requests */
export const createSignatureRequestBody = z
  .strictObject({
    message: freeText().trim().max(5_000).optional(),
    dueDate: dueDate.optional(),
    ordered: z.boolean().optional(),
    signers: z
      .array(signerInput)
      .min(1, "Choose at least one signer.")
      .max(25, "At most 25 signers."),
    fields: z.array(signatureFieldInput).max(500, "At most 500 fields."),
  })
  .superRefine((body, ctx) => {
    body.fields.forEach((f, i) => {
      if (f.signer >= body.signers.length)
        ctx.addIssue({
          code: "custom",
          message: signatureMessages.noSuchSigner,
          path: ["fields", i, "signer"],
        });
    });
  });
export type CreateSignatureRequestBody = z.infer<typeof createSignatureRequestBody>;

/** What a signer adopts: typed in a script font, drawn, or an uploaded picture. */
const imageDataUrl = z
  .string()
  .max(700_000, signatureMessages.imageTooBig)
  .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/, signatureMessages.imageNotPicture);
export const adoptedSignature = z.discriminatedUnion(
  "type",
  [
    z.strictObject({
      type: z.literal("typed"),
      text: nameText().min(1, "Type your name to sign.").max(100),
    }),
    z.strictObject({ type: z.literal("drawn"), imageDataUrl }),
    z.strictObject({ type: z.literal("image"), imageDataUrl }),
  ],
  { message: "Adopt a signature: typed, drawn or an image." },
);
export type AdoptedSignature = z.infer<typeof adoptedSignature>;

/** POST /api/signature-requests/:signatureRequestId/sign (and the external link's). */
export const signBody = z.strictObject({
  signature: adoptedSignature,
  values: z.record(z.uuid(), z.union([freeText().max(500), z.boolean()])).optional(),
  /** When the organisation asks signers to confirm it is them: the password, or… */
  password: freeText().max(500).optional(),
  /** …a code from the authenticator app (or a recovery code). */
  code: freeText().trim().max(40).optional(),
});
export type SignBody = z.infer<typeof signBody>;

export const declineBody = z.strictObject({
  reason: freeText().trim().min(1, "Say why you decline, for the person who asked.").max(2_000),
});
export const voidBody = z.strictObject({
  reason: freeText().trim().max(2_000).optional(),
});
/** PATCH …/signers/:signerId: someone else signs in their place (before they have signed). */
export const changeSignerBody = signerInput;

const signerView = z.object({
  signerId: z.string(),
  position: z.number().int(),
  name: z.string(),
  /** Members' addresses are the managers'; an external signer's own is shown to them. */
  email: z.string().nullable(),
  personId: z.string().nullable(),
  external: z.boolean(),
  status: z.enum(signerStatuses),
  signedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
});
export type SignerView = z.infer<typeof signerView>;

export const signatureFieldView = z.object({
  fieldId: z.string(),
  signer: z.number().int(),
  signerId: z.string(),
  type: z.enum(signatureFieldTypes),
  page: z.number().int(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  required: z.boolean(),
  /** Filled once its signer has signed: text, a date in words, true/false; a signature shows as the signer's name. */
  value: z.union([z.string(), z.boolean()]).nullable(),
});
export type SignatureFieldView = z.infer<typeof signatureFieldView>;

/** What the caller can do now, decided by the server. */
export const signatureAbilities = z.object({
  sign: z.boolean(),
  decline: z.boolean(),
  remind: z.boolean(),
  void: z.boolean(),
  changeSigners: z.boolean(),
  downloadSealed: z.boolean(),
});

/** GET /api/signature-requests/:signatureRequestId (and the external link's GET). */
export const signatureRequestView = z.object({
  signatureRequestId: z.string(),
  organisationId: z.string(),
  organisationName: z.string(),
  timeZone: z.string(),
  documentId: z.string(),
  documentVersionId: z.string(),
  documentName: z.string(),
  pageCount: z.number().int(),
  status: z.enum(signatureRequestStatuses),
  /** "Signed 2 of 3". */
  signed: z.number().int(),
  total: z.number().int(),
  ordered: z.boolean(),
  message: z.string().nullable(),
  dueAt: z.string().nullable(),
  requestedBy: z.object({ personId: z.string().nullable(), name: z.string() }),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
  closedReason: z.string().nullable(),
  signers: z.array(signerView),
  fields: z.array(signatureFieldView),
  /** The library's new "signed" version, once complete. */
  sealedVersionId: z.string().nullable(),
  /** The caller as a signer: which signer, and why they cannot sign now (null: they can). */
  me: z
    .object({
      signerId: z.string(),
      refusal: z.enum(signingRefusals).nullable(),
      yourTurn: z.boolean(),
      /** The organisation asks signers to confirm with a password or a second factor. */
      confirmWith: z.enum(["none", "password", "passwordOrCode"]),
    })
    .nullable(),
  /** The request's events in order (for the requester and the library's managers). */
  events: z.array(z.object({ at: z.string(), text: z.string() })),
  abilities: signatureAbilities,
});
export type SignatureRequestView = z.infer<typeof signatureRequestView>;

export const signatureRequestCreated = signatureRequestView;

/** One line of a version's requests: GET /api/document-versions/:documentVersionId/signature-requests */
export const signatureRequestSummary = z.object({
  signatureRequestId: z.string(),
  status: z.enum(signatureRequestStatuses),
  signed: z.number().int(),
  total: z.number().int(),
  requestedAt: z.string(),
  requestedBy: z.string(),
  signers: z.array(z.object({ name: z.string(), status: z.enum(signerStatuses) })),
});
export type SignatureRequestSummary = z.infer<typeof signatureRequestSummary>;
export const signatureRequestList = z.object({
  requests: z.array(signatureRequestSummary),
  abilities: z.object({ request: z.boolean() }),
});
export type SignatureRequestList = z.infer<typeof signatureRequestList>;

/**
 * GET /api/document-versions/:documentVersionId/signers: who may be asked (the library's
 * readers of this document who can sign in), for the request dialog.
 */
export const possibleSigners = z.object({
  documentName: z.string(),
  people: z.array(z.object({ personId: z.string(), name: z.string(), email: z.string() })),
  pageCount: z.number().int(),
  /** Why this version cannot be signed (not a PDF, copy not ready), or null. */
  refusal: z.string().nullable(),
});
export type PossibleSigners = z.infer<typeof possibleSigners>;
