import { useParams } from "@tanstack/react-router";
import { useCallback, useEffect, useState } from "react";
import type { OrganisationSummary } from "../../../common/contracts/me.js";
import { readSetting, settingKeys, writeSetting } from "../../local-settings.js";
import { splitMatrixParams } from "../../routes/matrix-params.js";
import { chooseSelectedOrganisation } from "./organisation-tree.js";

/** The organisation the shell works in; the address wins, and the choice is remembered. */
export function useSelectedOrganisation(organisations: readonly OrganisationSummary[]) {
  const params = useParams({ strict: false });
  const routeOrgId =
    "orgId" in params && params.orgId ? splitMatrixParams(params.orgId).id : undefined;
  const [stored, setStored] = useState(() => readSetting(settingKeys.selectedOrganisation));
  const selected = chooseSelectedOrganisation(organisations, routeOrgId, stored);

  const remember = useCallback((id: string) => {
    writeSetting(settingKeys.selectedOrganisation, id);
    setStored(id);
  }, []);

  useEffect(() => {
    if (routeOrgId && selected?.Id === routeOrgId && stored !== routeOrgId) remember(routeOrgId);
  }, [routeOrgId, selected, stored, remember]);

  return { selected, remember };
}
