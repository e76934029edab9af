import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../../db/client.js";
import { owningOrganisation } from "../../../db/owning-organisation.js";
import { flyingMinutes, memberships, votes } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { can } from "../policy.js";

export type FlyingMinuteRecord = typeof flyingMinutes.$inferSelect;

/** Stored as votes.context_type for a flying minute's vote. */
export const flyingMinuteContextType = "flyingMinute";

/** For routes addressed by ":flyingMinuteId": its organisation decides access. */
export const flyingMinuteOrganisation = owningOrganisation(
  "flying_minute",
  flyingMinutes,
  flyingMinutes,
);

const notFoundMessage = "That flying minute was not found.";

/** The flying minute, locked for a change when `lock` (every command takes it first). */
export async function loadFlyingMinute(
  db: DbOrTx,
  id: string,
  lock = false,
): Promise<FlyingMinuteRecord> {
  const query = db.select().from(flyingMinutes).where(eq(flyingMinutes.id, id)).limit(1);
  const [row] = await (lock ? query.for("update") : query);
  if (!row) throw new AppError("notFound", notFoundMessage);
  return row;
}

/**
 * Its status and close time alone, unlocked: all a ballot asks of it (the context's
 * `accepting`). The whole row carries the voter list, thousands of ids on a member ballot.
 */
export async function flyingMinuteVotingState(
  db: DbOrTx,
  id: string,
): Promise<Pick<FlyingMinuteRecord, "status" | "voteClosesAt">> {
  const [row] = await db
    .select({ status: flyingMinutes.status, voteClosesAt: flyingMinutes.voteClosesAt })
    .from(flyingMinutes)
    .where(eq(flyingMinutes.id, id))
    .limit(1);
  if (!row) throw new AppError("notFound", notFoundMessage);
  return row;
}

/** The flying minute in the caller's organisation, locked: elsewhere it does not exist for them. */
export async function lockFlyingMinuteIn(
  tx: Tx,
  organisationId: string,
  id: string,
): Promise<FlyingMinuteRecord> {
  const fm = await loadFlyingMinute(tx, id, true);
  if (fm.organisationId !== organisationId) throw new AppError("notFound", notFoundMessage);
  return fm;
}

/**
 * The flying minute as the caller may see it: in another organisation, or a Draft to someone
 * who does not host, it does not exist for them (404).
 */
export async function readableFlyingMinute(
  db: DbOrTx,
  org: OrgActor,
  id: string,
): Promise<FlyingMinuteRecord> {
  const fm = await loadFlyingMinute(db, id);
  if (fm.organisationId !== org.organisation.id || (fm.status === "Draft" && !can(org, "host")))
    throw new AppError("notFound", notFoundMessage);
  return fm;
}

/** The id of the flying minute's vote (made with it, so it always exists). */
export async function voteIdOf(db: DbOrTx, flyingMinuteId: string): Promise<string> {
  const [vote] = await db
    .select({ id: votes.id })
    .from(votes)
    .where(and(eq(votes.contextType, flyingMinuteContextType), eq(votes.contextId, flyingMinuteId)))
    .limit(1);
  if (!vote) throw new Error(`flying minute ${flyingMinuteId} has no vote`);
  return vote.id;
}

/**
 * Refuses people who are not members of the organisation, naming the field: a voter, a mover or
 * a conflicted voter must belong to the board (an id from elsewhere is refused alike).
 */
export async function checkMembers(
  db: DbOrTx,
  organisationId: string,
  personIds: readonly string[],
  field: string,
): Promise<void> {
  const wanted = [...new Set(personIds)];
  if (wanted.length === 0) return;
  const rows = await db
    .select({ personId: memberships.personId })
    .from(memberships)
    .where(
      and(eq(memberships.organisationId, organisationId), inArray(memberships.personId, wanted)),
    );
  if (rows.length !== wanted.length)
    throw new AppError("badRequest", "Choose people who are members of this board.", {
      fields: { [field]: "Someone chosen is not a member of this board." },
    });
}

/** The voters the vote counts: those chosen, less those confirmed as conflicted. */
export function countedVoters(
  fm: Pick<FlyingMinuteRecord, "voterPersonIds" | "conflictedPersonIds">,
): string[] {
  const conflicted = new Set(fm.conflictedPersonIds);
  return fm.voterPersonIds.filter((id) => !conflicted.has(id));
}
