import { z } from "zod";
import { createInterestBody, interestMessages } from "../../../common/contracts/interests.js";
import { messages } from "../../../common/limits.js";

export type InterestFormValues = {
  personId: string;
  entity: string;
  nature: string;
  disclosedOn: string;
  endsOn: string;
};

const fields = createInterestBody.shape;
const required = z.string().min(1, messages.required);

/**
 * The server's rules for an entry (common/contracts/interests.ts), read from the fields as
 * typed: nothing chosen or typed is "Required", a blank end date is none.
 */
export const interestForm = z
  .object({
    personId: required.pipe(fields.personId),
    entity: fields.entity,
    nature: fields.nature,
    disclosedOn: required.pipe(fields.disclosedOn.unwrap()),
    endsOn: z
      .string()
      .transform((typed) => typed || null)
      .pipe(fields.endsOn.unwrap()),
  })
  .refine(
    ({ disclosedOn, endsOn }) => endsOn === null || endsOn >= disclosedOn,
    // Said as soon as both dates are there, whatever else is still missing.
    {
      path: ["endsOn"],
      message: interestMessages.endBeforeDisclosure,
      when: ({ value }) => datesOf(value) !== null,
    },
  );

function datesOf(value: unknown): { disclosedOn: string; endsOn: string } | null {
  if (typeof value !== "object" || value === null) return null;
  const { disclosedOn, endsOn } = value as Record<string, unknown>;
  return typeof disclosedOn === "string" && typeof endsOn === "string"
    ? { disclosedOn, endsOn }
    : null;
}

export type InterestFormOutput = z.output<typeof interestForm>;

/** Ending an entry: a date, not before the entry was disclosed. */
export function endInterestForm(disclosedOn: string) {
  return z.object({
    endsOn: required
      .pipe(fields.disclosedOn.unwrap())
      .refine((endsOn) => endsOn >= disclosedOn, interestMessages.endBeforeDisclosure),
  });
}
