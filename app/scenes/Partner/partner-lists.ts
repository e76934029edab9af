import type { PartnerOrganisation, PartnerPerson } from "../../data/partner.js";

/**
 * A top-level entry with the committees listed under it. The entry is a board, or a
 * committee whose board is not in the list (deleted, or beyond the server's limit).
 */
export type OrganisationGroup = {
  board: PartnerOrganisation;
  committees: PartnerOrganisation[];
};

/** Case, accents and extra spaces do not matter when searching. */
export function normaliseForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** Every word typed must appear in one of the fields, in any order ("smith jane" finds Jane Smith). */
export function matchesSearch(
  fields: readonly (string | null | undefined)[],
  query: string,
): boolean {
  const words = normaliseForSearch(query).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields.map((field) => normaliseForSearch(field ?? "")).join("\n");
  return words.every((word) => haystack.includes(word));
}

export function isSearching(query: string): boolean {
  return normaliseForSearch(query) !== "";
}

/** Boards in the order the server sent them (by name), each with its committees. */
export function groupCommitteesUnderBoards(
  organisations: readonly PartnerOrganisation[],
): OrganisationGroup[] {
  const boardIds = new Set(organisations.filter((o) => o.Parent === null).map((o) => o.Id));
  const committeesByBoard = new Map<string, PartnerOrganisation[]>();
  for (const org of organisations) {
    if (org.Parent === null || !boardIds.has(org.Parent)) continue;
    const siblings = committeesByBoard.get(org.Parent) ?? [];
    siblings.push(org);
    committeesByBoard.set(org.Parent, siblings);
  }
  const groups: OrganisationGroup[] = [];
  for (const org of organisations) {
    if (org.Parent !== null && boardIds.has(org.Parent)) continue;
    groups.push({ board: org, committees: committeesByBoard.get(org.Id) ?? [] });
  }
  return groups;
}

const organisationMatches = (org: PartnerOrganisation, query: string) =>
  matchesSearch([org.Name, org.ShortName], query);

/**
 * A matching board keeps all its committees; a matching committee keeps its board above it,
 * so the result still says whose committee it is.
 */
export function filterOrganisationGroups(
  groups: readonly OrganisationGroup[],
  query: string,
): OrganisationGroup[] {
  if (!isSearching(query)) return [...groups];
  const result: OrganisationGroup[] = [];
  for (const group of groups) {
    if (organisationMatches(group.board, query)) {
      result.push(group);
      continue;
    }
    const committees = group.committees.filter((c) => organisationMatches(c, query));
    if (committees.length > 0) result.push({ board: group.board, committees });
  }
  return result;
}

export function countOrganisations(groups: readonly OrganisationGroup[]): number {
  return groups.reduce((sum, group) => sum + 1 + group.committees.length, 0);
}

export function filterPeople(people: readonly PartnerPerson[], query: string): PartnerPerson[] {
  return people.filter((person) => matchesSearch([person.FullName, person.Email], query));
}

export type OrganisationStatusLabel = "statusActive" | "statusFreeTrial" | "statusCancelled";

/** The statuses of spec §3; anything newer from the server is shown as sent. */
export function organisationStatusLabel(status: string): OrganisationStatusLabel | undefined {
  switch (status) {
    case "Active":
      return "statusActive";
    case "FreeTrial":
      return "statusFreeTrial";
    case "Cancelled":
      return "statusCancelled";
    default:
      return undefined;
  }
}
