import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import type { AccessFlag } from "../../common/access.js";
import type { OrganisationSummary } from "../../common/contracts/me.js";
import { meQuery } from "../data/me.js";
import { splitMatrixParams } from "./matrix-params.js";

/**
 * Per-organisation pages check the access flags the server computed (the client never
 * re-derives them): an unknown organisation is a 404, a missing flag a 403.
 */
export async function requireOrganisation(
  queryClient: QueryClient,
  rawOrgId: string,
  flag?: AccessFlag,
): Promise<OrganisationSummary> {
  const me = await queryClient.ensureQueryData(meQuery);
  const { id } = splitMatrixParams(rawOrgId);
  const org = me.organisations.find((o) => o.Id === id);
  if (!org) throw redirect({ to: "/error", search: { code: "404" }, replace: true });
  if (!org.AccessAllowed || (flag && !org.access[flag])) {
    throw redirect({ to: "/error", search: { code: "403" }, replace: true });
  }
  return org;
}

/** Support-staff pages (partner) are for people with IsSupport. */
export async function requireSupport(queryClient: QueryClient): Promise<void> {
  const me = await queryClient.ensureQueryData(meQuery);
  if (!me.person.IsSupport)
    throw redirect({ to: "/error", search: { code: "403" }, replace: true });
}
