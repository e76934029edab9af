import type { OrgActor } from "../../http/actor.js";

export type AnnotationAction = "own";

/**
 * A reader's own notes: anyone who signs in to the organisation keeps theirs. Which files
 * they may annotate is the files' own rule (the library's folders, the meeting's agenda),
 * asked by the routes that add and list notes on a file.
 */
export function can(orgActor: OrgActor, action: AnnotationAction): boolean {
  switch (action) {
    case "own":
      return orgActor.membership.accessAllowed && orgActor.membership.loginEnabled;
  }
}
