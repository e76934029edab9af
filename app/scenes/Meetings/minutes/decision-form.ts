import { z } from "zod";
import { decisionBody } from "../../../../common/contracts/minutes.js";
import type { DecisionInput, DecisionOutcome } from "../../../data/meetings/minutes.js";

export const decisionOutcomes: readonly DecisionOutcome[] = decisionBody.shape.outcome.options;

/** The decision dialog's fields as typed: people are "" when not recorded. */
export type DecisionValues = {
  title: string;
  decidedOn: string;
  outcome: DecisionOutcome;
  mover: string;
  seconder: string;
  text: string;
};

export function decisionValues(title: string, decidedOn: string): DecisionValues {
  return { title, decidedOn, outcome: "Approved", mover: "", seconder: "", text: "" };
}

/** A recorded decision's fields, for correcting it. */
export function recordedValues(d: {
  Title: string;
  DecidedOn: string;
  Outcome: string;
  MoverPersonId: string | null;
  SeconderPersonId: string | null;
  Text: string;
}): DecisionValues {
  return {
    title: d.Title,
    decidedOn: d.DecidedOn,
    outcome: decisionOutcomes.find((o) => o === d.Outcome) ?? "Approved",
    mover: d.MoverPersonId ?? "",
    seconder: d.SeconderPersonId ?? "",
    text: d.Text,
  };
}

/** Validates with the contract's limits and turns the fields into the API's body. */
export const decisionForm = z
  .object({
    title: decisionBody.shape.title,
    decidedOn: z.string(),
    outcome: decisionBody.shape.outcome,
    mover: z.string(),
    seconder: z.string(),
    text: z.string().max(50_000),
  })
  .refine((v) => v.mover === "" || v.mover !== v.seconder, {
    message: "Choose someone other than the mover.",
    path: ["seconder"],
  })
  .transform(
    (v): DecisionInput => ({
      title: v.title,
      outcome: v.outcome,
      text: v.text,
      ...(v.decidedOn ? { decidedOn: v.decidedOn } : {}),
      moverPersonId: v.mover || null,
      seconderPersonId: v.seconder || null,
    }),
  );
