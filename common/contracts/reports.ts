import { z } from "zod";
import { betweenMeetingOutcomes } from "../between-meetings/flying-minute-status.js";
import {
  type ReportAudience,
  reportAudienceRoles,
  reportAudiences,
  reportStatuses,
} from "../between-meetings/report-status.js";
import { messages } from "../limits.js";
import { richTextDoc, richTextDocFor } from "../rich-text.js";
import { roles } from "../roles.js";
import { freeText, nameText } from "../text.js";
import { attachedLibraryFile } from "./library-files.js";
import { withSomethingToChange } from "./patch.js";

/**
 * Between-meeting reports (issue 17): a report with its executive summary and files from the
 * governance library, sent to the board, to chosen roles or to chosen people, with read
 * receipts. The contract's paths and the fields other tools call (`reportId`, `Status`) are
 * written as the issue gives them; the rest follows the API's PascalCase views.
 */
export const reportLimits = {
  title: 200,
  executiveSummary: 50_000,
  comment: 5_000,
  people: 500,
  files: 50,
} as const;

export const reportParams = z.strictObject({
  reportId: z.uuid("That report id is not valid."),
});

export const reportFileParams = reportParams.extend({
  documentVersionId: z.uuid("That file id is not valid."),
});

const executiveSummary = freeText().max(reportLimits.executiveSummary);

const fields = {
  title: nameText().min(1, messages.required).max(reportLimits.title),
  /** Plain text; its line breaks are kept. Derived from `executiveSummaryDoc` when that is sent. */
  executiveSummary,
  /** The summary as rich text (null: plain text). */
  executiveSummaryDoc: richTextDocFor(executiveSummary),
  audience: z.enum(reportAudiences, { message: "Choose the board, roles or people." }),
  roles: z
    .array(
      z.enum(reportAudienceRoles, {
        message: "Choose roles that open Between Meetings.",
      }),
    )
    .max(reportAudienceRoles.length),
  personIds: z
    .array(z.uuid("That person id is not valid."))
    .max(reportLimits.people, `At most ${reportLimits.people} people.`),
  /** Versions of documents in the organisation's governance library. */
  documentVersionIds: z
    .array(z.uuid("That file id is not valid."))
    .max(reportLimits.files, `At most ${reportLimits.files} files.`),
};

type AudienceFields = { audience?: ReportAudience; roles?: string[]; personIds?: string[] };

/**
 * The audience's list goes with it: roles with "roles", people with "people", and neither
 * with another audience (a list the server would ignore is refused, not dropped).
 */
function checkAudience(body: AudienceFields, ctx: z.RefinementCtx): void {
  if (body.audience === "roles" && (body.roles?.length ?? 0) === 0)
    ctx.addIssue({ code: "custom", message: "Choose at least one role.", path: ["roles"] });
  if (body.audience === "people" && (body.personIds?.length ?? 0) === 0)
    ctx.addIssue({ code: "custom", message: "Choose at least one person.", path: ["personIds"] });
  if (body.roles !== undefined && body.audience !== "roles")
    ctx.addIssue({
      code: "custom",
      message: 'Roles are chosen with the audience "roles".',
      path: ["roles"],
    });
  if (body.personIds !== undefined && body.audience !== "people")
    ctx.addIssue({
      code: "custom",
      message: 'People are chosen with the audience "people".',
      path: ["personIds"],
    });
}

/** POST /api/organisations/:orgId/reports: a Draft, sent to the board unless chosen otherwise. */
export const createReportBody = z
  .strictObject({
    title: fields.title,
    executiveSummary: fields.executiveSummary.default(""),
    executiveSummaryDoc: fields.executiveSummaryDoc.default(null),
    audience: fields.audience.default("board"),
    roles: fields.roles.optional(),
    personIds: fields.personIds.optional(),
    documentVersionIds: fields.documentVersionIds.default([]),
  })
  .superRefine(checkAudience);
export type CreateReportBody = z.infer<typeof createReportBody>;

/**
 * PATCH /api/reports/:reportId: any subset, as a Draft or once sent (a correction is not
 * e-mailed; resending tells the audience). A new audience comes with its list.
 */
