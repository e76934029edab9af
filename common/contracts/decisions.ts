import { z } from "zod";

// The decision register's list (server/areas/decisions/routes.ts).

export const decisionOutcomeFilters = ["Approved", "NotApproved", "Noted", "Deferred"] as const;
export type DecisionOutcomeFilter = (typeof decisionOutcomeFilters)[number];

export const decisionTally = z.object({
  support: z.number(),
  oppose: z.number(),
  abstain: z.number(),
  notVoted: z.number(),
});
export type DecisionTally = z.infer<typeof decisionTally>;

export const decisionView = z.object({
  Id: z.string(),
  Title: z.string(),
  DecidedOn: z.string(),
  Outcome: z.string(),
  Text: z.string(),
  Source: z.string(),
  Mover: z.string().nullable(),
  Seconder: z.string().nullable(),
  Tally: decisionTally.nullable(),
  MeetingId: z.string().nullable(),
  MeetingTitle: z.string().nullable(),
  AgendaItemId: z.string().nullable(),
});
export type DecisionView = z.infer<typeof decisionView>;

export const decisionList = z.object({ decisions: z.array(decisionView) });
export type DecisionList = z.infer<typeof decisionList>;
