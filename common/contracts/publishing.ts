import { z } from "zod";
import { freeText } from "../text.js";

/*
 * Requests and responses of the board pack, notice, people and signing routes
 * (server/areas/meetings/pack/, notices/ and signing/), shared by server and app.
 */

/** GET /api/meetings/:meetingId/pack/status */
export const packStatus = z.object({
  status: z.enum(["none", "queued", "building", "ready", "failed"]),
  step: z.string().nullable(),
  done: z.number().int(),
  total: z.number().int(),
  available: z.boolean(),
  readyAt: z.string().nullable(),
  pageCount: z.number().int().nullable(),
  skipped: z.array(z.object({ item: z.string(), name: z.string(), reason: z.string() })),
  error: z.string().nullable(),
  /** Where each paper's pages are in the ready pack (notes made there belong to the paper). */
  pageMap: z.array(
    z.object({ paperId: z.string(), firstPage: z.number().int(), pageCount: z.number().int() }),
  ),
});
export type PackStatus = z.infer<typeof packStatus>;

/** POST /api/meetings/:meetingId/notices: a notice or the board-pack link, to chosen people. */
export const noticeBody = z.strictObject({
  kind: z.enum(["notice", "pack"]),
  personIds: z.array(z.uuid()).min(1, "Choose at least one recipient.").max(500),
  greeting: z.enum(["firstName", "fullName", "formal"]).default("firstName"),
  comment: freeText().max(5000).optional(),
});

/** POST /api/meetings/:meetingId/cancel: whether to tell everyone who was sent an invite. */
export const cancelMeetingBody = z.strictObject({ notify: z.boolean().default(true) });
export const cancelMeetingResult = z.object({ notified: z.number().int() });

/** POST /api/meetings/:meetingId/notices (201) */
export const noticeResult = z.object({
  sent: z.array(z.object({ PersonId: z.string(), Name: z.string(), Email: z.string() })),
  notSent: z.array(z.object({ PersonId: z.string(), Name: z.string(), Reason: z.string() })),
});
export type NoticeResult = z.infer<typeof noticeResult>;

/** GET /api/meetings/:meetingId/notices */
export const noticeHistory = z.object({
  history: z.array(
    z.object({
      Kind: z.string(),
      SentAt: z.string(),
      SentBy: z.string().nullable(),
      Comment: z.string().nullable(),
      Recipients: z.array(z.string()),
      NotSent: z.array(z.object({ Name: z.string(), Reason: z.string() })),
    }),
  ),
});
export type NoticeHistoryEntry = z.infer<typeof noticeHistory>["history"][number];

/** GET /api/meetings/:meetingId/people: possible recipients and signers (organisers only). */
export const meetingPeople = z.object({
  people: z.array(
    z.object({
      PersonId: z.string(),
      FullName: z.string(),
      HasEmail: z.boolean(),
      LoginEnabled: z.boolean(),
      IsBoardMember: z.boolean(),
    }),
  ),
});
export type MeetingPerson = z.infer<typeof meetingPeople>["people"][number];

/** GET /api/meetings/:meetingId/signatures */
export const signingView = z.object({
  Confirmed: z.boolean(),
  MinutesSha256: z.string().nullable(),
  Signed: z.number().int(),
  Total: z.number().int(),
  MayISign: z.boolean(),
  Signers: z.array(
    z.object({ PersonId: z.string(), Name: z.string(), SignedAt: z.string().nullable() }),
  ),
});
export type SigningView = z.infer<typeof signingView>;

/** POST /api/meetings/:meetingId/signatures/requests: members who can sign in. */
export const signatureRequestBody = z.strictObject({
  personIds: z.array(z.uuid()).min(1).max(50),
});
/** POST /api/meetings/:meetingId/signatures/sign (201): "signed x of y". */
export const signedCount = z.object({ Signed: z.number().int(), Total: z.number().int() });
export type Signer = SigningView["Signers"][number];

const namedPerson = z.object({ PersonId: z.string(), FullName: z.string() });

/**
 * GET /api/meetings/:meetingId/agenda/readers: who reads the agenda and board pack once it is
 * published, asked before "Publish Agenda". Members whose role reads agendas, split by whether
 * they can sign in; Executives and guests see the meeting's date only.
 */
export const agendaReaders = z.object({
  Readers: z.array(namedPerson),
  WithoutLogin: z.array(namedPerson),
  DateOnly: z.number().int(),
});
export type AgendaReaders = z.infer<typeof agendaReaders>;
