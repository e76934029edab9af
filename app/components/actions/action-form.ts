import { z } from "zod";
import { actionBody } from "../../../common/contracts/minutes.js";

// The action form's rules are the API's (an action added in the minutes), read from the
// fields as typed: a blank due date is no due date.
const dueDate = z
  .string()
  .transform((typed) => typed || null)
  .pipe(actionBody.shape.dueDate.unwrap());

/** With `choosesOwners` false the owners are shown elsewhere and not checked here. */
export function actionFormSchema(choosesOwners: boolean) {
  return z.object({
    description: actionBody.shape.description,
    dueDate,
    ownerPersonIds: choosesOwners ? actionBody.shape.ownerPersonIds : z.array(z.string()),
  });
}

export type ActionFormValues = { description: string; dueDate: string; ownerPersonIds: string[] };
export type ActionFormOutput = z.output<ReturnType<typeof actionFormSchema>>;
