import type { CommitteeRow } from "../../data/committees.js";

export type CommitteeStatus = "active" | "inactive" | "notMember" | "deleted";

/** What a row says about the committee for this viewer; only "active" opens it. */
export function committeeStatus(c: CommitteeRow): CommitteeStatus {
  if (c.DeletedAt) return "deleted";
  if (!c.IsMember) return "notMember";
  return c.AccessAllowed ? "active" : "inactive";
}

/** Live committees first, each group by name, so deleted ones sit together at the end. */
export function sortedCommittees(rows: readonly CommitteeRow[]): CommitteeRow[] {
  return [...rows].sort((a, b) => {
    const deleted = Number(a.DeletedAt !== null) - Number(b.DeletedAt !== null);
    return deleted !== 0 ? deleted : a.Name.localeCompare(b.Name);
  });
}
