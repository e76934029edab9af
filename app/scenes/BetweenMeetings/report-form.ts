import {
  type ReportAudience,
  reportAudienceRoles,
} from "../../../common/between-meetings/report-status.js";
import type { ReportView } from "../../../common/contracts/reports.js";
import { type ChosenFile, chosenFilesOf } from "./chosen-files.js";

export type ReportFormValues = {
  title: string;
  executiveSummary: string;
  audience: ReportAudience;
  roles: string[];
  personIds: string[];
  files: ChosenFile[];
};

export const newReportValues: ReportFormValues = {
  title: "",
  executiveSummary: "",
  audience: "board",
  roles: [],
  personIds: [],
  files: [],
};

export function reportValues(view: ReportView): ReportFormValues {
  return {
    title: view.Title,
    executiveSummary: view.ExecutiveSummary,
    audience: view.Audience.Kind,
    roles: [...view.Audience.Roles],
    personIds: view.Audience.People.map((p) => p.PersonId),
    files: chosenFilesOf(view.Files),
  };
}

/**
 * The request body: the audience's own list only (the server refuses a list that does not go
 * with the audience, rather than ignoring it).
 */
export function reportBody(values: ReportFormValues) {
  return {
    title: values.title,
    executiveSummary: values.executiveSummary,
    audience: values.audience,
    ...(values.audience === "roles" ? { roles: values.roles.filter(isAudienceRole) } : {}),
    ...(values.audience === "people" ? { personIds: values.personIds } : {}),
    documentVersionIds: values.files.map((f) => f.documentVersionId),
  };
}

type AudienceRole = (typeof reportAudienceRoles)[number];
const isAudienceRole = (role: string): role is AudienceRole =>
  (reportAudienceRoles as readonly string[]).includes(role);
