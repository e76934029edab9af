import { z } from "zod";
import { limits, messages } from "../../../common/limits.js";

const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`);
const required = (max: number) => text(max).min(1, messages.required);

/**
 * The profile limits of spec §5. The API takes PascalCase field names, so this form
 * uses them too and server field errors land by their field without mapping.
 * (Candidate for common/contracts once the server defines its profile schema there.)
 */
export const profileForm = z.object({
  FirstName: required(limits.nameMax),
  LastName: required(limits.nameMax),
  PhoneNumber: text(limits.phoneMax),
  Title: text(limits.titleMax),
  Suffix: text(limits.suffixMax),
});
