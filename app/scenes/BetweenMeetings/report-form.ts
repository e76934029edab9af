import {
  type ReportAudience,
  reportAudienceRoles,
} from "../../../common/between-meetings/report-status.js";
import type { ReportView } from "../../../common/contracts/reports.js";
import { messages } from "../../../common/limits.js";
import { formFieldFor } from "../../components/forms/server-field.js";
import {
  docFromSerialised,
  docProblem,
  docToSend,
  serialiseDoc,
  storedDoc,
} from "../../components/rich-text/rich-text-value.js";
import { type ChosenFile, chosenFilesOf } from "./chosen-files.js";

export type ReportFormValues = {
  title: string;
  /** Serialised rich text (see rich-text-value.ts). */
  executiveSummary: string;
  audience: ReportAudience;
  roles: string[];
  personIds: string[];
  files: ChosenFile[];
};

export const newReportValues: ReportFormValues = {
  title: "",
  executiveSummary: serialiseDoc(storedDoc(null, "")),
  audience: "board",
  roles: [],
  personIds: [],
  files: [],
};

export function reportValues(view: ReportView): ReportFormValues {
  return {
    title: view.Title,
    executiveSummary: serialiseDoc(storedDoc(view.ExecutiveSummaryDoc, view.ExecutiveSummary)),
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
    // With a document the server derives the plain summary from it; without, it is cleared.
    executiveSummary: "",
    executiveSummaryDoc: docToSend(values.executiveSummary),
    audience: values.audience,
    ...(values.audience === "roles" ? { roles: values.roles.filter(isAudienceRole) } : {}),
    ...(values.audience === "people" ? { personIds: values.personIds } : {}),
    documentVersionIds: values.files.map((f) => f.documentVersionId),
  };
}

export type ReportFormErrors = Partial<
  Record<"title" | "executiveSummary" | "roles" | "personIds" | "files" | "form", string>
>;

/** What stops the form being sent: a title, and a summary the server would refuse. */
export function reportProblems(values: ReportFormValues): ReportFormErrors {
  const problems: ReportFormErrors = {};
  if (!values.title.trim()) problems.title = messages.required;
  const summaryProblem = docProblem(docFromSerialised(values.executiveSummary));
  if (summaryProblem) problems.executiveSummary = summaryProblem;
  return problems;
}

/** The form field a server field error belongs to (the summary's document is the summary). */
export function reportFieldOf(serverField: string): keyof ReportFormErrors | null {
  return formFieldFor<keyof ReportFormErrors>(serverField, {
    title: "title",
    executiveSummary: "executiveSummary",
    executiveSummaryDoc: "executiveSummary",
    roles: "roles",
    personIds: "personIds",
    documentVersionIds: "files",
  });
}

type AudienceRole = (typeof reportAudienceRoles)[number];
const isAudienceRole = (role: string): role is AudienceRole =>
  (reportAudienceRoles as readonly string[]).includes(role);
