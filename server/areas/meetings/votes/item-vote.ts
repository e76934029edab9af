import { and, eq } from "drizzle-orm";
import { agendaItems, votes } from "../../../db/schema/index.js";

/** votes.context_type of a Vote item's formal vote. */
export const agendaItemContextType = "agendaItem";

/** Joins a vote to the agenda item it is on (the meeting's reads of its votes). */
export const voteOnItem = and(
  eq(votes.contextType, agendaItemContextType),
  eq(votes.contextId, agendaItems.id),
);
