import { z } from "zod";

/**
 * The arguments the model may give more than one tool. Dates are calendar days (YYYY-MM-DD);
 * anything else is a bad argument, which the model is told about and may correct.
 */
export const organisationInput = z
  .string()
  .max(200)
  .optional()
  .describe(
    "Name of one board or committee, or part of it (e.g. 'finance'); leave out for all of them.",
  );

/** A real calendar day (not 30 February), with a short schema for the model to read. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Write the day as YYYY-MM-DD.")
  .refine((d) => {
    const read = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(read.getTime()) && read.toISOString().startsWith(d);
  }, "No such day.");

export const periodInputs = {
  from: day.optional().describe("First day of the period, YYYY-MM-DD."),
  to: day.optional().describe("Last day of the period, YYYY-MM-DD."),
};

export const limitInput = (max: number, fallback: number) =>
  z
    .number()
    .int()
    .min(1)
    .max(max)
    .optional()
    .describe(`How many records to return (at most ${max}; ${fallback} if left out).`);

export const meetingWhenInput = z
  .enum(["upcoming", "past", "any"])
  .optional()
  .describe("Upcoming meetings (soonest first), past ones (latest first), or any (the default).");

export const decisionOutcomeInput = z
  .enum(["Approved", "NotApproved", "Noted", "Deferred"])
  .optional()
  .describe("Only decisions with this outcome (NotApproved: the motion was lost).");

export const actionStatusInput = z
  .enum(["open", "overdue", "done", "cancelled", "any"])
  .optional()
  .describe("Open (the default), overdue (open and past due), done, cancelled, or any.");

export const actionOwnerInputs = {
  owner: z
    .string()
    .max(200)
    .optional()
    .describe("Name of a person who owns the action, or part of it."),
  mine: z.boolean().optional().describe("Only the asker's own actions ('my actions')."),
};

export const wordsInput = z
  .string()
  .max(300)
  .describe("Words the records should contain, e.g. 'playground budget'.");

/** A period with either end left open. */
export function period(input: { from?: string | undefined; to?: string | undefined }) {
  return { from: input.from ?? "1900-01-01", to: input.to ?? "2999-12-31" };
}
