import { AppError } from "../../../http/app-error.js";

/** A close time must lie ahead: a vote that closed before it opened helps nobody. */
export function requireFutureClose(voteClosesAt: string | Date, now = new Date()): void {
  if (new Date(voteClosesAt).getTime() <= now.getTime())
    throw new AppError("badRequest", "The close time has already passed: choose a later one.", {
      fields: { voteClosesAt: "Choose a time in the future." },
    });
}
