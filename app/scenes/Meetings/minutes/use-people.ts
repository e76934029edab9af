import type { MemberSummary } from "../../../../common/contracts/organisations.js";
import { useMembers } from "../../../data/organisations.js";
import { useTranslation } from "../../../i18n/translate.js";

export type PersonOption = { value: string; label: string };

/** Options for pickers, by name; people who cannot sign in are marked so. */
export function personOptions(
  members: readonly MemberSummary[],
  noLogin: (name: string) => string,
): PersonOption[] {
  return [...members]
    .sort((a, b) => a.FullName.localeCompare(b.FullName))
    .map((m) => ({ value: m.PersonId, label: m.LoginEnabled ? m.FullName : noLogin(m.FullName) }));
}

/** The organisation's people for the minute taker's pickers (owners, mover, conflicts). */
export function usePeople(orgId: string, enabled: boolean) {
  const { t } = useTranslation();
  const members = useMembers(orgId, enabled);
  const list = members.data ?? [];
  return {
    options: personOptions(list, (name) => t("minutesMembers.noLogin", { name })),
    nameOf: (personId: string | null | undefined) =>
      list.find((m) => m.PersonId === personId)?.FullName ?? null,
    isPending: members.isPending && enabled,
    error: members.error?.message,
  };
}
