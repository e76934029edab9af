import { tool } from "ai";
import { z } from "zod";
import type { DbOrTx } from "../../../../db/client.js";
import { type AnswerScope, CitationBook } from "../engine.js";
import { listActions } from "./action-listing.js";
import { listDecisions } from "./decision-listing.js";
import { listMeetings } from "./meeting-listing.js";
import { organisationsNamed } from "./organisations-named.js";
import { searchPassages } from "./passage-search.js";
import {
  actionOwnerInputs,
  actionStatusInput,
  decisionOutcomeInput,
  limitInput,
  meetingWhenInput,
  organisationInput,
  periodInputs,
  wordsInput,
} from "./tool-inputs.js";

/**
 * A look-up that fails tells the model so in plain words: the database's own message (its SQL
 * and parameters) is logged here, never sent to the model's provider.
 */
async function guarded<O>(lookUp: () => Promise<O>): Promise<O | { error: string }> {
  try {
    return await lookUp();
  } catch (error) {
    console.error("assistant tool failed", error);
    return { error: "This look-up failed. Say the records could not be read just now." };
  }
}

/**
 * The tools the model looks things up with. Each reads only the organisations in the asker's
 * scope (checked when the question was asked), cites every record it returns in this answer's
 * book, and gives names and dates in words: ids reach the model only inside citation markers.
 */
export function assistantTools(db: DbOrTx, scope: AnswerScope, book: CitationBook) {
  const now = scope.now ?? new Date();
  const readable = (name: string | undefined) => organisationsNamed(scope.organisations, name);
  const asker = { personId: scope.personId, now };
  return {
    searchPassages: tool({
      description:
        "Search what the records say: governance documents (policies, constitution), minutes, agenda items, decisions, meetings and actions. Returns the passages that best match the words.",
      inputSchema: z.object({
        words: wordsInput,
        organisation: organisationInput,
        limit: limitInput(10, 6),
      }),
      execute: (input) =>
        guarded(() =>
          searchPassages(db, readable(input.organisation), input.words, input.limit ?? 6, book),
        ),
    }),
    listMeetings: tool({
      description:
        "List meetings by board or committee, period, upcoming or past; returns how many matched (total) and the meetings.",
      inputSchema: z.object({
        organisation: organisationInput,
        ...periodInputs,
        when: meetingWhenInput,
        limit: limitInput(50, 10),
      }),
      execute: (input) =>
        guarded(() => listMeetings(db, readable(input.organisation), input, book, now)),
    }),
    listDecisions: tool({
      description:
        "List decisions (resolutions, motions) by board or committee, period, outcome and words, with their wording, mover, seconder and vote; returns how many matched (total).",
      inputSchema: z.object({
        organisation: organisationInput,
        ...periodInputs,
        outcome: decisionOutcomeInput,
        words: wordsInput.optional(),
        limit: limitInput(50, 10),
      }),
      execute: (input) =>
        guarded(() => listDecisions(db, readable(input.organisation), input, book)),
    }),
    listActions: tool({
      description:
        "List action items by status, owner and board or committee, soonest due first; returns how many matched (total).",
      inputSchema: z.object({
        organisation: organisationInput,
        status: actionStatusInput,
        ...actionOwnerInputs,
        words: wordsInput.optional(),
        limit: limitInput(50, 10),
      }),
      execute: (input) =>
        guarded(() => listActions(db, readable(input.organisation), input, book, asker)),
    }),
    count: tool({
      description:
        "Count meetings, decisions or actions with the same filters as the list tools, without listing them. Cancelled meetings are counted apart.",
      inputSchema: z.object({
        of: z.enum(["meetings", "decisions", "actions"]),
        organisation: organisationInput,
        ...periodInputs,
        when: meetingWhenInput,
        outcome: decisionOutcomeInput,
        status: actionStatusInput,
        ...actionOwnerInputs,
        words: wordsInput.optional(),
      }),
      execute: (input) =>
        guarded(async () => {
          const organisations = readable(input.organisation);
          // One record is enough to read the total. A count lists nothing to cite: its one record
          // is cited in a book of its own, so no marker of this answer comes from it.
          const counting = new CitationBook();
          if (input.of === "meetings") {
            const { total, cancelled } = await listMeetings(
              db,
              organisations,
              { ...input, limit: 1 },
              counting,
              now,
            );
            return { of: input.of, total, cancelled };
          }
          const found =
            input.of === "decisions"
              ? await listDecisions(db, organisations, { ...input, limit: 1 }, counting)
              : await listActions(db, organisations, { ...input, limit: 1 }, counting, asker);
          return { of: input.of, total: found.total };
        }),
    }),
  };
}
