import { useMatches, useParams, useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import type { OrganisationSummary } from "../../../common/contracts/me.js";
import { splitMatrixParams } from "../../routes/matrix-params.js";
import { makeOrganisationCurrent, useOrganisationState } from "./current-organisation.js";
import { shellOrganisation } from "./shell-organisation.js";

/** The organisation the shell works in (shell-organisation.ts); the address's is remembered. */
export function useSelectedOrganisation(organisations: readonly OrganisationSummary[]) {
  const params = useParams({ strict: false });
  const routeOrgId =
    "orgId" in params && params.orgId ? splitMatrixParams(params.orgId).id : undefined;
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const recordPage = useMatches({
    select: (matches) => matches.some((match) => match.staticData.showsRecord === true),
  });
  const { current, shownRecord } = useOrganisationState();
  const shown = shellOrganisation({
    organisations,
    pathname,
    routeOrgId,
    recordPage,
    current,
    shownRecord,
  });

  const selectedId = shown.selected?.Id;
  useEffect(() => {
    if (routeOrgId && selectedId === routeOrgId) makeOrganisationCurrent(routeOrgId);
  }, [routeOrgId, selectedId]);

  return { ...shown, remember: makeOrganisationCurrent };
}
