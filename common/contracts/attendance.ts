import { z } from "zod";
import { messages } from "../limits.js";
import { freeText, nameText } from "../text.js";

export const attendeeParams = z.strictObject({ meetingId: z.uuid(), attendeeId: z.uuid() });
export const attendancePatch = z.strictObject({
  status: z.enum(["expected", "present", "apology", "absent"]).optional(),
  note: freeText().max(2000).nullable().optional(),
  departed: z.boolean().optional(),
  arrivedAtItemId: z.uuid().nullable().optional(),
  departedAtItemId: z.uuid().nullable().optional(),
});

export const attendeeOrderBody = z.strictObject({
  attendeeIds: z.array(z.uuid()).min(1).max(500),
});

export const guestBody = z.strictObject({
  name: nameText().trim().min(1, messages.required).max(200),
});

export const quorumView = z.object({
  members: z.number().int(),
  present: z.number().int(),
  needed: z.number().int(),
  reached: z.boolean(),
  percentage: z.number().int(),
});

export const attendanceView = z.object({
  attendees: z.array(
    z.object({
      Id: z.string(),
      PersonId: z.string().nullable(),
      Name: z.string(),
      IsGuest: z.boolean(),
      IsVotingMember: z.boolean(),
      Status: z.enum(["expected", "present", "apology", "absent"]),
      Rsvp: z.enum(["attending", "apology"]).nullable(),
      Note: z.string().nullable(),
      Departed: z.boolean(),
      /** A member present, who may move or second a motion. */
      MayMoveMotions: z.boolean(),
      ArrivedAtItemId: z.string().nullable(),
      DepartedAtItemId: z.string().nullable(),
    }),
  ),
  quorum: quorumView,
});

/** PUT /api/meetings/:meetingId/rsvp: the signed-in person's reply to the notice. */
export const rsvpBody = z.strictObject({ rsvp: z.enum(["attending", "apology"]) });
