import { z } from "zod";
import { messages } from "../limits.js";
import { agendaItemTypeSchema } from "../meetings/agenda.js";
import { meetingStates } from "../meetings/meeting-state.js";
import { richTextDoc } from "../rich-text.js";
import { freeText, nameText } from "../text.js";
import { paperView } from "./papers.js";

export const meetingStateSchema = z.enum(meetingStates);

const timeZone = freeText()
  .min(1)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat("en-NZ", { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, "That time zone is not known.");

/** A wall-clock date and time in the meeting's zone, as typed: 2026-12-03 and 18:30. */
const localDate = freeText().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-12-03.");
const localTime = freeText().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time like 18:30.");

export const createMeetingBody = z
  .strictObject({
    title: nameText().trim().min(1, messages.required).max(200),
    date: localDate,
    startTime: localTime,
    endTime: localTime,
    locationId: z.uuid().nullable().optional(),
    locationText: freeText().trim().max(300).optional(),
    /** Defaults to the location's (or the organisation's) time zone; may be changed. */
    timeZone: timeZone.optional(),
  })
  .refine((m) => m.endTime > m.startTime, {
    message: "The meeting must end after it starts.",
    path: ["endTime"],
  });
export type CreateMeetingBody = z.infer<typeof createMeetingBody>;

export const updateMeetingBody = z.strictObject({
  version: z.number().int().positive(),
  title: nameText().trim().min(1, messages.required).max(200).optional(),
  date: localDate.optional(),
  startTime: localTime.optional(),
  endTime: localTime.optional(),
  locationId: z.uuid().nullable().optional(),
  locationText: freeText().trim().max(300).optional(),
  timeZone: timeZone.optional(),
});

export const meetingParams = z.strictObject({ meetingId: z.uuid() });
export const agendaItemParams = z.strictObject({ meetingId: z.uuid(), itemId: z.uuid() });

export const meetingListQuery = z.strictObject({
  when: z.enum(["upcoming", "past", "all"]).default("all"),
  fromDate: z.iso.datetime({ offset: true }).optional(),
  toDate: z.iso.datetime({ offset: true }).optional(),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
});

/** 201 of every POST that creates a record of the meetings area: its id. */
export const createdRecord = z.object({ Id: z.string() });

export const meetingSummary = z.object({
  Id: z.string(),
  Title: z.string(),
  StartTime: z.string(),
  EndTime: z.string(),
  TimeZone: z.string(),
  Location: z.string().nullable(),
  State: meetingStateSchema,
  StateLabel: z.string(),
  OrganisationId: z.string(),
});
export type MeetingSummary = z.infer<typeof meetingSummary>;
export const meetingList = z.object({ meetings: z.array(meetingSummary) });

export const agendaItemView = z.object({
  Id: z.string(),
  ParentId: z.string().nullable(),
  Number: z.string(),
  Position: z.number().int(),
  Type: agendaItemTypeSchema,
  IsHeading: z.boolean(),
  Title: z.string(),
  Description: z.string(),
  /** The description as rich text; null for plain-text descriptions (show Description). */
  DescriptionDoc: richTextDoc.nullable(),
  Presenter: z.string().nullable(),
  DurationMinutes: z.number().int(),
  StartsAt: z.string(),
  Motion: z.string().nullable(),
  Papers: z.array(paperView),
  /** Minute notes and the version a save must name (refused when someone saved in between). */
  Minutes: z.string(),
  MinutesDoc: richTextDoc.nullable(),
  MinutesVersion: z.number().int(),
  VoteId: z.string().nullable(),
  Decisions: z.array(
    z.object({
      Id: z.string(),
      Title: z.string(),
      Outcome: z.string(),
      DecidedOn: z.string(),
      MoverPersonId: z.string().nullable(),
      SeconderPersonId: z.string().nullable(),
      /** The mover's and seconder's names, as the minutes write them. */
      Mover: z.string().nullable(),
      Seconder: z.string().nullable(),
      Text: z.string(),
      /** A vote's result: its outcome, mover and seconder come from the vote. */
      FromVote: z.boolean(),
    }),
  ),
  Actions: z.array(
    z.object({
      Id: z.string(),
      Description: z.string(),
      Owners: z.array(z.string()),
      DueDate: z.string().nullable(),
    }),
  ),
  Conflicts: z.array(
    z.object({ PersonId: z.string(), Name: z.string(), Note: z.string().nullable() }),
  ),
});
export type AgendaItemView = z.infer<typeof agendaItemView>;

/** What the caller may do with a meeting, decided by the server's policy (never re-derived). */
export const meetingAbilities = z.object({
  /** The agenda, papers, pack and minutes (Executives and guests see only the date). */
  readAgenda: z.boolean(),
  /** Organise the meeting at all: templates, the changes log, notices of a cancellation. */
  edit: z.boolean(),
  /** Change the meeting, its agenda, papers and attendance, send its notice, move its state. */
  editAgenda: z.boolean(),
  /** Write the items' minutes, decisions, actions and conflicts. */
  takeMinutes: z.boolean(),
  /** Open a vote on a Vote item (in Draft Minutes). */
  openVotes: z.boolean(),
  /** Confirm or defer earlier minutes through a Confirm Minutes item (in Draft Minutes). */
  confirmEarlierMinutes: z.boolean(),
  /** Comment on the draft minutes. */
  comment: z.boolean(),
  /** Send the draft minutes out for comment (Minutes in Review). */
  circulateMinutes: z.boolean(),
  /** Add a meeting location to the organisation's list. */
  manageLocations: z.boolean(),
});
export type MeetingAbilities = z.infer<typeof meetingAbilities>;

export const meetingDetail = meetingSummary.extend({
  Version: z.number().int(),
  CancelledAt: z.string().nullable(),
  LocationId: z.string().nullable(),
  CloseTime: z.string(),
  AgendaChangedSincePublish: z.boolean(),
  /** Null when the viewer may see the meeting's date but not its agenda (Executive/Guest). */
  Agenda: z.array(agendaItemView).nullable(),
  Transitions: z.array(
    z.object({ action: z.string(), label: z.string(), direction: z.enum(["forward", "back"]) }),
  ),
  Abilities: meetingAbilities,
  /**
   * Whether this reader may take the papers and the pack away (download, print): editors
   * always, others while the organisation allows downloads. The viewer shows them either way.
   */
  FilesDownloadable: z.boolean(),
  /** The viewer's own reply to the notice; CanAnswer while they are on the list and it has not started. */
  MyRsvp: z.object({
    Rsvp: z.enum(["attending", "apology"]).nullable(),
    CanAnswer: z.boolean(),
  }),
  ChangesLog: z.array(z.object({ Summary: z.string(), At: z.string(), By: z.string().nullable() })),
});
export type MeetingDetail = z.infer<typeof meetingDetail>;

export const transitionBody = z.strictObject({ action: freeText().min(1).max(60) });

export const buildAgendaBody = z.discriminatedUnion("source", [
  z.strictObject({ source: z.literal("bestPractice") }),
  z.strictObject({ source: z.literal("blank") }),
  z.strictObject({ source: z.literal("template"), templateId: z.uuid() }),
  z.strictObject({ source: z.literal("clone"), fromMeetingId: z.uuid() }),
]);

/** The fields of an agenda item, without defaults (so a partial update never resets a field). */
const agendaItemFields = {
  type: agendaItemTypeSchema,
  isHeading: z.boolean(),
  parentId: z.uuid().nullable(),
  title: nameText().trim().min(1, messages.required).max(300),
  description: freeText().max(100_000),
  /** When given, the description's plain text is derived from it (and `description` is ignored). */
  descriptionDoc: richTextDoc.nullable(),
  presenter: nameText().trim().max(200).nullable(),
  durationMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  motion: freeText().max(20_000).nullable(),
};

export const agendaItemBody = z.strictObject({
  ...agendaItemFields,
  type: agendaItemFields.type.default("Generic"),
  isHeading: agendaItemFields.isHeading.default(false),
  parentId: agendaItemFields.parentId.default(null),
  description: agendaItemFields.description.default(""),
  descriptionDoc: agendaItemFields.descriptionDoc.default(null),
  presenter: agendaItemFields.presenter.default(null),
  durationMinutes: agendaItemFields.durationMinutes.default(0),
  motion: agendaItemFields.motion.default(null),
});

export const agendaItemPatch = z.strictObject(agendaItemFields).partial();

/** The longest template name the server takes. */
export const agendaTemplateNameMax = 120;

/** POST /api/meetings/:meetingId/agenda/save-as-template */
export const agendaTemplateBody = z.strictObject({
  name: nameText().trim().min(1, "Required").max(agendaTemplateNameMax),
});

/** GET /api/organisations/:orgId/agenda-templates */
export const agendaTemplateList = z.object({
  templates: z.array(z.object({ Id: z.string(), Name: z.string(), ItemCount: z.number().int() })),
});

export const reorderBody = z.strictObject({
  /** The full new order: each item with its parent (null for top level). */
  items: z
    .array(z.strictObject({ id: z.uuid(), parentId: z.uuid().nullable() }))
    .min(1)
    .max(500),
});

export const meetingLocationBody = z.strictObject({
  name: nameText().trim().min(1, messages.required).max(200),
  address: freeText().trim().max(500).optional(),
  timeZone,
  isDefault: z.boolean().default(false),
});
export const meetingLocationView = z.object({
  Id: z.string(),
  Name: z.string(),
  Address: z.string().nullable(),
  TimeZone: z.string(),
  IsDefault: z.boolean(),
});
export const meetingLocationList = z.object({ locations: z.array(meetingLocationView) });
