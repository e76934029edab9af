import { interestLimits } from "../../../common/contracts/interests.js";
import { calendarDate } from "../../../common/date-formatters.js";

/** "21 Nov 2026" for a calendar date (YYYY-MM-DD); read as UTC so no zone moves it a day. */
export function formatInterestDate(date: string): string {
  return calendarDate(date);
}

export type InterestFormValues = {
  personId: string | null;
  entity: string;
  nature: string;
  disclosedOn: string;
  endsOn: string;
};

export type InterestFormIssue = "required" | "tooLong" | "endBeforeDisclosure";
export type InterestFormIssues = Partial<Record<keyof InterestFormValues, InterestFormIssue>>;

/** The same rules the server applies (common/contracts/interests.ts), checked as people type. */
export function interestFormIssues(values: InterestFormValues): InterestFormIssues {
  const issues: InterestFormIssues = {};
  if (!values.personId) issues.personId = "required";
  const entity = values.entity.trim();
  if (entity === "") issues.entity = "required";
  else if (entity.length > interestLimits.entityMax) issues.entity = "tooLong";
  const nature = values.nature.trim();
  if (nature === "") issues.nature = "required";
  else if (nature.length > interestLimits.natureMax) issues.nature = "tooLong";
  if (values.disclosedOn === "") issues.disclosedOn = "required";
  else if (values.endsOn !== "" && values.endsOn < values.disclosedOn)
    issues.endsOn = "endBeforeDisclosure";
  return issues;
}
