import { z } from "zod";
import { homeDefaults, homeDirections, homeTimeFrames } from "../home.js";
import { actionStatusSchema } from "./actions.js";
import { meetingStateSchema } from "./meetings.js";

const maxPageSize = 100;

export const myHomeQuery = z.strictObject({
  timeFrame: z
    .enum(homeTimeFrames, { error: "Choose a time frame of 7, 14, 30, 60 or 90 days, or all." })
    .default(homeDefaults.timeFrame),
  direction: z
    .enum(homeDirections, { error: "Choose upcoming or past meetings." })
    .default(homeDefaults.direction),
  page: z.coerce
    .number({ error: "The page must be a whole number from 1." })
    .int("The page must be a whole number from 1.")
    .min(1, "The page must be a whole number from 1.")
    .max(100_000, "That page is beyond the last one.")
    .default(1),
  pageSize: z.coerce
    .number({ error: `Rows per page must be a whole number from 1 to ${maxPageSize}.` })
    .int(`Rows per page must be a whole number from 1 to ${maxPageSize}.`)
    .min(1, `Rows per page must be a whole number from 1 to ${maxPageSize}.`)
    .max(maxPageSize, `Rows per page must be a whole number from 1 to ${maxPageSize}.`)
    .default(homeDefaults.pageSize),
});
export type MyHomeQuery = z.infer<typeof myHomeQuery>;

const organisationRef = { OrganisationId: z.string(), OrganisationName: z.string() };

export const homeMeeting = z.object({
  Id: z.string(),
  Title: z.string(),
  ...organisationRef,
  /** UTC instants; shown on the meeting's clock (TimeZone). */
  StartTime: z.string(),
  EndTime: z.string(),
  TimeZone: z.string(),
  State: meetingStateSchema,
  StateLabel: z.string(),
});
export type HomeMeeting = z.infer<typeof homeMeeting>;

export const homeAction = z.object({
  Id: z.string(),
  Description: z.string(),
  /** A calendar date (YYYY-MM-DD) in the organisation's zone. */
  DueDate: z.string().nullable(),
  Status: actionStatusSchema,
  Overdue: z.boolean(),
  ...organisationRef,
  MeetingId: z.string().nullable(),
  MeetingTitle: z.string().nullable(),
});
export type HomeAction = z.infer<typeof homeAction>;

/**
 * A vote waiting for the person: a meeting item's (MeetingId set) or a flying minute's
 * (FlyingMinuteId set, ItemTitle its title, MeetingTitle empty).
 */
export const homeVote = z.object({
  Id: z.string(),
  Motion: z.string(),
  ItemTitle: z.string(),
  MeetingId: z.string().nullable(),
  MeetingTitle: z.string(),
  FlyingMinuteId: z.string().nullable(),
  /** A flying minute's close time, for "closes …"; null for a meeting's vote. */
  ClosesAt: z.string().nullable(),
  ...organisationRef,
  OpenedAt: z.string(),
});
export type HomeVote = z.infer<typeof homeVote>;

export const homeSignatureRequest = z.object({
  MeetingId: z.string(),
  MeetingTitle: z.string(),
  MeetingStartTime: z.string(),
  TimeZone: z.string(),
  ...organisationRef,
  RequestedAt: z.string(),
});
export type HomeSignatureRequest = z.infer<typeof homeSignatureRequest>;

/** A library document the person has been asked to sign and can sign now (issue 18). */
export const homeDocumentSignature = z.object({
  SignatureRequestId: z.string(),
  DocumentName: z.string(),
  ...organisationRef,
  RequestedAt: z.string(),
  DueAt: z.string().nullable(),
  /** The organisation's zone: the due date is shown on its clock. */
  TimeZone: z.string(),
  /** "Signed 1 of 3". */
  Signed: z.number().int(),
  Total: z.number().int(),
});
export type HomeDocumentSignature = z.infer<typeof homeDocumentSignature>;

/** Spec §4: a FreeTrial shows its days left; Buy Now only for the account owner of a dated trial. */
export const homeTrial = z.object({
  ...organisationRef,
  IsCommittee: z.boolean(),
  DaysLeft: z.number().int(),
  ShowBuyNow: z.boolean(),
});
export type HomeTrial = z.infer<typeof homeTrial>;

export const myHomeResponse = z.object({
  meetings: z.object({
    items: z.array(homeMeeting),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
  /** Open actions owned by the person, overdue first; at most `homeListLimit`, `total` counts all. */
  actions: z.object({ items: z.array(homeAction), total: z.number().int() }),
  votes: z.array(homeVote),
  signatures: z.array(homeSignatureRequest),
  documentSignatures: z.array(homeDocumentSignature),
  trials: z.array(homeTrial),
});
export type MyHomeResponse = z.infer<typeof myHomeResponse>;

/** How many open actions, votes and signature requests My Home lists; the areas hold the rest. */
export const homeListLimit = 50;
