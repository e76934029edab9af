import { z } from "zod";
import { meetingLocationBody } from "./meetings.js";
import { withSomethingToChange } from "./patch.js";

export const locationMessages = {
  secondDefault:
    "There is already a default location. Use “Make default” on this location to move the default here.",
  keepOneDefault: "One location must be the default. Make another location the default instead.",
  deleteDefault:
    "This is the default location. Make another location the default before deleting it.",
} as const;

export const locationParams = z.strictObject({
  orgId: z.uuid("That organisation id is not valid."),
  locationId: z.uuid("That location id is not valid."),
});

/** Edits a location's name, address, zone or default flag; the default moves only with “Make default”. */
export const meetingLocationPatch = withSomethingToChange(
  meetingLocationBody.extend({ isDefault: z.boolean() }).partial(),
);
export type MeetingLocationPatch = z.infer<typeof meetingLocationPatch>;
