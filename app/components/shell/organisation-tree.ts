import type { OrganisationSummary } from "../../../common/contracts/me.js";

export type BoardWithCommittees = {
  board: OrganisationSummary;
  committees: OrganisationSummary[];
};

/**
 * Boards in the order the server sent them, each with its committees. A committee whose
 * board the person cannot see is listed on its own, as a board-level entry.
 */
export function organisationTree(organisations: readonly OrganisationSummary[]) {
  const ids = new Set(organisations.map((o) => o.Id));
  const tree: BoardWithCommittees[] = [];
  for (const org of organisations) {
    if (org.Parent !== null && ids.has(org.Parent)) continue;
    tree.push({ board: org, committees: organisations.filter((c) => c.Parent === org.Id) });
  }
  return tree;
}

/**
 * Which organisation the shell shows: the one in the address, else the last one chosen,
 * else the first board the person may open (a committee only for someone on no board).
 */
export function chooseSelectedOrganisation(
  organisations: readonly OrganisationSummary[],
  routeOrgId: string | undefined,
  storedOrgId: string | null,
): OrganisationSummary | undefined {
  const byId = (id: string | null | undefined) =>
    id ? organisations.find((o) => o.Id === id) : undefined;
  const fromRoute = byId(routeOrgId);
  if (fromRoute) return fromRoute;
  const stored = byId(storedOrgId);
  if (stored?.AccessAllowed) return stored;
  const open = organisations.filter((o) => o.AccessAllowed);
  return open.find((o) => o.Parent === null) ?? open[0];
}

/** The board a committee belongs to, or the board itself. */
export function boardOf(
  organisations: readonly OrganisationSummary[],
  org: OrganisationSummary,
): OrganisationSummary | undefined {
  if (org.Parent === null) return org;
  return organisations.find((o) => o.Id === org.Parent);
}

export type OrganisationOption = {
  value: string;
  label: string;
  /** Inactive organisations are listed, greyed, but cannot be chosen. */
  disabled: boolean;
  isCommittee: boolean;
};

/** The organisation picker's list: each board, then its committees. */
export function organisationOptions(
  organisations: readonly OrganisationSummary[],
): OrganisationOption[] {
  return organisationTree(organisations).flatMap(({ board, committees }) =>
    [board, ...committees].map((org) => ({
      value: org.Id,
      label: org.Name,
      disabled: !org.AccessAllowed,
      isCommittee: org !== board,
    })),
  );
}
