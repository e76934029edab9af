import type { OrganisationSummary } from "../../../common/contracts/me.js";
import type { ShownRecord } from "./current-organisation.js";
import { chooseSelectedOrganisation } from "./organisation-tree.js";

export type ShellOrganisation = {
  /** What the sidebar works in. */
  selected: OrganisationSummary | undefined;
  /**
   * False on a record's page until the record has said where it lives: the breadcrumb then
   * names no organisation rather than one that may be wrong.
   */
  settled: boolean;
};

/**
 * The organisation the shell shows: the address's, else on a record's page the record's,
 * else the current one (the last chosen), else the first board (organisation-tree.ts).
 */
export function shellOrganisation(input: {
  organisations: readonly OrganisationSummary[];
  pathname: string;
  routeOrgId: string | undefined;
  /** The page shows one record, whose organisation it tells once loaded. */
  recordPage: boolean;
  current: string | null;
  shownRecord: ShownRecord | null;
}): ShellOrganisation {
  const { organisations, routeOrgId, current } = input;
  if (routeOrgId !== undefined || !input.recordPage) {
    return {
      selected: chooseSelectedOrganisation(organisations, routeOrgId, current),
      settled: true,
    };
  }
  const recordOrgId =
    input.shownRecord?.path === input.pathname ? input.shownRecord.orgId : undefined;
  return {
    selected: chooseSelectedOrganisation(organisations, recordOrgId, current),
    settled: recordOrgId !== undefined,
  };
}
