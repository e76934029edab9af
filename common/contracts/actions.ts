import { z } from "zod";
import { actionStatuses } from "../actions.js";
import { freeText } from "../text.js";

// The actions area (server/areas/actions/routes.ts, app/data/actions.ts).

export const actionStatusSchema = z.enum(actionStatuses);

const date = freeText().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-12-03.");

export const actionParams = z.strictObject({ orgId: z.uuid(), actionId: z.uuid() });
export const actionMeetingParams = z.strictObject({ meetingId: z.uuid() });

export const actionsTabs = ["current", "completed"] as const;
export type ActionsTab = (typeof actionsTabs)[number];

export const actionListQuery = z.strictObject({
  tab: z.enum(actionsTabs).default("current"),
  ownerId: z.uuid().optional(),
});

/** A status update with its note, or an edit of the action (any subset). */
export const actionPatchBody = z.strictObject({
  status: actionStatusSchema.optional(),
  note: freeText().trim().max(5000).optional(),
  dueDate: date.nullable().optional(),
  ownerPersonIds: z.array(z.uuid()).max(20).optional(),
  description: freeText().trim().min(1, "Required").max(5000).optional(),
});
export type ActionPatch = z.input<typeof actionPatchBody>;

export const actionView = z.object({
  Id: z.string(),
  Description: z.string(),
  DueDate: z.string().nullable(),
  Status: actionStatusSchema,
  Completed: z.boolean(),
  Overdue: z.boolean(),
  Owners: z.array(z.object({ PersonId: z.string(), Name: z.string() })),
  /** Whether the viewer may update its status and add a note: its owners, and whoever manages actions. */
  CanUpdate: z.boolean(),
  MeetingId: z.string().nullable(),
  MeetingTitle: z.string().nullable(),
  AgendaItemId: z.string().nullable(),
});

export const actionOwnerCount = z.object({
  PersonId: z.string(),
  Name: z.string(),
  Count: z.number().int(),
});

export const actionList = z.object({
  actions: z.array(actionView),
  owners: z.array(actionOwnerCount),
  /** Whether the viewer may change owners and due dates and send reminders (the server's policy). */
  CanManage: z.boolean(),
  /** The organisation's clock, which update times are read on. */
  TimeZone: z.string(),
});

export const actionUpdate = z.object({
  Id: z.string(),
  Text: z.string(),
  StatusAfter: z.string().nullable(),
  By: z.string(),
  At: z.string(),
});
export const actionUpdates = z.object({ updates: z.array(actionUpdate) });

export const sendReminderBody = z.strictObject({
  comment: freeText().trim().max(2000, "Use at most 2000 characters.").optional(),
});

const recipient = z.object({ PersonId: z.string(), Name: z.string(), Email: z.string() });
const notReached = z.object({ PersonId: z.string(), Name: z.string(), Reason: z.string() });

export const reminderResult = z.object({
  sent: z.array(recipient),
  notSent: z.array(notReached),
});

export const actionNoticeSummary = z.object({
  CanSend: z.boolean(),
  /** Notices follow finished minutes (in review or confirmed). */
  MinutesFinished: z.boolean(),
  OpenActions: z.number().int(),
  LastSentAt: z.string().nullable(),
});

export const actionNoticesResult = z.object({
  Actions: z.number().int(),
  Sent: z.array(recipient.extend({ ActionId: z.string(), Description: z.string() })),
  NotSent: z.array(
    notReached.extend({
      ActionId: z.string(),
      Description: z.string(),
      PersonId: z.string().nullable(),
    }),
  ),
});

/** Sending the notices takes nothing but the meeting in the address. */
export const sendActionNoticesBody = z.strictObject({});

export const openActionsReview = z.object({ actions: z.array(actionView) });