export const updateReportBody = withSomethingToChange(
  z
    .strictObject({
      title: fields.title,
      executiveSummary: fields.executiveSummary,
      executiveSummaryDoc: fields.executiveSummaryDoc,
      audience: fields.audience,
      roles: fields.roles,
      personIds: fields.personIds,
      documentVersionIds: fields.documentVersionIds,
    })
    .partial()
    .superRefine((body, ctx) => {
      // Without a new audience nothing about it changes; with one, its list must come too.
      if (body.audience !== undefined || body.roles !== undefined || body.personIds !== undefined)
        checkAudience(body, ctx);
    }),
);
export type UpdateReportBody = z.infer<typeof updateReportBody>;

/** POST /api/reports/:reportId/send: sends a Draft, or sends a sent report again. */
export const sendReportBody = z.strictObject({});

export const reportCommentBody = z.strictObject({
  body: freeText().trim().min(1, "Write a comment.").max(reportLimits.comment),
});

const person = z.object({ PersonId: z.string(), Name: z.string() });

/** A read receipt: who opened the report or a file, first and last. */
export const reportReader = person.extend({
  Initials: z.string(),
  FirstAt: z.string(),
  LastAt: z.string(),
});
export type ReportReader = z.infer<typeof reportReader>;

export const reportCreated = z.object({
  reportId: z.string(),
  Status: z.enum(reportStatuses),
});

export const reportSent = z.object({
  reportId: z.string(),
  Status: z.enum(reportStatuses),
  /** How many were e-mailed, and the names of those in the audience who cannot sign in. */
  SentCount: z.number().int(),
  NotSent: z.array(z.string()),
});
export type ReportSent = z.infer<typeof reportSent>;

export const reportAbilities = z.object({
  /** Change the title, summary, files and audience (a Draft, or a sent report: not e-mailed). */
  edit: z.boolean(),
  /** Send a Draft. */
  send: z.boolean(),
  /** E-mail a sent report to its audience again. */
  resend: z.boolean(),
  comment: z.boolean(),
  /** Delete a Draft (a sent report stays on the record). */
  delete: z.boolean(),
});
export type ReportAbilities = z.infer<typeof reportAbilities>;

/** GET /api/reports/:reportId. */
export const reportView = z.object({
  reportId: z.string(),
  OrganisationId: z.string(),
  Status: z.enum(reportStatuses),
  /** "sent" once sent, "not set" while a Draft (the spec's between-meeting outcomes). */
  Outcome: z.enum(betweenMeetingOutcomes),
  Title: z.string(),
  /** Plain text, derived from ExecutiveSummaryDoc where there is one. */
  ExecutiveSummary: z.string(),
  /** The summary as rich text; null for plain-text summaries (show ExecutiveSummary). */
  ExecutiveSummaryDoc: richTextDoc.nullable(),
  Author: person,
  Audience: z.object({
    Kind: z.enum(reportAudiences),
    Roles: z.array(z.enum(roles)),
    People: z.array(person),
  }),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  /** When it was last sent; null for a Draft. */
  SentAt: z.string().nullable(),
  Files: z.array(
    attachedLibraryFile.extend({
      /** Who opened it from the report: everyone for those who manage it, else the viewer only. */
      ReadBy: z.array(reportReader),
    }),
  ),
  /** Who opened the report: everyone for those who manage it, else the viewer only. */
  ReadBy: z.array(reportReader),
  /** Those who manage it: audience members who can sign in and have not opened it yet. */
  NotReadBy: z.array(person),
  Comments: z.array(
    z.object({ Id: z.string(), Author: person, Body: z.string(), CreatedAt: z.string() }),
  ),
  /** The e-mail history, for those who manage it (empty for others). */
  Sends: z.array(
    z.object({
      SentAt: z.string(),
      SentBy: person,
      SentCount: z.number().int(),
      NotSent: z.array(z.string()),
    }),
  ),
  Abilities: reportAbilities,
});
export type ReportView = z.infer<typeof reportView>;

export const reportSummary = z.object({
  reportId: z.string(),
  Title: z.string(),
  Status: z.enum(reportStatuses),
  Outcome: z.enum(betweenMeetingOutcomes),
  Author: person,
  CreatedAt: z.string(),
  SentAt: z.string().nullable(),
  /** Whether the viewer has opened it (always true for its author). */
  ReadByMe: z.boolean(),
});
export type ReportSummary = z.infer<typeof reportSummary>;

/** GET /api/organisations/:orgId/reports: newest first. */
export const reportList = z.object({
  Drafts: z.array(reportSummary),
  Sent: z.array(reportSummary),
  /** Whether the viewer may write one, and whether the plan includes reports at all. */
  CanCreate: z.boolean(),
  Entitled: z.boolean(),
});
export type ReportList = z.infer<typeof reportList>;
